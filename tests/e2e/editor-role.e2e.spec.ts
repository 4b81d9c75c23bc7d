import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

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
    await expect(page.getByText('Nothing found')).toBeVisible()
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
