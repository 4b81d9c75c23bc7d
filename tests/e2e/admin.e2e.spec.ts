import path from 'node:path'

import { expect, test } from '@playwright/test'

import { gtinCheckDigit } from '@/lib/gtin'

import { createAccount, signIn, signInAsNewAdmin } from './helpers/admin'
import { addPack } from './helpers/adminForms'

test('the admin signed out leads to a sign-in page', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/login/)
  await expect(page.getByLabel('E-mail')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeVisible()
})

test('an administrator creates a product with a photo, and the REST API returns it', async ({ page, request }) => {
  const title = `E2E Date Biscuits ${Date.now()}`
  // A GTIN names one pack across all products: one no other run has used.
  const body = `626${String(Date.now()).slice(-9)}`
  const gtin = `${body}${gtinCheckDigit(body)}`
  await signInAsNewAdmin(page, request, 'product-photo')
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-title').fill(title)
  await addPack(page, { amount: '300', gtin })

  // Category: the relationship picker lists the seeded categories.
  await page.locator('#field-category').click()
  await page.locator('.rs__option').first().click()

  // Photos: add a new picture through the field's upload drawer, with its alt text.
  await page
    .locator('#field-images')
    .getByRole('button', { name: /create new/i })
    .click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('dialog').filter({ hasText: 'Add files' }).getByRole('button', { name: 'Select a file' }).click()
  await (await chooser).setFiles(path.resolve('tests/e2e/fixtures/biscuit.jpg'))
  const upload = page.getByRole('dialog').last()
  await upload.locator('#field-alt').fill('A plate of date biscuits')
  await upload.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.locator('#field-images').getByRole('img', { name: 'A plate of date biscuits' })).toBeVisible()

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Product successfully created.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)

  const response = await request.get(`/api/products?where[title][equals]=${encodeURIComponent(title)}&depth=1`)
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as {
    docs: Array<{
      title: string
      barcode: string
      packs: Array<{ gtin: string; amount: number }>
      images: Array<{ alt: string; mimeType: string }>
    }>
  }
  expect(docs).toHaveLength(1)
  // The main pack's GTIN is the product's barcode.
  expect(docs[0].packs.map(({ gtin, amount }) => ({ gtin, amount }))).toEqual([{ gtin, amount: 300 }])
  expect(docs[0].barcode).toBe(gtin)
  expect(docs[0].images[0].alt).toBe('A plate of date biscuits')
  expect(docs[0].images[0].mimeType).toBe('image/jpeg')
})

test('an active editor’s session is renewed: the admin’s refresh gives a later expiry', async ({ page, request }) => {
  const account = await createAccount(request, 'renewal')
  await signIn(page, account.email, account.password)
  const me = async () =>
    page.evaluate(async () => (await (await fetch('/api/users/me', { credentials: 'include' })).json()) as { user: unknown; exp: number })
  const before = await me()
  expect(before.user).toBeTruthy()
  const refresh = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/users/refresh-token', { method: 'POST', credentials: 'include' })
      return { status: response.status, body: (await response.json()) as { exp: number } }
    })
  // Expiry is counted in seconds: a renewal within the same second gives the same one.
  let renewed: Awaited<ReturnType<typeof refresh>> | undefined
  await expect
    .poll(async () => {
      renewed = await refresh()
      expect(renewed.status).toBe(200)
      return renewed.body.exp
    })
    .toBeGreaterThan(before.exp)
  expect((await me()).exp).toBe(renewed!.body.exp)
})

test('a refused upload says why in plain words and keeps what the editor typed', async ({ page, request }) => {
  const account = await createAccount(request, 'refused-upload')
  await signIn(page, account.email, account.password)
  await page.goto('/admin/collections/products/create')
  await page.locator('#field-title').fill('Pistachio Shortbread')
  await addPack(page, { amount: '150', gtin: '6260000000026' })

  await page
    .locator('#field-images')
    .getByRole('button', { name: /create new/i })
    .click()
  const drawer = page.getByRole('dialog').last()
  const chooser = page.waitForEvent('filechooser')
  await drawer.getByRole('button', { name: 'Select a file' }).click()
  await (await chooser).setFiles(path.resolve('tests/e2e/fixtures/not-a-picture.png'))
  const alt = `Not a picture ${Date.now()}`
  await drawer.locator('#field-alt').fill(alt)
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('This file cannot be used. Upload a JPEG, PNG, WebP or AVIF picture or an MP4 video.').first()).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page.locator('#field-title')).toHaveValue('Pistachio Shortbread')
  await expect(page.locator('#field-packs__0__gtin')).toHaveValue('6260000000026')
  const stored = (await (await request.get(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}`)).json()) as { totalDocs: number }
  expect(stored.totalDocs).toBe(0)
})
