import { expect, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import { videos } from '../../scripts/seed/content/videos'
import arProducts from '../../src/i18n/messages/ar/products.json' with { type: 'json' }
import ckbProducts from '../../src/i18n/messages/ckb/products.json' with { type: 'json' }
import enProducts from '../../src/i18n/messages/en/products.json' with { type: 'json' }
import ar from '../../src/i18n/messages/ar/videos.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/videos.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/videos.json' with { type: 'json' }
import { gtinCheckDigit } from '../../src/lib/gtin'
import { adminToken } from './helpers/admin'
import { languages, openPage, structuredData } from './helpers/site'

const messages = { en, ar, ckb }
const texts = { en: enProducts, ar: arProducts, ckb: ckbProducts }
const youtube = videos.find(({ videoUrl }) => videoUrl.includes('youtube'))!
const vimeo = videos.find(({ videoUrl }) => videoUrl.includes('vimeo'))!
const youtubeId = new URL(youtube.videoUrl).searchParams.get('v')!
const thirdParty = /youtube|youtu\.be|vimeo|ytimg|googlevideo/

for (const language of languages) {
  const { locale, prefix } = language

  test(`the video list in ${locale} shows every video`, async ({ page }) => {
    await openPage(page, `${prefix}/videos`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].title)
    for (const { title } of videos)
      await expect(page.getByRole('main').getByRole('link', { name: title[locale], exact: true })).toBeVisible()
  })

  test(`a video page in ${locale} shows a poster and other videos`, async ({ page }) => {
    await openPage(page, `${prefix}/videos/${youtube.slug}`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(youtube.title[locale])
    const play = messages[locale].play.replace('{title}', youtube.title[locale])
    await expect(page.getByRole('button', { name: play })).toBeVisible()
    // A privacy notice in plain words: the service by its name, not a host name.
    await expect(page.getByText(messages[locale].privacy.replaceAll('{service}', 'YouTube'))).toBeVisible()
    const others = page.getByRole('region', { name: messages[locale].more })
    await expect(others.getByRole('article')).toHaveCount(videos.length - 1)
  })
}

test('nothing is requested from YouTube until the visitor presses play, then the player appears', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // The machine is offline; the player's own page is not needed to see that it is asked for.
  await page.route(
    (url) => thirdParty.test(url.hostname),
    (route) => route.abort(),
  )

  await page.goto(`/videos/${youtube.slug}`)
  const play = page.getByRole('button', { name: en.play.replace('{title}', youtube.title.en) })
  await expect(play).toBeVisible()
  await page.mouse.wheel(0, 600)
  await page.waitForLoadState('load')
  expect(requests.filter((url) => thirdParty.test(new URL(url).hostname))).toEqual([])

  // The iframe's request is reported after its src is set, so it is awaited, not read from the list.
  const playerAsked = page.waitForRequest((request) => request.url().startsWith('https://www.youtube-nocookie.com/embed/'))
  await play.click()
  await playerAsked
  const player = page.locator('iframe')
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`)
  await expect(player).toHaveAttribute('title', youtube.title.en)
  await expect(player).toBeFocused()
})

test('a Vimeo video plays in Vimeo’s player, after the press only', async ({ page }) => {
  await page.route(
    (url) => thirdParty.test(url.hostname),
    (route) => route.abort(),
  )
  await page.goto(`/videos/${vimeo.slug}`)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: en.play.replace('{title}', vimeo.title.en) }).click()
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?autoplay=1&dnt=1$/)
})

test('without JavaScript the play button is a link to the video', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/videos/${youtube.slug}`)
  await expect(page.getByRole('link', { name: en.play.replace('{title}', youtube.title.en) })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${youtubeId}`,
  )
  await context.close()
})

test('a video carries VideoObject structured data', async ({ page }) => {
  await page.goto(`/videos/${youtube.slug}`)
  const data = await structuredData(page, 'VideoObject')
  expect(data.name).toBe(youtube.title.en)
  expect(data.description).toContain(youtube.description.en[0].slice(0, 40))
  expect(data.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${youtubeId}`)
  expect((data.thumbnailUrl as string[])[0]).toMatch(/\/api\/media\/file\//)
  expect(data.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}T/)
})

for (const language of languages) {
  const { locale, prefix } = language

  test(`a video of a product in ${locale} shows the product's photo and name, leading to its page`, async ({ page }) => {
    const video = videos.find(({ barcode }) => barcode)!
    const product = products.find(({ barcode }) => barcode === video.barcode)!
    await openPage(page, `${prefix}/videos/${video.slug}`, language)
    const shown = page.getByRole('region', { name: messages[locale].productHeading })
    // The product's photo (a card's photo is decorative beside its name) and its name.
    await expect(shown.locator('img')).toBeVisible()
    // Not the bare barcode card it was.
    await expect(page.getByRole('heading', { name: texts[locale].barcode, exact: true })).toHaveCount(0)
    await shown.getByRole('link', { name: product.title[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/products/${product.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title[locale])
  })
}

test('a video whose barcode no product has shows the barcode, headed as the product’s', async ({ page, request }) => {
  const body = `62610097${String(Date.now()).slice(-4)}`
  const barcode = `${body}${gtinCheckDigit(body)}`
  const headers = { Authorization: `JWT ${adminToken()}` }
  const made = await request.post('/api/videos', {
    headers,
    data: { title: `E2E video of an unknown product ${barcode}`, videoUrl: 'https://vimeo.com/76979871', barcode, _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number; slug: string } }
  try {
    for (const language of languages) {
      await openPage(page, `${language.prefix}/videos/${doc.slug}`, language)
      const codes = page.getByRole('region', { name: messages[language.locale].productBarcode })
      await expect(codes.getByRole('img', { name: texts[language.locale].barcodeImage.replace('{code}', barcode) })).toBeVisible()
      await expect(page.getByRole('region', { name: messages[language.locale].productHeading, exact: true })).toHaveCount(0)
    }
  } finally {
    await request.delete(`/api/videos/${doc.id}`, { headers })
  }
})
