import { expect, test } from '@playwright/test'

import { certificates } from '../../scripts/seed/content/certificates'
import { apiAuth } from './helpers/api'
import { signInAsNewAdmin } from './helpers/admin'
import { isFormCheck, watchFormChecks } from './helpers/adminForms'
import { languages, openPage } from './helpers/site'

const heading = { en: 'Quality and certificates', ar: 'الجودة والشهادات', ckb: 'کوالیتی و بڕوانامەکان' }
const openLink = { en: 'Open the certificate', ar: 'افتح الشهادة', ckb: 'کردنەوەی بڕوانامە' }

/** The smallest file that starts as a PDF does. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')

const DAY = 24 * 60 * 60 * 1000
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

for (const language of languages) {
  const { locale, prefix } = language

  test(`the footer in ${locale} leads to the certificates, each with its issuer, number, scope, validity and PDF`, async ({
    page,
    request,
  }) => {
    await openPage(page, `${prefix}/news`, language)
    await page.getByRole('contentinfo').getByRole('link', { name: heading[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/quality$`))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[locale])
    for (const certificate of certificates) {
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: certificate.name[locale], exact: true }) })
      await expect(item).toHaveCount(1)
      await expect(item).toContainText(certificate.scope[locale])
      await expect(item).toContainText(certificate.issuer)
      await expect(item).toContainText(certificate.number)
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
      const href = await item.getByRole('link', { name: openLink[locale] }).getAttribute('href')
      const pdf = await request.get(href!)
      expect(pdf.status()).toBe(200)
      expect(pdf.headers()['content-type']).toBe('application/pdf')
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })
}

test('the about-us page links to the certificates', async ({ page }) => {
  await page.goto('/ar/aboutUs')
  await page.getByRole('main').getByRole('link', { name: 'الجودة والشهادات لدينا' }).click()
  await expect(page).toHaveURL(/\/ar\/quality$/)
})

test('a certificate appears when published and leaves by itself when it stops being valid; a draft and a past date never show', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await apiAuth(request)
  const file = await request.post('/api/documents', {
    headers,
    multipart: { file: { name: 'renewed.pdf', mimeType: 'application/pdf', buffer: PDF }, _payload: JSON.stringify({ title: 'Renewed' }) },
  })
  expect(file.status(), await file.text()).toBe(201)
  const fileId = ((await file.json()) as { doc: { id: number } }).doc.id
  const names = { leaving: unique('Valid for a few seconds'), draft: unique('Not yet published'), past: unique('Already expired') }
  const make = (name: string, validUntil: Date, status: 'published' | 'draft') =>
    request.post('/api/certificates', {
      headers,
      data: { name, issuer: 'Test body', number: 'T-1', validUntil: validUntil.toISOString(), file: fileId, _status: status },
    })

  const past = await make(names.past, new Date(Date.now() - DAY), 'published')
  expect(past.status()).toBe(400)
  expect(JSON.stringify(await past.json())).toContain('This date has passed, so the certificate would not be shown.')
  expect((await make(names.draft, new Date(Date.now() + 365 * DAY), 'draft')).status()).toBe(201)
  const endsAt = new Date(Date.now() + 12_000)
  expect((await make(names.leaving, endsAt, 'published')).status()).toBe(201)

  const listed = (name: string) => page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: name })
  await page.goto('/quality')
  await expect(listed(names.leaving)).toHaveCount(1)
  await expect(listed(names.draft)).toHaveCount(0)
  await expect(listed(names.past)).toHaveCount(0)
  // No edit and no restart: the app's own job expires the cached page at that moment.
  await expect(async () => {
    await page.goto('/quality')
    await expect(listed(names.leaving)).toHaveCount(0)
  }).toPass({ timeout: endsAt.getTime() - Date.now() + 20_000, intervals: [1_000] })
  expect(Date.now(), 'listed until it stopped being valid').toBeGreaterThanOrEqual(endsAt.getTime())
})

test('the dashboard warns of a certificate that expires within 60 days', async ({ page, request }) => {
  const soon = certificates.find((certificate) => certificate.validForDays <= 60)!
  await signInAsNewAdmin(page, request, 'quality')
  const table = page.locator('table[data-table="certificates"]')
  const row = table.getByRole('row').filter({ hasText: soon.name.en })
  await expect(row).toContainText('Expires on')
  for (const certificate of certificates.filter((certificate) => certificate.validForDays > 60)) {
    await expect(table.getByRole('row').filter({ hasText: certificate.name.en })).toHaveCount(0)
  }
})

test('an administrator adds a certificate in the admin: a picture is refused as its PDF, a past date is refused, then it is on the page', async ({
  page,
  request,
}) => {
  // Two uploads, two saves and the public page: about 25 s alone, up to 55 s on a busy machine.
  test.setTimeout(120_000)
  const name = unique('Halal certificate')
  await signInAsNewAdmin(page, request, 'certificate-form')
  // Payload 3.90's form checks each change with the server 250 ms later and merges the answer
  // in. A change made while an answer is on its way is kept but not checked, and an answer asked
  // for before a save that arrives after it clears the save's field message. The PDF's drawer
  // leaves answers in flight, so the checks are watched from the start; each date is typed once
  // the form is quiet, and the test waits for the server's answer about it before saving.
  const checks = watchFormChecks(page)
  await page.goto('/admin/collections/certificates/create')
  await page.locator('#field-name').fill(name)
  await page.locator('#field-scope').fill('Production of potato chips')
  await page.locator('#field-issuer').fill('Halal Board of Iraq')
  await page.locator('#field-number').fill('HB-2026-17')

  // The scan, added in the file field's drawer: a picture named like a PDF first.
  await page
    .locator('#field-file')
    .getByRole('button', { name: /create new/i })
    .click()
  const drawer = page.getByRole('dialog').last()
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser')
    await drawer.getByRole('button', { name: 'Select a file' }).click()
    await (await chooser).setFiles(file)
    await drawer.locator('#field-title').fill('Halal certificate scan')
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  }
  await upload({ name: 'halal.pdf', mimeType: 'application/pdf', buffer: PNG_1PX })
  await expect(page.locator('.payload-toast-item', { hasText: 'This file is not a PDF document.' })).toBeVisible()
  // The refused file stays chosen in the drawer until it is taken away.
  await drawer.locator('.file-field__remove').click()
  await upload({ name: 'halal.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(page.locator('#field-file')).toContainText('halal')

  const date = page.locator('#field-validUntil input')
  const enterDate = async (text: string, isoDay: string) => {
    await checks.untilQuiet(1_000)
    const checked = page.waitForResponse(
      (response) => isFormCheck(response.request()) && (response.request().postData() ?? '').includes(isoDay),
    )
    await date.fill(text)
    await date.press('Enter')
    await checked
  }

  // A date that has passed would never be shown: said at the field, nothing published.
  await enterDate('1 Jan 2020, 12:00', '2020-01-01')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('This date has passed, so the certificate would not be shown.')).toBeVisible()
  const headers = await apiAuth(request)
  const stored = async () =>
    (
      (await (await request.get(`/api/certificates?where[name][equals]=${encodeURIComponent(name)}&draft=true`, { headers })).json()) as {
        totalDocs: number
      }
    ).totalDocs
  expect(await stored()).toBe(0)

  await enterDate('31 Dec 2099, 23:45', '2099-12-31')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Certificate successfully created.')).toBeVisible()
  expect(await stored()).toBe(1)

  await expect(async () => {
    await page.goto('/quality')
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(item).toContainText('HB-2026-17')
    await expect(item.locator('time')).toHaveAttribute('datetime', /^2099-12-31T/)
  }).toPass({ timeout: 20_000, intervals: [1_000] })
})
