import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** The three languages as visitors reach them: English unprefixed, Arabic and Kurdish prefixed and right-to-left. */
export const languages = [
  { locale: 'en', prefix: '', dir: 'ltr' },
  { locale: 'ar', prefix: '/ar', dir: 'rtl' },
  { locale: 'ckb', prefix: '/ckb', dir: 'rtl' },
] as const

export type Language = (typeof languages)[number]

/** Opens a page, checks it answers 200 and is in the right language and direction. */
export async function openPage(page: Page, path: string, { locale, dir }: Language): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', dir)
}

/** The page's schema.org object of the given type, from its JSON-LD. */
export async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type)
  expect(found, `JSON-LD of type ${type}`).toBeDefined()
  return found!
}

/**
 * Every request the browser makes, in any of the context's pages, to a host other than the
 * site's (`data:` and `blob:` addresses are the page's own), as it makes them. Each is
 * aborted: the machine is offline, and no test may depend on another host.
 */
export async function foreignRequests(context: BrowserContext, siteOrigin: string): Promise<string[]> {
  const foreign: string[] = []
  const isForeign = (address: string) => !/^(?:data|blob):/.test(address) && new URL(address).origin !== siteOrigin
  context.on('request', (request) => {
    if (isForeign(request.url())) foreign.push(request.url())
  })
  await context.route(
    (url) => isForeign(url.href),
    (route) => route.abort(),
  )
  return foreign
}

/** Scrolls to the end of the page and waits until it asks for nothing more, so lazy pictures are loaded too. */
export async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
}
