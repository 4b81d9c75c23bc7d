import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

import { gtinCheckDigit } from '../../src/lib/gtin'
import { createAccount, signIn, untilAdminHydrated } from './helpers/admin'
import { addPack, deleteFromEditScreen, expectOnPage, pickFirst, publish, uploadNewPicture, watchFormChecks } from './helpers/adminForms'

/**
 * Every content type, through the admin as an editor works: create with a picture, see it
 * on the public site, edit it, see the change, delete it, see it gone.
 */
type ContentCase = {
  collection: string
  /** Payload's confirmation after the first save: "<singular label> successfully created." */
  singular: string
  /** The public page that shows the document, from its slug. */
  publicPath: (slug: string) => string
  /** The upload field the test adds a new picture to, if the type has pictures. */
  picture?: string
  /** Fills the fields the type requires beyond the title. */
  fill?: (page: Page) => Promise<void>
  /** Whether the public page of a deleted document is gone (404) rather than a list without it. */
  ownPage: boolean
  /** The address "See it on the website" leads to once published; none for slides. */
  pageAddress?: (slug: string) => string
}

/** A valid EAN-13 that no other run uses, so the main pack's GTIN is accepted. */
function freshBarcode(): string {
  const body = `626${String(Date.now()).slice(-9)}`
  return `${body}${gtinCheckDigit(body)}`
}

const cases: ContentCase[] = [
  {
    collection: 'products',
    singular: 'Product',
    publicPath: (slug) => `/products/${slug}`,
    pageAddress: (slug) => `/products/${slug}`,
    picture: 'images',
    fill: async (page) => {
      await addPack(page, { amount: '75', gtin: freshBarcode() })
      await pickFirst(page, 'category')
    },
    ownPage: true,
  },
  {
    collection: 'categories',
    singular: 'Category',
    publicPath: () => '/products',
    pageAddress: (slug) => `/products?category=${slug}`,
    picture: 'image',
    ownPage: false,
  },
  {
    collection: 'sub-categories',
    singular: 'Sub category',
    publicPath: () => '/products',
    pageAddress: (slug) => `/products?subCategory=${slug}`,
    fill: (page) => pickFirst(page, 'category'),
    ownPage: false,
  },
  {
    collection: 'recipes',
    singular: 'Recipe',
    publicPath: (slug) => `/recipes/${slug}`,
    picture: 'images',
    ownPage: true,
    pageAddress: (slug) => `/recipes/${slug}`,
  },
  {
    collection: 'news',
    singular: 'News article',
    publicPath: (slug) => `/news/${slug}`,
    picture: 'images',
    ownPage: true,
    pageAddress: (slug) => `/news/${slug}`,
  },
  {
    collection: 'videos',
    singular: 'Video',
    publicPath: (slug) => `/videos/${slug}`,
    pageAddress: (slug) => `/videos/${slug}`,
    picture: 'poster',
    fill: (page) => page.locator('#field-videoUrl').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ownPage: true,
  },
  {
    collection: 'health-care',
    singular: 'Health care article',
    publicPath: (slug) => `/healthCare/${slug}`,
    pageAddress: (slug) => `/healthCare/${slug}`,
    picture: 'images',
    ownPage: true,
  },
  {
    collection: 'jobs',
    singular: 'Job',
    publicPath: (slug) => `/jobs/${slug}`,
    picture: 'attachment',
    ownPage: true,
    pageAddress: (slug) => `/jobs/${slug}`,
  },
  { collection: 'sliders', singular: 'Slide', publicPath: () => '/', picture: 'image', ownPage: false },
]

for (const item of cases) {
  test(`${item.collection}: created, edited and deleted in the admin, and the public site follows`, async ({ page, context, request }) => {
    const account = await createAccount(request, `editor-${item.collection}`)
    await signIn(page, account.email, account.password)
    const site = await context.newPage()
    const title = `E2E ${item.singular} ${Date.now()}`

    await page.goto(`/admin/collections/${item.collection}/create`)
    await page.locator('#field-title').fill(title)
    await item.fill?.(page)
    if (item.picture) await uploadNewPicture(page, item.picture, `Picture of ${title}`)
    await publish(page, new RegExp(`${item.singular} successfully created`))
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${item.collection}/\\d+`))
    // The side bar names who saved it, by the account's name, and when to the second; the
    // header's shorter dates are left out.
    await expect(page.locator('.last-changed-by')).toContainText(
      new RegExp(`editor-${item.collection}\\s*\\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d:\\d\\d`),
    )
    await expect(page.getByText('Last Modified:')).toBeHidden()

    const found = await request.get(`/api/${item.collection}?where[title][equals]=${encodeURIComponent(title)}&depth=1`)
    const { docs } = (await found.json()) as { docs: Array<{ slug: string } & Record<string, unknown>> }
    expect(docs).toHaveLength(1)
    const [doc] = docs
    if (item.picture) {
      const value = doc[item.picture]
      const picture = (Array.isArray(value) ? value[0] : value) as { alt: string }
      expect(picture.alt).toBe(`Picture of ${title}`)
    }
    const pathname = item.publicPath(doc.slug)
    await expectOnPage(site, pathname, title)

    // Beside the save buttons: published, and where to see it.
    const seeIt = page.getByRole('status').filter({ hasText: 'Published.' }).getByRole('link', { name: 'See it on the website' })
    if (item.pageAddress) await expect(seeIt).toHaveAttribute('href', new URL(item.pageAddress(doc.slug), page.url()).href)
    else await expect(page.getByRole('link', { name: 'See it on the website' })).toHaveCount(0)

    const edited = `${title} edited`
    await page.locator('#field-title').fill(edited)
    await publish(page, /Updated successfully/)
    await expectOnPage(site, pathname, edited)

    await deleteFromEditScreen(page)
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${item.collection}(\\?|$)`))
    if (item.ownPage) {
      await expect(async () => expect((await site.goto(pathname))?.status()).toBe(404)).toPass({ timeout: 20_000 })
    } else {
      await expectOnPage(site, pathname, edited, false)
    }
  })
}

test('media: a picture uploaded in the media library is served, its alt text edited, and deleted', async ({ page, request }) => {
  const account = await createAccount(request, 'editor-media')
  await signIn(page, account.email, account.password)
  const alt = `E2E library picture ${Date.now()}`

  await page.goto('/admin/collections/media/create')
  await untilAdminHydrated(page)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Select a file' }).click()
  await (await chooser).setFiles('tests/e2e/fixtures/biscuit.jpg')
  await page.locator('#field-alt').fill(alt)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/successfully created/).first()).toBeVisible()

  const found = (await (await request.get(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}`)).json()) as {
    docs: Array<{ id: number; url: string; mimeType: string }>
  }
  expect(found.docs).toHaveLength(1)
  const [file] = found.docs
  const served = await request.get(file.url)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/jpeg')

  await page.locator('#field-alt').fill(`${alt} edited`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()
  const after = (await (await request.get(`/api/media/${file.id}`)).json()) as { alt: string }
  expect(after.alt).toBe(`${alt} edited`)

  await deleteFromEditScreen(page)
  expect((await request.get(file.url)).status()).toBe(404)
})

test('administrators: an account created in the admin signs in, is renamed, and once deleted cannot sign in', async ({
  page,
  browser,
  request,
}) => {
  const creator = await createAccount(request, 'editor-users')
  await signIn(page, creator.email, creator.password)
  const email = `new-admin-${Date.now()}@e2e.example`
  const password = 'a-long-new-password-1944'

  await page.goto('/admin/collections/users/create')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('#field-confirm-password').fill(password)
  await page.locator('#field-name').fill('New Editor')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/successfully created/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)

  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await signIn(theirPage, email, password)
  // A new account is an editor unless made an administrator: greeted by name.
  await expect(theirPage.getByRole('heading', { level: 1, name: 'Welcome, New Editor' })).toBeVisible()

  await page.locator('#field-name').fill('Renamed Editor')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()
  await theirPage.goto('/admin/account')
  await expect(theirPage.locator('#field-name')).toHaveValue('Renamed Editor')

  await deleteFromEditScreen(page)
  await theirPage.goto('/admin')
  await expect(theirPage).toHaveURL(/\/login/)
  await theirPage.getByLabel('E-mail').fill(email)
  await theirPage.getByLabel('Password').fill(password)
  await theirPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(theirPage.getByRole('main').getByRole('alert')).toBeVisible()
  await expect(theirPage).toHaveURL(/\/login/)
  await theirs.close()
})

test('a new item shows no page-address error before its first save', async ({ page, request }) => {
  const account = await createAccount(request, 'editor-slug')
  await signIn(page, account.email, account.password)
  await page.goto('/admin/collections/news/create')
  const checks = watchFormChecks(page)
  await page.locator('#field-title').fill(`Slug check ${Date.now()}`)
  await page.locator('#field-title').blur()
  await expect(page.getByRole('textbox', { name: 'Page address (slug)' })).toBeVisible()
  // Payload checks the form as it changes: look once its checks are answered.
  await checks.untilQuiet()
  checks.stop()
  await expect(page.getByText('A slug is required')).toHaveCount(0)
  await expect(page.locator('.field-type.error')).toHaveCount(0)
})

test('after publishing, the editor is led to the live page in the language being edited', async ({ page, request }) => {
  const account = await createAccount(request, 'editor-published')
  await signIn(page, account.email, account.password)
  const title = `E2E Published notice ${Date.now()}`
  await page.goto('/admin/collections/news/create')
  await page.locator('#field-title').fill(title)
  const seeIt = page.getByRole('status').filter({ hasText: 'Published.' }).getByRole('link', { name: 'See it on the website' })
  // Nothing is published yet.
  await expect(page.getByRole('link', { name: 'See it on the website' })).toHaveCount(0)
  await publish(page, /News article successfully created/)
  const { docs } = (await (await request.get(`/api/news?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()) as {
    docs: Array<{ id: number; slug: string }>
  }
  const [{ id, slug }] = docs
  await expect(seeIt).toHaveAttribute('href', new URL(`/news/${slug}`, page.url()).href)

  // Editing in Arabic, the link is to the Arabic page, and it shows what was published.
  await page.goto(`/admin/collections/news/${id}?locale=ar`)
  await expect(page.getByRole('link', { name: 'See it on the website' })).toHaveCount(0)
  const arabic = `خبر ${Date.now()}`
  await page.locator('#field-title').fill(arabic)
  await publish(page, /Updated successfully/)
  await expect(seeIt).toHaveAttribute('href', new URL(`/ar/news/${slug}`, page.url()).href)
  const opened = page.waitForEvent('popup')
  await seeIt.click()
  const live = await opened
  // Reload once the page has opened, and retry a reload that stalls rather than wait it out.
  await live.waitForLoadState()
  await expect(async () => {
    await live.reload({ timeout: 5_000 })
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(arabic, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  // A change not yet published: the notice gives way, as the page no longer shows the form.
  await page.locator('#field-title').fill(`${arabic} 2`)
  await expect(page.getByRole('link', { name: 'See it on the website' })).toHaveCount(0)
})
