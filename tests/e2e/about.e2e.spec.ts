import { expect, test } from '@playwright/test'

import { aboutUs } from '../../scripts/seed/content/pages'
import { languages, openPage } from './helpers/site'

for (const language of languages) {
  const { locale, prefix } = language

  test(`about us in ${locale} tells the company's story with its photos`, async ({ page }) => {
    await openPage(page, `${prefix}/aboutUs`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutUs.title[locale])
    await expect(page.getByText(aboutUs.designSubTitle[locale], { exact: true })).toBeVisible()
    await expect(page.getByText(aboutUs.designDescription[locale], { exact: true })).toBeVisible()
    for (const paragraph of aboutUs.description[locale]) await expect(page.getByText(paragraph)).toBeVisible()
    for (const picture of aboutUs.pictures) await expect(page.getByRole('img', { name: picture.alt[locale] })).toBeVisible()
  })
}
