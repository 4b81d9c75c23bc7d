import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { firstDoc } from './helpers/api'

const locales = [
  { code: 'en', prefix: '', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', dir: 'rtl' },
  { code: 'ckb', prefix: '/ckb', dir: 'rtl' },
] as const

const lists = [
  '/',
  '/products',
  '/recipes',
  '/news',
  '/videos',
  '/healthCare',
  '/jobs',
  '/aboutUs',
  '/contactUs',
  '/privacy',
  '/legal',
  '/accessibility',
  '/quality',
  '/whereToBuy',
  '/products/sumac-and-onion-potato-chips/sheet',
  '/login',
  '/ResetPassword',
]
const items: Array<[string, string]> = [
  ['products', '/products'],
  ['recipes', '/recipes'],
  ['news', '/news'],
  ['videos', '/videos'],
  ['health-care', '/healthCare'],
  ['jobs', '/jobs'],
]

test.describe.configure({ mode: 'parallel' })

for (const locale of locales) {
  test(`every public page in ${locale.code} answers 200, is ${locale.dir}, and axe finds nothing serious`, async ({ page, request }) => {
    test.setTimeout(240_000)
    const paths = [...lists]
    for (const [collection, base] of items) paths.push(`${base}/${(await firstDoc(request, collection)).slug}`)
    for (const path of paths) {
      const url = `${locale.prefix}${path === '/' && locale.prefix ? '' : path}` || '/'
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expect(page.locator('html'), url).toHaveAttribute('lang', locale.code)
      await expect(page.locator('html'), url).toHaveAttribute('dir', locale.dir)
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible()
      // A font face a page is the first to use can arrive while axe runs; the text it moves
      // was then measured against the wrong background (the footer's white on the page's cream).
      await page.evaluate(() => document.fonts.ready)
      const { violations } = await new AxeBuilder({ page }).analyze()
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        url,
      ).toEqual([])
    }
  })
}
