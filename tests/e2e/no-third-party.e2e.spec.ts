import { expect, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import { videos } from '../../scripts/seed/content/videos'
import arContact from '../../src/i18n/messages/ar/contact.json' with { type: 'json' }
import arVideos from '../../src/i18n/messages/ar/videos.json' with { type: 'json' }
import ckbContact from '../../src/i18n/messages/ckb/contact.json' with { type: 'json' }
import ckbVideos from '../../src/i18n/messages/ckb/videos.json' with { type: 'json' }
import enContact from '../../src/i18n/messages/en/contact.json' with { type: 'json' }
import enVideos from '../../src/i18n/messages/en/videos.json' with { type: 'json' }
import { foreignRequests, languages, loadWholePage, openPage } from './helpers/site'

/**
 * Privacy, as the privacy notice promises it: no request goes to another host, and no cookie
 * is set, until the visitor acts. A video loads from YouTube or Vimeo only after a press of
 * play, the map opens only on a click, and fonts and pictures are the site's own.
 */
const texts = {
  en: { contact: enContact, videos: enVideos },
  ar: { contact: arContact, videos: arVideos },
  ckb: { contact: ckbContact, videos: ckbVideos },
}
const product = products.find(({ slug }) => slug === 'classic-salted-potato-chips')!
const youtube = videos.find(({ videoUrl }) => videoUrl.includes('youtube'))!
const vimeo = videos.find(({ videoUrl }) => videoUrl.includes('vimeo'))!

for (const language of languages) {
  const { locale, prefix } = language
  const t = texts[locale]

  test(`in ${locale}, reading asks no other host and sets no cookie; a video and the map only when asked for`, async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = await foreignRequests(context, new URL(baseURL!).origin)
    const videoPage = `${prefix}/videos/${youtube.slug}`
    const contactPage = `${prefix}/contactUs`

    for (const path of [prefix || '/', `${prefix}/products/${product.slug}`, videoPage, contactPage]) {
      await openPage(page, path, language)
      await loadWholePage(page)
      expect(foreign, path).toEqual([])
      expect(await context.cookies(), path).toEqual([])
    }

    // The map is a link, not an embedded map: OpenStreetMap is asked only once it is followed.
    await expect(page.locator('iframe')).toHaveCount(0)
    const map = page.getByRole('link', { name: new RegExp(t.contact.map) })
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//)
    const [mapTab] = await Promise.all([context.waitForEvent('page'), map.click()])
    await expect.poll(() => foreign.length).toBeGreaterThan(0)
    // The new tab may ask again (an error page's reload): OpenStreetMap each time, nobody else.
    await mapTab.close()
    expect(foreign.filter((address) => !address.startsWith('https://www.openstreetmap.org/'))).toEqual([])
    foreign.length = 0

    // The video's poster is the site's own picture; YouTube is asked when play is pressed.
    await openPage(page, videoPage, language)
    await loadWholePage(page)
    expect(foreign).toEqual([])
    await page.getByRole('button', { name: t.videos.play.replace('{title}', youtube.title[locale]) }).click()
    await expect.poll(() => foreign).toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)])
  })
}

test('a Vimeo video asks Vimeo only when play is pressed', async ({ page, context, baseURL }) => {
  const foreign = await foreignRequests(context, new URL(baseURL!).origin)
  await openPage(page, `/videos/${vimeo.slug}`, languages[0])
  await loadWholePage(page)
  expect(foreign).toEqual([])
  await page.getByRole('button', { name: enVideos.play.replace('{title}', vimeo.title.en) }).click()
  await expect.poll(() => foreign).toEqual([expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\//)])
  expect(await context.cookies()).toEqual([])
})
