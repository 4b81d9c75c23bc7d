import { expect, type Page, test } from '@playwright/test'

import { barcodeProblem } from '@/lib/gtin'
import { colourProblem } from '@/lib/colour'
import { latitudeProblem } from '@/lib/coordinates'
import { videoUrlProblem } from '@/lib/videoUrl'

import { signInAsNewAdmin } from './helpers/admin'

/**
 * Every refused field shows its own reason next to it in the admin, not only a toast naming
 * the field. Nothing here is saved: each form is refused.
 */

const wrongCheckDigit = '4006381333932' // 4006381333931 is the valid EAN-13
const notAVideo = 'https://example.com/clip'
const badPhone = 'call us'
const phoneMessage = 'Write the phone number with digits, spaces and an optional leading +, for example +964 750 000 0000.'

/** The message Payload shows beside a field, found from the field's input id. */
const messageOf = (page: Page, inputId: string) =>
  page.locator('.field-type', { has: page.locator(`#${inputId}`) }).locator('.field-error')

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'field-messages')
})

test('a product with a wrong check digit and no category says why at each field', async ({ page }) => {
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-title').fill('E2E Refused Product')
  await page.locator('#field-barcode').fill(wrongCheckDigit)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-barcode')).toHaveText(barcodeProblem(wrongCheckDigit)!)
  await expect(messageOf(page, 'field-category')).toHaveText('This field is required.')
  await expect(page).toHaveURL(/\/products\/create/)
})

test('a video link that is not YouTube or Vimeo says so at the field', async ({ page }) => {
  await page.goto('/admin/collections/videos/create')
  await page.locator('#field-title').fill('E2E Refused Video')
  await page.locator('#field-videoUrl').fill(notAVideo)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-videoUrl')).toHaveText(videoUrlProblem(notAVideo)!)
  await expect(page).toHaveURL(/\/videos\/create/)
})

test('a category colour that is not a colour code says so at the field', async ({ page }) => {
  await page.goto('/admin/collections/categories/create')
  await page.locator('#field-title').fill('E2E Refused Category')
  await page.locator('#field-backgroundColor').fill('#12345')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(messageOf(page, 'field-backgroundColor')).toHaveText(colourProblem('#12345')!)
  await expect(page).toHaveURL(/\/categories\/create/)
})

test('contact details with a bad phone and latitude say why at each field, and nothing is saved', async ({ page, request }) => {
  const before = (await (await request.get('/api/globals/contact-us')).json()) as { phone?: string }
  await page.goto('/admin/globals/contact-us')
  await page.locator('#field-phone').fill(badPhone)
  await page.locator('#field-map__latitude').fill('200')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(messageOf(page, 'field-phone')).toHaveText(phoneMessage)
  await expect(messageOf(page, 'field-map__latitude')).toHaveText(latitudeProblem(200)!)
  const after = (await (await request.get('/api/globals/contact-us')).json()) as { phone?: string }
  expect(after.phone).toBe(before.phone)
})
