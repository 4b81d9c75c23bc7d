import { expect, test } from '@playwright/test'

import { jobs } from '../../scripts/seed/content/jobs'
import { legalTexts } from '../../scripts/seed/content/legal'
import { legalPages } from '../../src/lib/legalPages'
import { languages, openPage } from './helpers/site'

const footerHeading = { en: 'Legal', ar: 'معلومات قانونية', ckb: 'یاسایی' }

for (const language of languages) {
  const { locale, prefix } = language

  test(`the footer in ${locale} leads to the privacy notice, the legal notice and the accessibility statement, in ${locale}`, async ({
    page,
  }) => {
    for (const { slug, path } of legalPages) {
      const text = legalTexts.find((page) => page.slug === slug)!
      await openPage(page, `${prefix}/news`, language)
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: footerHeading[locale] })
      await legal.getByRole('link', { name: text.title[locale], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}${path}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title[locale])
      for (const paragraph of text.description[locale]) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
    }
  })

  for (const [form, path] of [
    ['enquiry', '/contactUs'],
    ['job application', `/jobs/${jobs[0]!.slug}`],
  ]) {
    test(`the ${form} form in ${locale} links to the privacy notice`, async ({ page }) => {
      await openPage(page, `${prefix}${path}`, language)
      const form = page.locator('form', { has: page.locator('input[type="checkbox"]') })
      const link = form.getByRole('link', { name: /privacy|الخصوصية|تایبەتمەندی/ })
      await expect(link).toHaveAttribute('href', `${prefix}/privacy`)
    })
  }
}

test('the privacy notice names every cookie the site sets and how long enquiries and job applications are kept', async ({ page }) => {
  await page.goto('/privacy')
  const text = await page.getByRole('main').innerText()
  for (const cookie of ['NEXT_LOCALE', 'payload-token', 'signed-in', '__prerender_bypass']) expect(text).toContain(cookie)
  expect(text).toContain('365 days')
  expect(text).toMatch(/apply for a job[^]*CV[^]*180 days/)
})
