import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import arNav from '../../src/i18n/messages/ar/nav.json' with { type: 'json' }
import ckbNav from '../../src/i18n/messages/ckb/nav.json' with { type: 'json' }
import enNav from '../../src/i18n/messages/en/nav.json' with { type: 'json' }
import { gtinCheckDigit } from '../../src/lib/gtin'
import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * A recall's life: an administrator publishes it in the admin with an end a minute or two
 * ahead; every public page shows the warning in the visitor's language, the product's page
 * and its scanned code show it too; at its end, brought forward to a few seconds away, it
 * leaves every page by itself, with no edit.
 *
 * On a server of its own: the banner is on every page, which the shared server's tests read.
 */
let server: FreshServer
const product = { slug: '', title: '', gtin: '' }

const url = (path: string) => `${server.url}${path}`

const labels = { en: 'Product recall', ar: 'سحب منتج من الأسواق', ckb: 'کشانەوەی بەرهەم لە بازاڕ' }

async function makeProduct(request: APIRequestContext) {
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const category = await request.post(url('/api/categories'), { headers, data: { title: 'Recall biscuits', _status: 'published' } })
  expect(category.status(), await category.text()).toBe(201)
  const body = `626${String(Date.now()).slice(-9)}`
  product.gtin = `${body}${gtinCheckDigit(body)}`
  product.title = `Date biscuits ${Date.now()}`
  const made = await request.post(url('/api/products'), {
    headers,
    data: {
      title: product.title,
      barcode: product.gtin,
      category: ((await category.json()) as { doc: { id: number } }).doc.id,
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  product.slug = ((await made.json()) as { doc: { slug: string } }).doc.slug
}

/** As the admin's date field shows and reads it (src/collections/Notices.ts), in UTC like the test's browser. */
function typedDate(date: Date): string {
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${time}`
}

/** What a recall not yet translated says beside its English text (src/i18n/messages/{locale}/notices.json). */
const notTranslated = { ar: 'لم يُترجم بعد: يظهر بالإنكليزية.', ckb: 'هێشتا وەرنەگێڕدراوە: بە ئینگلیزی پیشان دەدرێت.' }

const banner = (page: Page, locale: keyof typeof labels) => page.getByRole('complementary', { name: labels[locale] })

test.use({ timezoneId: 'UTC' })

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  server = await startFreshServer('notices')
  const request = await playwright.request.newContext()
  await makeProduct(request)
  await request.dispose()
})
test.afterAll(async () => server?.stop())

test('a recall is on every page, its product’s page and scanned code, in three languages, and leaves by itself at its end', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const title = `Recall of ${product.title}, batch L2611`
  const message = 'Some packs of batch L2611 may contain pieces of date stone. Do not eat them: return them to the shop.'
  // A whole minute, at least a minute ahead: the admin's date field has no seconds.
  const endsAt = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000)

  await page.goto(url('/login'))
  await page.getByLabel('E-mail').fill(server.email)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  // The dashboard says nothing is shown by date yet.
  await expect(page.getByText('No notice is shown on the site now or soon.')).toBeVisible()

  await page.goto(url('/admin/collections/notices/create'))
  await page.locator('#field-title').fill(title)
  await page.locator('#field-message').fill(message)
  await page.getByText('Recall: a warning on every page').click()
  await page.locator('#field-products').click()
  await page.locator('.rs__option', { hasText: product.title }).click()
  const end = page.locator('#field-endsAt input')
  await end.fill(typedDate(endsAt))
  await end.press('Escape')
  await expect(end).toHaveValue(typedDate(endsAt))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Notice successfully created/).first()).toBeVisible()

  // Every page, in every language; the text not yet translated shows in English, marked so.
  const visitor = await browser.newPage()
  for (const [path, locale] of [
    ['/', 'en'],
    ['/news', 'en'],
    ['/ar', 'ar'],
    ['/ar/recipes', 'ar'],
    ['/ckb/products', 'ckb'],
    ['/ckb/aboutUs', 'ckb'],
  ] as const) {
    await expect(async () => {
      await visitor.goto(url(path))
      await expect(banner(visitor, locale)).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    const recall = banner(visitor, locale)
    await expect(recall.getByText(title)).toBeVisible()
    await expect(recall.getByText(message)).toBeVisible()
    if (locale !== 'en') {
      await expect(recall.getByText(title)).toHaveAttribute('lang', 'en')
      // Said in the visitor's language, not left for them to guess.
      await expect(recall.getByText(notTranslated[locale])).toBeVisible()
      await expect(recall.getByText(title)).toHaveAttribute('dir', 'ltr')
    }
    await expect(recall.getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      `${locale === 'en' ? '' : `/${locale}`}/products/${product.slug}`,
    )
  }

  // The product's page, and where its pack's code leads, say it at the top of the page, once:
  // the banner names the product.
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/ar', 'ar'],
    ['/ckb', 'ckb'],
  ] as const) {
    await visitor.goto(url(`${prefix}/01/${product.gtin}`))
    await expect(visitor).toHaveURL(url(`${prefix}/products/${product.slug}`))
    await expect(banner(visitor, locale)).toContainText(message)
    await expect(visitor.getByText(message)).toHaveCount(1)
  }

  // The dashboard lists it as shown now.
  await page.goto(url('/admin'))
  await expect(page.locator('[data-table="notices"]').getByRole('row', { name: new RegExp(title) })).toContainText('Now')

  // The minute typed in the admin is the instant stored, with no shift by time zone.
  const stored = await visitor.request.get(url(`/api/notices?depth=0&where[title][equals]=${encodeURIComponent(title)}`))
  const [notice] = ((await stored.json()) as { docs: Array<{ id: number; endsAt: string }> }).docs
  expect(new Date(notice.endsAt).toISOString()).toBe(endsAt.toISOString())

  // Its end brought forward to a few seconds from now (through REST: the admin's field has
  // no seconds), it leaves every page at that moment, the product's too, with nobody signed
  // in and no edit: the save queued the pages' expiry for that instant.
  const login = await visitor.request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const endsSoon = new Date(Date.now() + 6_000)
  const moved = await visitor.request.patch(url(`/api/notices/${notice.id}`), { headers, data: { endsAt: endsSoon.toISOString() } })
  expect(moved.status(), await moved.text()).toBe(200)
  await visitor.context().clearCookies()
  await page.context().clearCookies()
  await expect(async () => {
    await visitor.goto(url('/ar/recipes'))
    await expect(banner(visitor, 'ar')).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 30_000, intervals: [500] })
  const goneAfter = Date.now() - endsSoon.getTime()
  expect(goneAfter, 'the banner stayed until its end').toBeGreaterThanOrEqual(0)
  expect(goneAfter, 'the banner left within a few seconds of the end').toBeLessThan(15_000)
  for (const path of ['/', '/news', `/ckb/products/${product.slug}`]) {
    await visitor.goto(url(path))
    await expect(visitor.getByText(title)).toHaveCount(0)
  }
})

test('the skip link covers no part of a recall: it shows only when it has focus, below the warning', async ({ browser, playwright }) => {
  test.setTimeout(180_000)
  const request = await playwright.request.newContext()
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const made = await request.post(url('/api/notices'), {
    headers,
    data: {
      title: 'Recall of date syrup, batch L2612',
      message: 'Do not eat it: return it to the shop.',
      kind: 'recall',
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  const skipTexts = { en: enNav.skipToContent, ar: arNav.skipToContent, ckb: ckbNav.skipToContent }
  try {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const context = await browser.newContext({ viewport })
      const visitor = await context.newPage()
      for (const [path, locale] of [
        ['/', 'en'],
        ['/news', 'en'],
        ['/ar/recipes', 'ar'],
        ['/ckb/products', 'ckb'],
      ] as const) {
        await expect(async () => {
          await visitor.goto(url(path))
          await expect(banner(visitor, locale)).toBeVisible({ timeout: 1000 })
        }).toPass({ timeout: 10_000 })
        const recall = banner(visitor, locale)
        const kind = recall.getByText(labels[locale], { exact: true })
        const skip = visitor.getByRole('link', { name: skipTexts[locale] })
        const shown = async () => {
          const box = await skip.boundingBox()
          return box !== null && box.width > 1 && box.height > 1
        }
        /** Whether what is drawn at the middle of the banner's "Product recall" is the banner itself. */
        const kindUncovered = async () => {
          const box = (await kind.boundingBox())!
          return visitor.evaluate(
            ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('aside')),
            [box.x + box.width / 2, box.y + box.height / 2],
          )
        }
        expect(await shown(), `${path} at ${viewport.width} px: the skip link before focus`).toBe(false)
        expect(await kindUncovered(), `${path} at ${viewport.width} px: the recall's heading`).toBe(true)
        // The first stop of the keyboard (this recall names no product to link to).
        await visitor.keyboard.press('Tab')
        await expect(skip).toBeFocused()
        expect(await shown(), `${path} at ${viewport.width} px: the focused skip link`).toBe(true)
        expect(await kindUncovered(), `${path} at ${viewport.width} px: the recall's heading, the skip link focused`).toBe(true)
      }
      await context.close()
    }
  } finally {
    await request.delete(url(`/api/notices/${doc.id}`), { headers })
    await request.dispose()
  }
})
