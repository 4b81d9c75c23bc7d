import { expect, test } from '@playwright/test'

import { seriousViolations } from './helpers/accessibility'
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
      expect(await seriousViolations(page), url).toEqual([])
    }
  })
}
