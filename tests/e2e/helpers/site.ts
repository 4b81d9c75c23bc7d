import type { Page } from '@playwright/test'
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
