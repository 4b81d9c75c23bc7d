import path from 'node:path'

import type { Page, Request } from '@playwright/test'
import { expect } from '@playwright/test'

import { untilAdminHydrated } from './admin'

export const photo = path.resolve('tests/e2e/fixtures/biscuit.jpg')

/** Adds a new picture to an upload field through its "Create new" drawer, with its alt text. */
export async function uploadNewPicture(page: Page, field: string, alt: string): Promise<void> {
  await untilAdminHydrated(page)
  const createNew = page.locator(`#field-${field}`).getByRole('button', { name: /create new/i })
  const selectFile = page.getByRole('dialog').last().getByRole('button', { name: 'Select a file' })
  const drawer = page.getByRole('dialog').last()
  // Under load in CI a click can be lost twice over: "Create new" opened no drawer (once), and
  // "Select a file" in a drawer still being set up opened no file chooser (once). Each step is
  // tried again until it has its effect; a drawer already open is not opened a second time.
  await expect(async () => {
    if (!(await selectFile.isVisible())) {
      await createNew.click({ timeout: 5_000 })
      await selectFile.waitFor({ state: 'visible', timeout: 10_000 })
    }
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null)
    await selectFile.click({ timeout: 5_000 })
    const opened = await chooser
    if (!opened) throw new Error('No file chooser opened')
    await opened.setFiles(photo)
  }).toPass({ timeout: 60_000 })
  await drawer.locator('#field-alt').fill(alt)
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.locator(`#field-${field}`).getByRole('img', { name: alt })).toBeVisible()
}

/** Chooses the first document offered by a relationship field. */
export async function pickFirst(page: Page, field: string): Promise<void> {
  await page.locator(`#field-${field}`).click()
  await page.locator('.rs__option').first().click()
}

/** Publishes the form and waits for Payload's confirmation. */
export async function publish(page: Page, confirmation: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(confirmation).first()).toBeVisible()
}

/** Deletes the open document from its edit screen, confirming in the dialog. */
export async function deleteFromEditScreen(page: Page): Promise<void> {
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-delete').click()
  await page.locator('#confirm-action').click()
  await expect(page.getByText(/successfully deleted/).first()).toBeVisible()
}

/**
 * Opens a public page until it shows (or no longer shows) a text: saving in the admin
 * expires the cached pages at once, the page renders on the next request.
 */
export async function expectOnPage(page: Page, pathname: string, text: string, shown = true): Promise<void> {
  await expect(async () => {
    await page.goto(pathname)
    const body = await page.locator('body').innerText()
    expect(body.includes(text)).toBe(shown)
  }).toPass({ timeout: 20_000 })
}

/**
 * The box of one field of an admin form, found from its input id. Tabs and groups are field
 * boxes too and hold every field inside them, so they are left out.
 */
export const fieldBox = (page: Page, inputId: string) =>
  page.locator('.field-type:not(.tabs-field, .group-field)', { has: page.locator(`#${inputId}`) })

/**
 * Fills a field and waits for Payload's checks of the form to be answered. An answer to a
 * check arriving after the save's own answer clears the save's messages (Payload 3.90), so
 * tests save once the form is checked, as an editor pausing would. Waiting for quiet rather
 * than for one answer: a value typed again unchanged starts no check, and a newer check
 * cancels an older one, which then never answers.
 */
export async function fillChecked(page: Page, inputId: string, value: string): Promise<void> {
  await page.locator(`#${inputId}`).fill(value)
  await untilFormChecked(page)
}

/** The admin's form checks in flight: a POST to `/admin` is one (Payload's server functions). */
export const isFormCheck = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/admin')

/**
 * Counts the admin's form checks from now on, for a test that waits for quiet more than once
 * on one page: a check begun before the watch started is not seen, so a test whose form is
 * busy (an upload drawer answering late) starts it on opening the form.
 */
export function watchFormChecks(page: Page): { untilQuiet: (quietMs?: number) => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    if (!isFormCheck(request)) return
    inFlight.add(request)
    lastChange = Date.now()
  }
  // A check begun before the watch ends uncounted, but still restarts the quiet.
  const ended = (request: Request) => {
    if (!isFormCheck(request)) return
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    untilQuiet: (quietMs = 800) =>
      expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 20_000, intervals: [100] }).toBe(true),
    stop: () => {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/**
 * Waits until the admin has had no form check in flight for `quietMs`: several changes in a
 * row (a new array row, a select, a typed value) each start one, and any of them answering
 * after a save clears the save's messages.
 */
export async function untilFormChecked(page: Page, quietMs = 800): Promise<void> {
  const checks = watchFormChecks(page)
  try {
    await checks.untilQuiet(quietMs)
  } finally {
    checks.stop()
  }
}

/**
 * Adds a pack to the product form (the first added is the main pack, whose GTIN becomes the
 * product's barcode) and types its amount and GTIN, waiting for the form's checks.
 */
export async function addPack(page: Page, { amount, gtin }: { amount: string; gtin: string }): Promise<void> {
  await untilAdminHydrated(page)
  // A new row is drawn from a form check of its own; one begun while another check (the title
  // just typed) is answered can be cancelled by it and leave the row a placeholder for good.
  await untilFormChecked(page)
  const row = await page.locator('#field-packs .array-field__row').count()
  await page.locator('#field-packs').getByRole('button', { name: 'Add Pack' }).click()
  await page.locator(`#field-packs__${row}__amount`).fill(amount)
  await fillChecked(page, `field-packs__${row}__gtin`, gtin)
}
