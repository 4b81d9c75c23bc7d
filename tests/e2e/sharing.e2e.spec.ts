import { expect, test } from '@playwright/test'

import { firstDoc } from './helpers/api'

/**
 * A link shared on a social network or in a chat shows a picture: every page names one,
 * with words for those who cannot see it, for Open Graph and for X's cards.
 */
test('every page names a sharing picture with alt text', async ({ page, request }) => {
  test.setTimeout(90_000)
  const paths = ['/', '/ar', '/products', '/ckb/recipes', '/news', '/videos', '/healthCare', '/jobs', '/aboutUs', '/ar/contactUs']
  paths.push(`/products/${(await firstDoc(request, 'products')).slug}`, `/ar/jobs/${(await firstDoc(request, 'jobs')).slug}`)
  for (const path of paths) {
    await page.goto(path)
    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first()
    const image = await meta('og:image').getAttribute('content')
    expect(image, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(api\/media\/file\/.+\.(webp|png|jpe?g)|brand\/sharing\.png\?v=\w+$)/)
    expect(await meta('og:image:alt').getAttribute('content'), path).toBeTruthy()
    expect(await meta('twitter:card').getAttribute('content'), path).toBe('summary_large_image')
    expect(await meta('twitter:image').getAttribute('content'), path).toBe(image)
    expect(await meta('twitter:image:alt').getAttribute('content'), path).toBeTruthy()
    // The picture is there to fetch.
    expect((await request.get(image ?? '')).status(), path).toBe(200)
  }
})

test('a page without a picture of its own shares the brand card, named like the site in its language', async ({ page, request }) => {
  for (const [path, siteName] of [
    ['/', 'Hawler Foods'],
    ['/ar', 'أغذية هولير'],
    ['/ckb/contactUs', 'خۆراکی هەولێر'],
  ]) {
    await page.goto(path)
    const image = await page.locator('head meta[property="og:image"]').getAttribute('content')
    expect(image, path).toMatch(/\/brand\/sharing\.png\?v=\w+$/)
    expect(await page.locator('head meta[property="og:image:alt"]').getAttribute('content')).toBe(siteName)
    expect(await page.locator('head meta[property="og:image:width"]').getAttribute('content')).toBe('1200')
    const card = await request.get(image ?? '')
    expect(card.headers()['content-type']).toBe('image/png')
    expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
})
