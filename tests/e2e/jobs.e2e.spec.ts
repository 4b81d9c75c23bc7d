import { type APIRequestContext, expect, test } from '@playwright/test'

import { jobs } from '../../scripts/seed/content/jobs'
import ar from '../../src/i18n/messages/ar/jobs.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/jobs.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/jobs.json' with { type: 'json' }
import applyingAr from '../../src/i18n/messages/ar/application.json' with { type: 'json' }
import applyingCkb from '../../src/i18n/messages/ckb/application.json' with { type: 'json' }
import applyingEn from '../../src/i18n/messages/en/application.json' with { type: 'json' }
import { languages, openPage, structuredData } from './helpers/site'

const messages = { en, ar, ckb }
const applying = { en: applyingEn, ar: applyingAr, ckb: applyingCkb }
const job = jobs[0]

/** The seed sets the closing date some days after it ran, so it is read from the site. */
async function closingDate(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`/api/jobs?where[slug][equals]=${job.slug}&limit=1&depth=0`)
  const { docs } = (await answer.json()) as { docs: Array<{ validThrough: string }> }
  return docs[0].validThrough
}

for (const language of languages) {
  const { locale, prefix } = language
  const t = messages[locale]

  test(`the job list in ${locale} shows every opening with its location`, async ({ page }) => {
    await openPage(page, `${prefix}/jobs`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    const main = page.getByRole('main')
    for (const { title } of jobs) await expect(main.getByRole('link', { name: title[locale], exact: true })).toBeVisible()
    await expect(main.getByText(job.location[locale]).first()).toBeVisible()
  })

  test(`a job in ${locale} shows where, what kind and until when, and how to apply`, async ({ page, request }) => {
    await openPage(page, `${prefix}/jobs/${job.slug}`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title[locale])
    const facts = page.getByRole('article').locator('dl')
    await expect(facts.getByRole('definition').filter({ hasText: job.location[locale] })).toBeVisible()
    await expect(facts.getByRole('definition').filter({ hasText: t.types[job.employmentType as keyof typeof t.types] })).toBeVisible()
    // Baghdad's date, month in the page's language, digits Latin in every language.
    const applyBy = new Intl.DateTimeFormat(locale, { dateStyle: 'long', numberingSystem: 'latn', timeZone: 'Asia/Baghdad' }).format(
      new Date(await closingDate(request)),
    )
    await expect(facts.locator('time')).toHaveText(applyBy)
    const apply = page.getByRole('region', { name: applying[locale].title })
    await expect(apply.getByLabel(applying[locale].cv)).toHaveAttribute('type', 'file')
    await expect(apply.getByRole('button', { name: applying[locale].submit })).toBeVisible()
    await expect(page.getByRole('region', { name: t.other }).getByRole('article')).toHaveCount(jobs.length - 1)
  })
}

test('a job carries JobPosting structured data', async ({ page, request }) => {
  await page.goto(`/jobs/${job.slug}`)
  const data = await structuredData(page, 'JobPosting')
  expect(data.title).toBe(job.title.en)
  expect(data.validThrough).toBe(await closingDate(request))
  expect(new Date(data.validThrough as string).getTime()).toBeGreaterThan(Date.now())
  expect(data.employmentType).toBe(job.employmentType)
  expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Hawler Foods' })
  expect(data.jobLocation).toMatchObject({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: job.location.en, addressCountry: 'IQ' },
  })
  expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T/)
})
