import { expect, test } from '@playwright/test'

import { recipeSettings } from '../../scripts/seed/content/pages'
import { products } from '../../scripts/seed/content/products'
import { recipes } from '../../scripts/seed/content/recipes'
import arCommon from '../../src/i18n/messages/ar/common.json' with { type: 'json' }
import ar from '../../src/i18n/messages/ar/recipes.json' with { type: 'json' }
import ckbCommon from '../../src/i18n/messages/ckb/common.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/recipes.json' with { type: 'json' }
import enCommon from '../../src/i18n/messages/en/common.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/recipes.json' with { type: 'json' }
import { expectSizesMadeOnUpload, lighthousePhone, loadingOf } from './helpers/pictures'
import { languages, openPage, structuredData } from './helpers/site'

const messages = { en, ar, ckb }
const common = { en: enCommon, ar: arCommon, ckb: ckbCommon }

const recipe = recipes[0]

for (const language of languages) {
  const { locale, prefix } = language

  test(`the recipe list in ${locale} has the settings' heading and two pages of recipes`, async ({ page }) => {
    await openPage(page, `${prefix}/recipes`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipeSettings.heading[locale])
    const titles = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(titles).toHaveCount(4)
    // Follow the page links to the end: every demo recipe is on one of the pages.
    const seen = await titles.allTextContents()
    const next = page.getByRole('navigation', { name: common[locale].pagination }).getByRole('link', { name: common[locale].next })
    for (let pageNumber = 2; (await next.count()) > 0; pageNumber++) {
      const previousLast = seen[seen.length - 1]
      await next.click()
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber}`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // Each page of the list is a page of its own in a tab, a bookmark and a search result.
      const pageTitle = common[locale].titleOnPage
        .replace('{title}', recipeSettings.heading[locale])
        .replace('{page, number, integer}', String(pageNumber))
      await expect(page).toHaveTitle(new RegExp(`^${pageTitle} \\| `))
      await expect(titles.last()).not.toHaveText(previousLast)
      seen.push(...(await titles.allTextContents()))
    }
    expect(seen.length).toBeGreaterThan(4)
    expect(seen).toEqual(expect.arrayContaining(recipes.map(({ title }) => title[locale])))
  })

  test(`a recipe in ${locale} shows its ingredients, steps, times and products`, async ({ page }) => {
    await openPage(page, `${prefix}/recipes/${recipe.slug}`, language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title[locale])
    await expect(page.getByText(recipe.designSubTitle[locale])).toBeVisible()
    await expect(page.getByText(recipe.designDescription[locale]).first()).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: messages[locale].totalTime })).toBeVisible()

    const ingredients = page.getByRole('region', { name: messages[locale].ingredients })
    await expect(ingredients.getByRole('listitem')).toHaveCount(recipe.ingredients[locale].length)
    await expect(ingredients.getByRole('listitem').first()).toHaveText(recipe.ingredients[locale][0])
    const steps = page.getByRole('region', { name: messages[locale].steps }).getByRole('list')
    await expect(steps.getByRole('listitem')).toHaveCount(recipe.steps[locale].length)
    await expect(steps.getByRole('listitem').first()).toHaveText(recipe.steps[locale][0])

    for (const slug of recipe.products) {
      const product = products.find((candidate) => candidate.slug === slug)!
      const link = page
        .getByRole('region', { name: messages[locale].productsUsed })
        .getByRole('link', { name: product.title[locale], exact: true })
      await expect(link).toHaveAttribute('href', `${prefix}/products/${slug}`)
    }
  })
}

test('a recipe carries Recipe structured data with ISO 8601 times', async ({ page }) => {
  await page.goto(`/recipes/${recipe.slug}`)
  const data = await structuredData(page, 'Recipe')
  expect(data.name).toBe(recipe.title.en)
  expect(data.recipeIngredient).toEqual(recipe.ingredients.en)
  expect(data.recipeInstructions).toEqual(recipe.steps.en.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })))
  expect(data.prepTime).toBe(`PT${recipe.prepTime}M`)
  expect(data.cookTime).toBe(`PT${recipe.cookTime}M`)
  expect(data.totalTime).toBe(`PT${recipe.prepTime + recipe.cookTime}M`)
  expect(data.recipeYield).toBe(String(recipe.servings))
  expect((data.image as string[])[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\//)
})

test("a recipe's main photo is fetched first; the decorative band above its title comes after it, without a preload", async ({ page }) => {
  await page.goto(`/recipes/${recipe.slug}`)
  const band = page.locator('main article > img').first()
  await expect(band).toHaveAttribute('srcset', /-top-/)
  expect(await loadingOf(band)).toBe('eager')
  await expect(band).toHaveAttribute('fetchpriority', 'low')
  const main = page.getByRole('main').locator('img[fetchpriority="high"]')
  await expect(main).toHaveCount(1)
  const preloads = page.locator('head link[rel="preload"][as="image"]')
  const preloaded = await preloads.evaluateAll((links) =>
    links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href')),
  )
  expect(preloaded).toContain(await main.getAttribute('srcset'))
  expect(preloaded.filter((srcset) => srcset?.includes('-top-'))).toEqual([])
})

test("on a phone a recipe's bands come in the 720 px file, sharing less of a slow line with the main photo", async ({ browser }) => {
  const context = await browser.newContext(lighthousePhone)
  const page = await context.newPage()
  await page.goto(`/recipes/${recipe.slug}`)
  const bands = page.locator('main img[srcset*="-top-"], main img[srcset*="-bottom-"]')
  await expect(bands).toHaveCount(2)
  for (const band of await bands.all()) {
    await band.scrollIntoViewIfNeeded()
    await expectSizesMadeOnUpload(band, [720, 1200, 1920])
    expect(await band.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('-720x300.webp')
  }
  await context.close()
})

test('a printed recipe leaves out the header, footer and navigation, black on white', async ({ page }) => {
  await page.goto(`/recipes/${recipe.slug}`)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('body > header')).toBeHidden()
  await expect(page.locator('body > footer')).toBeHidden()
  await expect(page.getByRole('link', { name: /All recipes/ }).first()).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main ol li').first()).toBeVisible()
  const colours = await page.getByRole('heading', { level: 1 }).evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.color, background: getComputedStyle(document.body).backgroundColor }
  })
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' })
})

test('a page number past the end is not found, in every language and list', async ({ request }) => {
  // Payload counts no documents past the end of a list read in Arabic or Kurdish: the page
  // asked for decides, not that count.
  for (const address of ['/recipes?page=99', '/ar/recipes?page=99', '/ckb/news?page=50', '/ar/products?page=999']) {
    expect((await request.get(address)).status(), address).toBe(404)
  }
})
