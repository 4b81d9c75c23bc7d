import { expect, test } from '@playwright/test'

import { contactUs } from '../../scripts/seed/content/pages'
import ar from '../../src/i18n/messages/ar/contact.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/contact.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/contact.json' with { type: 'json' }
import { languages, openPage } from './helpers/site'

const messages = { en, ar, ckb }

for (const language of languages) {
  const { locale, prefix } = language
  const t = messages[locale]

  test(`contact us in ${locale} gives the Erbil office, phone, e-mail, hours and a map link`, async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).hostname))
    await openPage(page, `${prefix}/contactUs`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactUs.title[locale])
    await expect(page.getByText(contactUs.address[locale])).toBeVisible()
    await expect(page.getByText(contactUs.openingHours[locale])).toBeVisible()
    await expect(page.getByRole('link', { name: contactUs.phone })).toHaveAttribute('href', `tel:${contactUs.phone.replace(/\s/g, '')}`)
    await expect(page.getByRole('link', { name: contactUs.email })).toHaveAttribute('href', `mailto:${contactUs.email}`)
    const lat = contactUs.latitude.toFixed(5)
    const lon = contactUs.longitude.toFixed(5)
    await expect(page.getByRole('link', { name: new RegExp(t.map) })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    )
    // No embedded map: nothing is loaded from a map service.
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(requests.filter((host) => host !== '127.0.0.1')).toEqual([])
  })
}
