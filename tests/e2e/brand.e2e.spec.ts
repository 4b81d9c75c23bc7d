import { expect, test } from '@playwright/test'

import { signInAsNewAdmin } from './helpers/admin'

/**
 * The brand's wordmark (the name in Latin and Arabic script beside the emblem) is the same
 * in every language: in the header, the admin, the favicon and the shared-link card.
 */
test('the header shows the same wordmark in every language, named in the page language', async ({ page }) => {
  const sources = new Set<string>()
  for (const [path, siteName] of [
    ['/', 'Hawler Foods'],
    ['/ar', 'أغذية هولير'],
    ['/ckb', 'خۆراکی هەولێر'],
  ]) {
    await page.goto(path)
    const mark = page.locator('header').getByRole('link', { name: siteName, exact: true }).locator('img')
    await expect(mark).toHaveAttribute('alt', siteName)
    // Loaded and drawn at the header's height.
    await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect((await mark.boundingBox())?.height).toBe(40)
    // Fetched after the page's main picture: at low priority and not preloaded from the head.
    await expect(mark).toHaveAttribute('fetchpriority', 'low')
    await expect(page.locator('head link[rel="preload"][href^="/brand/"]')).toHaveCount(0)
    sources.add((await mark.getAttribute('src')) ?? '')
  }
  expect([...sources]).toHaveLength(1)
  expect([...sources][0]).toMatch(/^\/brand\/wordmark\.svg\?v=\w+$/)
})

test('the favicon and the home-screen icon are the emblem', async ({ page, request }) => {
  await page.goto('/')
  const icon = await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute('href')
  const svg = await (await request.get(icon ?? '')).text()
  expect(svg).toContain('<title>Hawler Foods · أغذية هولير</title>')
  expect(svg).toContain('fill="#C62828"')
  const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')
  expect((await request.get(apple ?? '')).headers()['content-type']).toBe('image/png')
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect((await ico.body()).readUInt16LE(2)).toBe(1)
})

test('the admin shows the wordmark at the top of its menu and the emblem as its icon', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'brand')
  await page.goto('/admin')
  const nav = page.locator('nav').first()
  await expect(nav.getByRole('img', { name: 'Hawler Foods' })).toHaveAttribute('src', /^\/brand\/wordmark\.svg\?v=\w+$/)
  await expect(page.locator('head link[rel="icon"]').first()).toHaveAttribute('href', '/brand/emblem.svg')
  const emblem = await (await request.get('/brand/emblem.svg')).text()
  expect(emblem).toContain('fill="#C62828"')
})
