import { expect, test } from '@playwright/test'

import { apiAuth, firstDoc } from './helpers/api'

test('a news article saved in the admin is live on its page at once, without a rebuild, in its language only', async ({
  page,
  request,
}) => {
  const headers = await apiAuth(request)
  const article = await firstDoc(request, 'news')
  // Visit first, so the page is in the cache and the test shows revalidation, not a first render.
  await page.goto(`/news/${article.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  // The Arabic title from the API: visiting /ar first would make Arabic the remembered language.
  const arabic = (await (await request.get(`/api/news/${article.id}?locale=ar&depth=0`)).json()) as { title: string }
  const arabicTitle = arabic.title

  const changed = `${article.title} (updated ${Date.now()})`
  const saved = await request.patch(`/api/news/${article.id}?locale=en`, { headers, data: { title: changed } })
  expect(saved.status()).toBe(200)

  await expect
    .poll(
      async () => {
        await page.goto(`/news/${article.slug}`)
        return page.getByRole('heading', { level: 1 }).textContent()
      },
      { timeout: 10_000, intervals: [100, 250, 500, 1000] },
    )
    .toBe(changed)
  await page.goto(`/ar/news/${article.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicTitle)

  await request.patch(`/api/news/${article.id}?locale=en`, { headers, data: { title: article.title } })
})

test('the footer text changed in site settings shows on every page', async ({ page, request }) => {
  const headers = await apiAuth(request)
  await page.goto('/recipes')
  const footer = page.getByRole('contentinfo')
  const before = await footer.textContent()
  const text = `Made in Erbil since 1944 (${Date.now()})`
  const saved = await request.post('/api/globals/site-settings?locale=en', { headers, data: { footerText: text } })
  expect(saved.status()).toBe(200)
  await expect
    .poll(
      async () => {
        await page.goto('/news')
        return page.getByRole('contentinfo').textContent()
      },
      { timeout: 10_000, intervals: [100, 250, 500, 1000] },
    )
    .toContain(text)
  expect(before).not.toContain(text)
})

test('a page stored just after a save is rendered afresh a few seconds later', async ({ request }) => {
  // A visitor's page rendered while the save committed may hold the old text, yet be stored
  // after the save's expiry; a late expiry (src/hooks/expireAfterCommit.ts) catches it.
  const headers = await apiAuth(request)
  const cacheState = async () => (await request.get('/ckb/aboutUs')).headers()['x-nextjs-cache']
  const saved = await request.post('/api/globals/site-settings?locale=en', {
    headers,
    data: { footerText: `Made in Erbil since 1944 (${Date.now()})` },
  })
  expect(saved.status()).toBe(200)
  // Stored anew after the save (other tests save too, so wait until it is kept).
  await expect.poll(cacheState, { timeout: 2000, intervals: [100] }).toBe('HIT')
  // Then rendered afresh once more, about 3 s after the save answered. Asked every 100 ms,
  // so that this test, not another one visiting the page, sees that render.
  await expect.poll(cacheState, { timeout: 6000, intervals: [100] }).toBe('MISS')
  expect(await cacheState()).toBe('HIT')
})
