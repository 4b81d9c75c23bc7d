import { expect, test } from '@playwright/test'

import { signInAsNewAdmin, untilAdminHydrated } from './helpers/admin'
import { photo } from './helpers/adminForms'

const ALT_LABEL = 'Description for screen readers (alt text)'

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'uploads')
})

test('a refused upload says why, and the message stays until it is closed', async ({ page }) => {
  // The page's clock, to move time on without waiting for it.
  await page.clock.install()
  await page.goto('/admin/collections/media/create')
  await untilAdminHydrated(page)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Select a file' }).click()
  // A text file named like a photo: the browser calls it a JPEG, the server reads what it is.
  await (await chooser).setFiles({ name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some words, no picture') })
  await page.locator('#field-alt').fill('Not a photo')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const message = page.locator('.payload-toast-item', { hasText: 'This file cannot be used.' })
  await expect(message).toBeVisible()

  // Payload's messages used to close by themselves after four seconds.
  await page.clock.fastForward('00:30')
  await page.clock.fastForward('00:05')
  await expect(message).toBeVisible()
  await message.getByRole('button', { name: /close/i }).click()
  await expect(message).toHaveCount(0)
})

test('the alt text is named by its label and marked required, in the media library and in a drawer', async ({ page }) => {
  await page.goto('/admin/collections/media/create')
  await expect(page.getByLabel(ALT_LABEL)).toHaveAttribute('id', 'field-alt')
  await expect(page.locator('label', { hasText: ALT_LABEL }).locator('.required')).toHaveText('*')

  // A picture added from a product opens the same form in a drawer.
  await page.goto('/admin/collections/products/create')
  await page
    .locator('#field-images')
    .getByRole('button', { name: /create new/i })
    .click()
  const drawer = page.getByRole('dialog').last()
  const chooser = page.waitForEvent('filechooser')
  await drawer.getByRole('button', { name: 'Select a file' }).click()
  await (await chooser).setFiles(photo)
  const label = drawer.locator('label', { hasText: ALT_LABEL })
  await expect(label.locator('.required')).toHaveText('*')
  await label.click()
  await expect(drawer.locator('#field-alt')).toBeFocused()
  await expect(drawer.getByLabel(ALT_LABEL)).toHaveAttribute('id', 'field-alt')
})
