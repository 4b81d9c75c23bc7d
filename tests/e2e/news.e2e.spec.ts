import { expect, test } from '@playwright/test'

import { news } from '../../scripts/seed/content/news'
import ar from '../../src/i18n/messages/ar/news.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/news.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/news.json' with { type: 'json' }
import { expectSizesMadeOnUpload, loadingOf } from './helpers/pictures'
import { languages, openPage, structuredData } from './helpers/site'

const messages = { en, ar, ckb }
const article = news[0]

for (const language of languages) {
  const { locale, prefix } = language

  test(`the news list in ${locale} shows the articles with their dates`, async ({ page }) => {
    await openPage(page, `${prefix}/news`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].title)
    const main = page.getByRole('main')
    for (const { title } of news) await expect(main.getByRole('link', { name: title[locale], exact: true })).toBeVisible()
    await expect(main.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  })

  test(`a news article in ${locale} shows its date, photos, text and other news`, async ({ page }) => {
    await openPage(page, `${prefix}/news/${article.slug}`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale])
    const published = page.getByRole('article').locator('time').first()
    await expect(published).toHaveAttribute('datetime', article.publishedAt)
    // Baghdad's date, month in the page's language, digits Latin in every language.
    const expectedDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', numberingSystem: 'latn', timeZone: 'Asia/Baghdad' }).format(
      new Date(article.publishedAt),
    )
    await expect(published).toHaveText(expectedDate)
    await expect(page.getByRole('img', { name: article.pictures[0].alt[locale] })).toBeVisible()
    await expect(page.getByText(article.description[locale][0])).toBeVisible()

    const others = page.getByRole('region', { name: messages[locale].other })
    await expect(others.getByRole('article')).toHaveCount(3)
    await expect(others.getByRole('link', { name: article.title[locale], exact: true })).toHaveCount(0)
  })
}

test('the news list, with no banner above it, fetches the first card’s picture first and the others as they near the screen', async ({
  page,
}) => {
  await page.goto('/news')
  const pictures = page.getByRole('main').getByRole('article').getByRole('img')
  await expect(pictures).toHaveCount(news.length)
  expect(await loadingOf(pictures.first())).toBe('priority')
  await expectSizesMadeOnUpload(pictures.first(), [400, 800, 1600])
  for (let index = 1; index < news.length; index++) expect(await loadingOf(pictures.nth(index))).toBe('lazy')
})

test('a news article carries NewsArticle structured data', async ({ page }) => {
  await page.goto(`/news/${article.slug}`)
  const data = await structuredData(page, 'NewsArticle')
  expect(data.headline).toBe(article.title.en)
  expect(data.datePublished).toBe(article.publishedAt)
  expect((data.publisher as { name: string }).name).toBe('Hawler Foods')
  expect((data.image as string[]).length).toBe(article.pictures.length)
})

test('every page names its versions in the other languages', async ({ page }) => {
  await page.goto(`/ar/news/${article.slug}`)
  const origin = new URL(page.url()).origin
  const alternate = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)
  await expect(alternate('en')).toHaveAttribute('href', `${origin}/news/${article.slug}`)
  await expect(alternate('ar')).toHaveAttribute('href', `${origin}/ar/news/${article.slug}`)
  await expect(alternate('ckb')).toHaveAttribute('href', `${origin}/ckb/news/${article.slug}`)
  await expect(alternate('x-default')).toHaveAttribute('href', `${origin}/news/${article.slug}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ar/news/${article.slug}`)
  await expect(page).toHaveTitle(`${article.title.ar} | أغذية هولير`)
})

test('an unknown article is not found', async ({ page }) => {
  const response = await page.goto('/news/no-such-article')
  expect(response?.status()).toBe(404)
})
