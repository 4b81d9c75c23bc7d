import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { untilAdminHydrated } from './helpers/admin'
import { type FreshServer, startFreshServer } from './helpers/freshServer'

/**
 * An administrator makes an editor in the admin; the editor sees and opens only what they
 * may use (content, pages and page settings), and edits a product.
 *
 * On a server of its own, so the accounts and the product it changes are nobody else's.
 */
let server: FreshServer
const product = { id: 0, title: '' }

const url = (path: string) => `${server.url}${path}`

async function signIn(page: Page, email: string, password: string) {
  await page.goto(url('/login'))
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** A published product to edit, made by the administrator through REST. */
async function makeProduct(request: APIRequestContext) {
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const category = await request.post(url('/api/categories'), { headers, data: { title: 'Editor crisps', _status: 'published' } })
  expect(category.status(), await category.text()).toBe(201)
  product.title = `Editor chips ${Date.now()}`
  const made = await request.post(url('/api/products'), {
    headers,
    data: { title: product.title, category: ((await category.json()) as { doc: { id: number } }).doc.id, _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  product.id = ((await made.json()) as { doc: { id: number } }).doc.id
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  server = await startFreshServer('editor-role', { env: { RATE_LIMIT_MULTIPLIER: '1000' } })
  const request = await playwright.request.newContext()
  await makeProduct(request)
  await request.dispose()
})
test.afterAll(async () => server?.stop())

test('an administrator makes an editor, who sees only content and page settings and edits a product', async ({ browser }) => {
  test.setTimeout(120_000)
  const email = `editor-${Date.now()}@e2e.example`
  const password = 'an-editor-password-1944'

  // The administrator: Users, Create New, role Editor.
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, server.email, server.password)
  await adminPage.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click()
  await expect(adminPage).toHaveURL(/\/admin\/collections\/users/)
  // The list shows each account's role.
  await expect(adminPage.getByRole('columnheader', { name: 'Role' })).toBeVisible()
  await expect(adminPage.locator('td.cell-role')).toHaveText(['Administrator'])
  await adminPage
    .getByRole('link', { name: /create new/i })
    .first()
    .click()
  await expect(adminPage).toHaveURL(/\/admin\/collections\/users\/create/)
  await adminPage.locator('#field-email').fill(email)
  await adminPage.locator('#field-password').fill(password)
  await adminPage.locator('#field-confirm-password').fill(password)
  await adminPage.locator('#field-name').fill('Shilan the editor')
  await adminPage.locator('#field-role .rs__control').click()
  await adminPage.locator('.rs__option', { hasText: 'Editor' }).click()
  await expect(adminPage.locator('#field-role')).toContainText('Editor')
  await adminPage.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(adminPage.getByText(/successfully created/).first()).toBeVisible()
  await adminContext.close()

  // The editor: content and page settings, no accounts, enquiries or site settings.
  const page = await browser.newPage()
  await signIn(page, email, password)
  const navigation = page.getByRole('navigation')
  await expect(navigation.getByRole('link', { name: 'Products', exact: true })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Category settings', exact: true })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'About us', exact: true })).toBeVisible()
  for (const name of ['Users', 'Enquiries', 'Site settings']) {
    await expect(navigation.getByRole('link', { name, exact: true }), name).toHaveCount(0)
  }
  // The dashboard: the site's overview and Payload's cards below it.
  const dashboard = page.locator('.dashboard')
  await expect(dashboard.getByRole('link', { name: 'Products', exact: true }).first()).toBeVisible()
  await expect(dashboard.locator('[data-texts="about-us"]')).toBeVisible()
  await expect(dashboard.locator('[data-texts="site-settings"]')).toHaveCount(0)
  for (const name of ['Users', 'Enquiries', 'Site settings']) {
    await expect(dashboard.getByText(name, { exact: true }), name).toHaveCount(0)
  }

  for (const path of ['/admin/collections/users', '/admin/collections/enquiries', '/admin/globals/site-settings']) {
    const response = await page.goto(url(path))
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText('This page cannot be opened')).toBeVisible()
    await expect(page.getByText('your account does not have access to it')).toBeVisible()
  }

  // Their own account is still theirs to see, with its role, which they cannot change.
  await page.goto(url('/admin/account'))
  await expect(page.locator('#field-name')).toHaveValue('Shilan the editor')
  await expect(page.locator('#field-role')).toContainText('Editor')
  await expect(page.locator('#field-role .rs__control')).toHaveClass(/disabled/)

  await page.goto(url(`/admin/collections/products/${product.id}`))
  const renamed = `${product.title} by the editor`
  await page.locator('#field-title').fill(renamed)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Updated successfully/).first()).toBeVisible()
  const stored = await page.request.get(url(`/api/products/${product.id}?depth=0`))
  expect(((await stored.json()) as { title: string }).title).toBe(renamed)
  await page.close()
})

/** Fills a form's title and publishes it. */
async function publishTitle(page: Page, title: string) {
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  await expect(page.getByText(/successfully/).first()).toBeVisible()
}

test('an editor’s day: a product written and published in three languages, a news item scheduled, accounts and site settings refused', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000)
  const request = await playwright.request.newContext()
  const login = await request.post(url('/api/users/login'), { data: { email: server.email, password: server.password } })
  const adminHeaders = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const editor = { email: `day-editor-${Date.now()}@e2e.example`, password: 'an-editors-day-password-1944' }
  const made = await request.post(url('/api/users'), { headers: adminHeaders, data: { ...editor, name: 'Dilan', role: 'editor' } })
  expect(made.status(), await made.text()).toBe(201)

  const page = await browser.newPage()
  await signIn(page, editor.email, editor.password)

  // A product in English, published, then its Arabic and Kurdish text.
  const title = `Sumac day chips ${Date.now()}`
  await page.goto(url('/admin/collections/products/create'))
  await untilAdminHydrated(page)
  await page.locator('#field-category .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Editor crisps' }).click()
  await publishTitle(page, title)
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
  const id = /\/products\/(\d+)/.exec(page.url())![1]
  const translations = { ar: `رقائق السماق ${id}`, ckb: `چیپسی سوماق ${id}` }
  for (const [locale, text] of Object.entries(translations)) {
    await page.goto(url(`/admin/collections/products/${id}?locale=${locale}`))
    await expect(page.locator('#field-title')).toHaveValue('')
    await publishTitle(page, text)
  }
  const { slug, _status } = (await (await page.request.get(url(`/api/products/${id}?depth=0`))).json()) as { slug: string; _status: string }
  expect(_status).toBe('published')
  for (const [prefix, heading] of [
    ['', title],
    ['/ar', translations.ar],
    ['/ckb', translations.ckb],
  ]) {
    const visitor = await browser.newPage()
    await visitor.goto(url(`${prefix}/products/${slug}`))
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(heading)
    await visitor.close()
  }

  // A news item saved as a draft and scheduled, in the schedule drawer, for three days ahead at 10:00.
  const news = `Harvest news ${Date.now()}`
  await page.goto(url('/admin/collections/news/create'))
  // Typed before the form has hydrated, the title would be lost on Save Draft (seen in CI after
  // the network was idle): typed once Payload's frame says the page has hydrated.
  await page.waitForLoadState('networkidle')
  await untilAdminHydrated(page)
  await page.locator('#field-title').fill(news)
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  const newsId = Number(/\/news\/(\d+)/.exec(page.url())![1])
  await page.locator('#action-save-popup button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  // The window starts on Publish for a draft that was never published (src/admin/SchedulePublish).
  await expect(drawer.locator(`#field-schedule-publish-${newsId}-type-publish`)).toBeChecked()
  const day = new Date(Date.now() + 3 * 24 * 3600_000)
  const typed = `${day.toLocaleString('en-US', { month: 'short' })} ${day.getDate()}, ${day.getFullYear()} 10:00 AM`
  await drawer.locator('.date-time-picker input').fill(typed)
  await drawer.locator('.date-time-picker input').press('Enter')
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await expect(drawer.locator('.schedule-publish__upcoming')).not.toContainText('No upcoming events')

  // Queued as Payload's schedulePublish job for that day; the dashboard lists it.
  const jobs = (await (
    await request.get(url('/api/payload-jobs?where[taskSlug][equals]=schedulePublish&limit=50&depth=0'), { headers: adminHeaders })
  ).json()) as { docs: Array<{ waitUntil: string; input: { type: string; doc?: { relationTo: string; value: number | string } } }> }
  const job = jobs.docs.find((candidate) => candidate.input.doc?.relationTo === 'news' && Number(candidate.input.doc.value) === newsId)
  expect(job?.input.type).toBe('publish')
  expect(new Date(job!.waitUntil).getTime()).toBeGreaterThan(Date.now() + 2 * 24 * 3600_000)
  await page.goto(url('/admin'))
  await expect(page.getByRole('table', { name: 'Publishing and unpublishing set for later' })).toContainText(news)
  // Not live before its time.
  expect((await request.get(url(`/api/news/${newsId}`))).status()).toBe(404)

  // Accounts and site settings are not the editor's, in the admin or through the API.
  for (const path of ['/admin/collections/users', '/admin/globals/site-settings']) {
    expect((await page.goto(url(path)))?.status(), path).toBe(404)
  }
  const takeover = await page.request.patch(url('/api/globals/site-settings'), { data: { siteName: 'Taken over' } })
  // Payload answers an update it does not let the account see as not found.
  expect([403, 404]).toContain(takeover.status())
  const settings = (await (await request.get(url('/api/globals/site-settings'), { headers: adminHeaders })).json()) as { siteName: string }
  expect(settings.siteName).not.toBe('Taken over')
  const accounts = await page.request.get(url('/api/users?depth=0'))
  expect(accounts.ok()).toBe(false)
  expect(await accounts.text()).not.toContain(server.email)
  await page.close()
  await request.dispose()
})
