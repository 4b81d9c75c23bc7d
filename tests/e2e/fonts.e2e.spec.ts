import { expect, type Page, test } from '@playwright/test'

import { products } from '../../scripts/seed/content/products'
import { chromiumArgs, fullChromiumPath } from './helpers/chromium'
import { languages } from './helpers/site'

/**
 * The web fonts arrive after the text is shown (`font-display: swap`, src/styles/fonts.ts),
 * in a fallback whose metrics next/font adjusts to the font's: when they arrive, nothing on
 * a phone's first screen moves. Held here until the page has been shown in the fallback, as
 * a slow mobile line would, then let through.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
// In the full browser, as visitors have it: the headless shell that runs the other tests lays
// Vazirmatn's Kurdish out a little wider than the full browser does, and the third home slide's
// paragraph there breaks into five lines with the font where the fallback showed four.
test.use({ launchOptions: { executablePath: fullChromiumPath(), args: chromiumArgs } })

const FONT_FILE = /\/_next\/static\/media\/[^/]+\.woff2$/

type Shift = { value: number; at: number }
type Box = { text: string; top: number; height: number }

/**
 * The text blocks of the first screen, where they are and how tall: found on the first call,
 * measured again (the same elements) on the next.
 */
const firstScreenText = (page: Page): Promise<Box[]> =>
  page.evaluate(() => {
    const held = window as unknown as { firstScreen?: Element[] }
    held.firstScreen ??= [...document.querySelectorAll('h1, h2, h3, p, li, dt, dd, label, button, a')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.height > 0 && box.top < innerHeight && box.bottom > 0
    })
    return held.firstScreen.map((element) => {
      const box = element.getBoundingClientRect()
      return { text: (element.textContent ?? '').trim().slice(0, 40), top: Math.round(box.top), height: Math.round(box.height) }
    })
  })

/** Opens the page with every font file held back, and gives the function that lets them through. */
async function openWithFontsHeld(page: Page, path: string): Promise<{ release: () => void; fontRequests: () => number }> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requests = 0
  await page.route(FONT_FILE, async (route) => {
    requests++
    await released
    await route.continue()
  })
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; startTime: number }>)
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { release, fontRequests: () => requests }
}

const pages = languages.flatMap((language) => [
  { language, path: language.prefix || '/' },
  { language, path: `${language.prefix}/products/${products[0].slug}` },
])

for (const { language, path } of pages) {
  test(`the fonts arriving late move nothing on ${path} (${language.locale}, phone)`, async ({ page }) => {
    const { release, fontRequests } = await openWithFontsHeld(page, path)
    const heading = page.getByRole('heading', { level: 1 }).first()
    await expect(heading).toBeVisible()
    // Shown in the fallback: the page's font was asked for and has not come.
    await expect.poll(fontRequests).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.fonts.status)).toBe('loading')
    const before = await firstScreenText(page)
    const releasedAt = await page.evaluate(() => performance.now())

    release()
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(true)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

    const after = await firstScreenText(page)
    expect(before.length).toBeGreaterThan(5)
    const moved = before.flatMap((box, index) => {
      const now = after[index]
      return Math.abs(box.top - now.top) > 1 || Math.abs(box.height - now.height) > 1
        ? [`${box.text}: top ${box.top} → ${now.top}, height ${box.height} → ${now.height}`]
        : []
    })
    expect(moved).toEqual([])
    const shifted = await page.evaluate(
      (since) => (window as unknown as { shifts: Shift[] }).shifts.filter(({ at }) => at >= since),
      releasedAt,
    )
    expect(shifted.reduce((total, { value }) => total + value, 0)).toBeLessThanOrEqual(0.02)
  })
}
