import { expect, test } from '@playwright/test'

import { distributors } from '../../scripts/seed/content/distributors'
import { firstDoc } from './helpers/api'
import { foreignRequests, languages, loadWholePage, openPage } from './helpers/site'

const heading = { en: 'Where to buy', ar: 'أين تشتري', ckb: 'لە کوێ بکڕیت' }
const mapLink = { en: 'Open on the map', ar: 'افتح على الخريطة', ckb: 'کردنەوە لەسەر نەخشە' }

for (const language of languages) {
  const { locale, prefix } = language

  test(`the footer in ${locale} leads to the places to buy, by country and city, in ${locale}`, async ({ page, context, baseURL }) => {
    const foreign = await foreignRequests(context, new URL(baseURL!).origin)
    await openPage(page, `${prefix}/recipes`, language)
    await page.getByRole('contentinfo').getByRole('link', { name: heading[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/whereToBuy$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[locale])

    const countries = [...new Set(distributors.map((place) => place.country[locale]))]
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(countries.sort(new Intl.Collator(locale).compare))
    for (const place of distributors) {
      const country = page.getByRole('region', { name: place.country[locale] })
      const card = country
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 4, name: place.name[locale], exact: true }) })
      await expect(card).toHaveCount(1)
      // Under its city's heading, in the visitor's language.
      await expect(card.locator('xpath=ancestor::div[1]/h3')).toHaveText(place.city[locale])
      if (place.phone)
        await expect(card.getByRole('link', { name: place.phone })).toHaveAttribute('href', `tel:${place.phone.replace(/[^\d+]/g, '')}`)
      if (place.location) {
        const map = card.getByRole('link', { name: new RegExp(mapLink[locale]) })
        await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
        await expect(map).toHaveAttribute('target', '_blank')
      }
    }
    await loadWholePage(page)
    // Nothing of a map or another site loads before a click.
    expect(foreign).toEqual([])
  })
}

test('every product page and the contact page lead to where to buy', async ({ page, request }) => {
  const product = await firstDoc(request, 'products')
  await page.goto(`/ckb/products/${product.slug}`)
  await page.getByRole('main').getByRole('link', { name: heading.ckb, exact: true }).click()
  await expect(page).toHaveURL(/\/ckb\/whereToBuy$/)
  await page.goto('/ar/contactUs')
  await page.getByRole('main').getByRole('link', { name: 'أين تشتري منتجاتنا' }).click()
  await expect(page).toHaveURL(/\/ar\/whereToBuy$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the places and their map links are all there', async ({ page }) => {
    await page.goto('/whereToBuy')
    await expect(page.getByRole('main').getByRole('heading', { level: 4 })).toHaveCount(distributors.length)
    await expect(page.getByRole('link', { name: /Open on the map/ })).toHaveCount(distributors.filter((place) => place.location).length)
  })
})
