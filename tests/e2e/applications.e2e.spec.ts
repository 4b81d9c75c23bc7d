import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { jobs } from '../../scripts/seed/content/jobs'
import { contactUs } from '../../scripts/seed/content/pages'
import ar from '../../src/i18n/messages/ar/application.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/application.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/application.json' with { type: 'json' }
import { adminToken, signInAsNewAdmin, untilAdminHydrated } from './helpers/admin'
import { emailsMentioning } from './helpers/outbox'
import { languages, openPage } from './helpers/site'

/**
 * A job application as visitors send it, with and without JavaScript, what the company gets
 * (the application and its CV in the admin, the e-mail), who may open the CV, what is
 * refused, and how long it is kept.
 */
const texts = { en, ar, ckb }
const job = jobs[0]!
/** The smallest file that starts and ends as a PDF does. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n', 'latin1')
const admin = () => ({ Authorization: `JWT ${adminToken()}` })

const unique = (label: string) => `${label} ${Date.now()}${Math.random().toString(36).slice(2, 6)}`
const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@applicant.example`

type Stored = { id: number; name: string; email: string; locale: string; consent: boolean; cv: { url: string; filename: string } }

/** The applications stored under this e-mail address, as the administrator reads them, CV included. */
async function storedFrom(request: APIRequestContext, email: string): Promise<Stored[]> {
  const response = await request.get(`/api/applications?where[email][equals]=${encodeURIComponent(email)}&depth=1`, { headers: admin() })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Stored[] }).docs
}

async function fillApplication(page: Page, t: typeof en, name: string, { consent = true, cv = PDF } = {}) {
  await page.getByLabel(t.name, { exact: true }).fill(name)
  await page.getByLabel(t.email, { exact: true }).fill(emailOf(name))
  await page.getByLabel(t.phone, { exact: true }).fill('+964 750 123 4567')
  await page.getByLabel(t.cv, { exact: true }).setInputFiles({ name: 'my cv.pdf', mimeType: 'application/pdf', buffer: cv })
  await page.getByLabel(new RegExp(`^${t.message}`)).fill('I have led a packing line for five years.')
  if (consent) await page.getByLabel(t.consent).check()
}

/** The form as the browser posts it, for the answers a person cannot easily provoke. */
function applicationBody(name: string, overrides: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {}) {
  return {
    name,
    email: emailOf(name),
    phone: '+964 750 123 4567',
    message: '',
    consent: 'yes',
    cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    ...overrides,
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const language of languages) {
    const { locale, prefix } = language
    const t = texts[locale]

    test(`an application in ${locale} is stored with its CV, which only an administrator can open`, async ({ page, request }) => {
      const name = unique(`Applicant ${locale}`)
      await openPage(page, `${prefix}/jobs/${job.slug}`, language)
      const form = page.getByRole('region', { name: t.title })
      await fillApplication(page, t, name)
      await form.getByRole('button', { name: t.submit }).click()

      await expect(page).toHaveURL(new RegExp(`${prefix}/jobs/${job.slug}/applied$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.appliedTitle)
      await expect(page.getByText(t.appliedText.replace('{job}', job.title[locale]))).toBeVisible()

      const [stored] = await storedFrom(request, emailOf(name))
      expect(stored).toMatchObject({ name, locale, consent: true })
      const cvPath = new URL(stored!.cv.url).pathname
      expect(cvPath).toMatch(/^\/api\/cv-files\/file\/cv-applicant-[\w-]+\.pdf$/)
      // Its own address, never the public media one: refused to anybody not signed in.
      const anonymous = await request.get(cvPath)
      expect(anonymous.status()).toBe(403)
      expect((await request.get(`/api/media/file/cvs%2F${stored!.cv.filename}`)).status()).toBe(404)
      expect((await request.get(`/api/documents/file/..%2Fcvs%2F${stored!.cv.filename}`)).status()).toBeGreaterThanOrEqual(400)
      const asAdmin = await request.get(cvPath, { headers: admin() })
      expect(asAdmin.status()).toBe(200)
      expect(asAdmin.headers()['content-type']).toBe('application/pdf')
      expect(asAdmin.headers()['cache-control']).toBe('private, no-store')
      expect(await asAdmin.body()).toEqual(PDF)
    })

    test(`a refused application in ${locale} answers 400 with what is wrong, in ${locale}, and the way back`, async ({ page, request }) => {
      const name = unique(`Forgetful ${locale}`)
      await openPage(page, `${prefix}/jobs/${job.slug}`, language)
      await fillApplication(page, t, name, { consent: false })
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await page.getByRole('button', { name: t.submit }).click()
      expect((await answer).status()).toBe(400)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notSentTitle)
      await expect(page.getByRole('listitem')).toHaveText([t.consentRequired])
      await expect(page.getByRole('link', { name: t.backToForm })).toHaveAttribute('href', `${prefix}/jobs/${job.slug}#apply`)
      expect(await storedFrom(request, emailOf(name))).toEqual([])
    })
  }
})

test.describe('with JavaScript', () => {
  test('mistakes are said at their fields and the values stay; then the application goes through and is e-mailed', async ({
    page,
    request,
  }) => {
    const name = unique('Shilan Omar')
    await page.goto(`/jobs/${job.slug}`)
    await page.waitForLoadState('networkidle')
    await fillApplication(page, en, name, { consent: false, cv: Buffer.from('<html>not a CV</html>') })
    await page.getByRole('button', { name: en.submit }).click()

    const summary = page.getByRole('alert').filter({ hasText: en.errorSummary })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('listitem')).toHaveText([en.cvNotPdf, en.consentRequired])
    await expect(page.getByLabel(en.cv, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(en.name, { exact: true })).toHaveValue(name)
    expect(await storedFrom(request, emailOf(name))).toEqual([])

    await page.getByLabel(en.cv, { exact: true }).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF })
    await page.getByLabel(en.consent).check()
    await page.getByRole('button', { name: en.submit }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.slug}/applied$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.appliedTitle)
    expect(await storedFrom(request, emailOf(name))).toHaveLength(1)

    // Without an address of its own in the site settings, to the contact page's; the CV stays on the site.
    await expect.poll(() => emailsMentioning(emailOf(name)).length, { message: 'the application e-mail' }).toBe(1)
    const [email] = emailsMentioning(emailOf(name))
    expect(email).toMatch(new RegExp(`^To: ${contactUs.email.replace(/\./g, '\\.')}\\r?$`, 'm'))
    expect(email).toMatch(new RegExp(`^Subject: Job application from ${name}: ${job.title.en}\\r?$`, 'm'))
    expect(email).toContain('Phone: +964 750 123 4567')
    expect(email).toContain('/admin/collections/applications/')
    expect(email).not.toMatch(/^Content-Disposition: attachment/im)
  })

  test('a CV over 5 MB is refused before it is sent', async ({ page }) => {
    await page.goto(`/jobs/${job.slug}`)
    await page.waitForLoadState('networkidle')
    const posts: string[] = []
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()))
    await fillApplication(page, en, unique('Big file'), { cv: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) })
    await page.getByRole('button', { name: en.submit }).click()
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveText([en.cvTooLarge])
    expect(posts).toEqual([])
  })
})

test('the administrator finds the application under Job applications and opens its CV', async ({ page, request }) => {
  const name = unique('Admin view')
  const sent = await request.post(`/jobs/${job.slug}/apply`, { multipart: applicationBody(name), headers: { Accept: 'application/json' } })
  expect(sent.status()).toBe(201)
  const [stored] = await storedFrom(request, emailOf(name))
  await signInAsNewAdmin(page, request, 'applications')
  await page.goto('/admin/collections/applications')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job applications')
  await untilAdminHydrated(page)
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/applications/${stored!.id}$`))
  await expect(page.getByLabel('Name')).toHaveValue(name)
  const cv = page.getByRole('link', { name: stored!.cv.filename })
  await expect(cv).toBeVisible()
  // The signed-in administrator's browser opens it (as the link does: same origin, with the session cookie).
  const file = await page.evaluate(
    async (href) => {
      const response = await fetch(href ?? '')
      return { status: response.status, type: response.headers.get('content-type') }
    },
    await cv.getAttribute('href'),
  )
  expect(file).toEqual({ status: 200, type: 'application/pdf' })
})

test.describe('bad input, as a script would send it', () => {
  const apply = (request: APIRequestContext, slug: string, multipart: ReturnType<typeof applicationBody>, headers = {}) =>
    request.post(`/jobs/${slug}/apply`, { multipart, headers: { Accept: 'application/json', ...headers } })

  test('each is refused with its status and message, and nothing is stored', async ({ request }) => {
    const cases: Array<{
      what: string
      slug?: string
      body: Record<string, never>
      headers?: Record<string, string>
      status: number
      message: string
    }> = [
      {
        what: 'a web page saved as .pdf',
        body: { cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html></html>') } } as never,
        status: 415,
        message: en.cvNotPdf,
      },
      {
        what: 'a CV over 5 MB',
        body: { cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) } } as never,
        status: 413,
        message: en.cvTooLarge,
      },
      { what: 'no consent', body: { consent: '' } as never, status: 400, message: en.consentRequired },
      { what: 'an unknown job', slug: 'no-such-job', body: {}, status: 404, message: en.jobNotOpen },
      { what: 'a post from another site', body: {}, headers: { Origin: 'https://elsewhere.example' }, status: 403, message: en.otherSite },
    ]
    for (const { what, slug = job.slug, body, headers, status, message } of cases) {
      const name = unique('Bad input')
      const response = await apply(request, slug, applicationBody(name, body), headers)
      expect(response.status(), what).toBe(status)
      expect(response.headers()['cache-control'], what).toBe('private, no-store')
      const answer = (await response.json()) as { errors: Array<{ message: string }> }
      expect(
        answer.errors.map((error) => error.message),
        what,
      ).toContain(message)
      expect(await storedFrom(request, emailOf(name)), what).toEqual([])
    }
  })
})

test('an application older than the period of the site settings is deleted with its CV, within seconds of shortening it', async ({
  request,
}) => {
  const name = unique('Old applicant')
  const sent = await request.post(`/jobs/${job.slug}/apply`, { multipart: applicationBody(name), headers: { Accept: 'application/json' } })
  expect(sent.status()).toBe(201)
  const [stored] = await storedFrom(request, emailOf(name))
  const cvPath = new URL(stored!.cv.url).pathname
  const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000).toISOString()
  const aged = await request.patch(`/api/applications/${stored!.id}`, { headers: admin(), data: { createdAt: old } })
  expect(aged.status(), await aged.text()).toBe(200)

  const settings = (days: number) =>
    request.post('/api/globals/site-settings', { headers: admin(), data: { applicationRetentionDays: days } })
  try {
    expect((await settings(90)).status()).toBe(200)
    await expect.poll(async () => (await storedFrom(request, emailOf(name))).length, { timeout: 20_000 }).toBe(0)
    expect((await request.get(cvPath, { headers: admin() })).status()).toBe(404)
  } finally {
    expect((await settings(180)).status()).toBe(200)
  }
})
