import { expect, type Page, test } from '@playwright/test'

import { packGtinProblem } from '@/lib/tradeItem'
import { colourProblem } from '@/lib/colour'
import { latitudeProblem } from '@/lib/coordinates'
import { videoUrlProblem } from '@/lib/videoUrl'

import { signInAsNewAdmin } from './helpers/admin'
import { addPack, fieldBox, fillChecked } from './helpers/adminForms'

/**
 * Every refused field shows its own reason next to it in the admin, not only a toast naming
 * the field. Nothing here is saved: each form is refused.
 */

const wrongCheckDigit = '4006381333932' // 4006381333931 is the valid EAN-13
const notAVideo = 'https://example.com/clip'
const badPhone = 'call us'
const phoneMessage = 'Write the phone number with digits, spaces and an optional leading +, for example +964 750 000 0000.'

/** The message Payload shows beside a field, found from the field's input id. */
const messageOf = (page: Page, inputId: string) => fieldBox(page, inputId).locator('.field-error')

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'field-messages')
})

test('a product with a wrong check digit and no category says why at each field', async ({ page }) => {
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-title').fill('E2E Refused Product')
  await addPack(page, { amount: '75', gtin: wrongCheckDigit })
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-packs__0__gtin')).toHaveText(packGtinProblem(wrongCheckDigit)!)
  await expect(messageOf(page, 'field-category')).toHaveText('This field is required.')
  await expect(page).toHaveURL(/\/products\/create/)
})

test('a video link that is not YouTube or Vimeo says so at the field', async ({ page }) => {
  await page.goto('/admin/collections/videos/create')
  await page.locator('#field-title').fill('E2E Refused Video')
  await fillChecked(page, 'field-videoUrl', notAVideo)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-videoUrl')).toHaveText(videoUrlProblem(notAVideo)!)
  await expect(page).toHaveURL(/\/videos\/create/)
})

test('a category colour that is not a colour code says so at the field', async ({ page }) => {
  await page.goto('/admin/collections/categories/create')
  await page.locator('#field-title').fill('E2E Refused Category')
  await fillChecked(page, 'field-backgroundColor', '#12345')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-backgroundColor')).toHaveText(colourProblem('#12345')!)
  await expect(page).toHaveURL(/\/categories\/create/)
})

test('contact details with a bad phone and latitude say why at each field, and nothing is saved', async ({ page, request }) => {
  const before = (await (await request.get('/api/globals/contact-us')).json()) as { phone?: string }
  await page.goto('/admin/globals/contact-us')
  await page.locator('#field-phone').fill(badPhone)
  await fillChecked(page, 'field-map__latitude', '200')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(messageOf(page, 'field-phone')).toHaveText(phoneMessage)
  await expect(messageOf(page, 'field-map__latitude')).toHaveText(latitudeProblem(200)!)
  const after = (await (await request.get('/api/globals/contact-us')).json()) as { phone?: string }
  expect(after.phone).toBe(before.phone)
})

test('before the first save the slug is no error: the page address follows the title as it is typed', async ({ page, request }) => {
  await page.goto('/admin/collections/products/create')
  const address = page.getByTestId('page-address')
  await expect(address).toHaveText('The page address is made from the English title when you save.')
  await page.locator('#field-title').fill('E2E Future Address Crisps')
  await expect(address).toHaveText(/^Its page on the website will be http:\/\/127\.0\.0\.1:\d+\/products\/e2e-future-address-crisps$/)
  await page.locator('#field-order').focus()
  await expect(messageOf(page, 'field-slug')).toHaveCount(0)

  // A saved product names the page it has.
  const product = (await (await request.get('/api/products?limit=1&sort=title')).json()) as { docs: { id: number; slug: string }[] }
  const { id, slug } = product.docs[0]
  await page.goto(`/admin/collections/products/${id}`)
  await expect(address).toHaveText(new RegExp(`^Its page on the website: http://127\\.0\\.0\\.1:\\d+/products/${slug}$`))
})

test('each pack row of a product is titled by its size and GTIN, the first as the main pack', async ({ page, request }) => {
  const { docs } = (await (await request.get('/api/products?where[slug][equals]=classic-salted-potato-chips&depth=0')).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`/admin/collections/products/${docs[0].id}`)
  await expect(page.locator('#field-packs .array-field__row-header')).toHaveText([
    /30 g · 6261001000015 \(main pack\)/,
    /75 g · 6261001001012/,
    /150 g · 6261001002019/,
  ])
})

test('the Preview and Sign out buttons are labelled in words, and no screen names the software', async ({ page, request }) => {
  const product = (await (await request.get('/api/products?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/products/${product.docs[0].id}`)
  const preview = page.locator('#preview-button')
  await expect(preview).toBeVisible()
  expect(await preview.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('"Preview"')
  const signOut = page.locator('.nav__log-out')
  await expect(signOut).toHaveAttribute('aria-label', 'Sign out')
  expect(await signOut.evaluate((link) => getComputedStyle(link, '::after').content)).toBe('"Sign out"')

  await page.goto('/admin/account')
  await expect(page.locator('main, .template-default').first()).toBeVisible()
  await expect(page.getByText('Payload Settings')).toHaveCount(0)
  await expect(page.getByText('Settings', { exact: true }).first()).toBeVisible()
})
