import { expect, test } from '@playwright/test'

import { healthCare } from '../../scripts/seed/content/healthCare'
import { healthCareSettings } from '../../scripts/seed/content/pages'
import ar from '../../src/i18n/messages/ar/healthCare.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/healthCare.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/healthCare.json' with { type: 'json' }
import { languages, openPage } from './helpers/site'

const messages = { en, ar, ckb }
const article = healthCare[0]

for (const language of languages) {
  const { locale, prefix } = language

  test(`the health care list in ${locale} has the settings' heading and every article`, async ({ page }) => {
    await openPage(page, `${prefix}/healthCare`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(healthCareSettings.heading[locale])
    await expect(page.getByText(healthCareSettings.intro[locale])).toBeVisible()
    for (const { title } of healthCare)
      await expect(page.getByRole('main').getByRole('link', { name: title[locale], exact: true })).toBeVisible()
  })

  test(`a health care article in ${locale} shows its design texts, photos and more articles`, async ({ page }) => {
    await openPage(page, `${prefix}/healthCare/${article.slug}`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title[locale])
    await expect(page.getByText(article.designSubTitle[locale], { exact: true })).toBeVisible()
    await expect(page.getByText(article.designDescription[locale], { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: article.pictures[0].alt[locale] })).toBeVisible()
    await expect(page.getByText(article.description[locale][0])).toBeVisible()
    await expect(page.getByRole('region', { name: messages[locale].more }).getByRole('article')).toHaveCount(3)
  })
}
