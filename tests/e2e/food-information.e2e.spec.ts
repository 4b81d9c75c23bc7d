import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { adminToken, createAccount, signIn, untilAdminHydrated } from './helpers/admin'
import { firstDoc } from './helpers/api'
import { fieldBox, fillChecked, publish, untilFormChecked } from './helpers/adminForms'
import ar from '../../src/i18n/messages/ar/food.json' with { type: 'json' }
import ckb from '../../src/i18n/messages/ckb/food.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/food.json' with { type: 'json' }
import { languages, openPage } from './helpers/site'

const foodTexts = { en, ar, ckb }

/**
 * A product's food information, from the editor's form to the visitor's page: the live
 * preview works the energy out while it is empty, the allergen groups are checkboxes, the
 * page shows the rounded table and the allergen lines in English and Arabic, and a wrong
 * value is refused at its field in the admin with nothing saved (the REST API's 400s for
 * the same values: tests/int/restApi.int.spec.ts).
 * The product is the test's own, deleted at the end.
 */

type Product = { id: number; slug: string; nutrition?: Record<string, number | string | null> | null; allergens?: string[] | null }

const title = `E2E Food Crisps ${Date.now()}`
let product: Product
/**
 * The editor of this file's tests: one account, so the second test is not stopped by the
 * first one's lock on the product (Payload locks a document while it is open), and the
 * product can be deleted at the end by the one who holds the lock.
 */
let editor: { email: string; password: string; headers: Record<string, string> }

async function readProduct(request: APIRequestContext, draft = false): Promise<Product> {
  const response = await request.get(`/api/products/${product.id}?depth=0${draft ? '&draft=true' : ''}`, { headers: editor.headers })
  expect(response.status()).toBe(200)
  return (await response.json()) as Product
}

test.beforeAll(async ({ request }) => {
  const { email, password } = await createAccount(request, 'food-information')
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status()).toBe(200)
  editor = { email, password, headers: { Authorization: `JWT ${((await login.json()) as { token: string }).token}` } }
  const category = await firstDoc<{ id: number }>(request, 'categories')
  const created = await request.post('/api/products', {
    headers: { Authorization: `JWT ${adminToken()}` },
    data: { title, category: category.id, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  product = ((await created.json()) as { doc: Product }).doc
})

test.afterAll(async ({ request }) => {
  if (product) expect((await request.delete(`/api/products/${product.id}`, { headers: editor.headers })).status()).toBe(200)
})

/** The message Payload shows at a field, found from the field's input id (not the tab's or group's, which hold every field). */
const messageOf = (page: Page, inputId: string) => fieldBox(page, inputId).locator('.field-error')

/**
 * Opens the product's "Food information" tab, ready to type in. Payload renders a group's
 * fields only once the group comes within 1,000 px of the view (RenderIfInViewport), and
 * typing in a field that is not there does not scroll to it: with the ingredient rows of
 * the first test above it, the nutrition group stayed empty in CI until scrolled to, as an
 * editor would.
 */
async function openFoodInformation(page: Page) {
  await page.goto(`/admin/collections/products/${product.id}`)
  await untilAdminHydrated(page)
  await page.getByRole('button', { name: 'Food information', exact: true }).click()
  await page.getByTestId('food-preview').scrollIntoViewIfNeeded()
  await expect(page.locator('#field-nutrition__carbohydrate')).toBeEditable()
}

/** An ingredient row: its name, and the allergen group chosen from the drop-down when it is one. */
async function addIngredient(page: Page, index: number, name: string, { group, percent }: { group?: string; percent?: string } = {}) {
  // Payload renders a new row's fields with a form check of its own; one started by the last
  // change while the row is added can win, and the row then stays a grey placeholder (seen
  // once in CI, right after ticking a box). Once the form is quiet, the row's check runs alone.
  await untilFormChecked(page)
  await page.locator('#field-ingredients').getByRole('button', { name: 'Add Ingredient', exact: true }).click()
  await page.locator(`#field-ingredients__${index}__name`).fill(name)
  if (percent) await page.locator(`#field-ingredients__${index}__percent`).fill(percent)
  if (group) {
    await page.locator(`#field-ingredients__${index}__allergen .rs__control`).click()
    await page.locator('.rs__option', { hasText: group }).click()
  }
}

/** The value cells of the nutrition table's row for a nutrient, in column order. */
const nutritionRow = (table: Locator, name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell')

test('an editor types the nutrition, ticks allergens and adds an allergen ingredient; visitors see it rounded in English and Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, editor.email, editor.password)
  await openFoodInformation(page)

  // Per 100 g, energy left empty; a portion of 30 g.
  const amounts: Array<[string, string]> = [
    ['fat', '30'],
    ['saturates', '3.14'],
    ['carbohydrate', '53.4'],
    ['sugars', '0.44'],
    ['fibre', '4.2'],
    ['protein', '6.5'],
    ['salt', '1.26'],
    ['portionSize', '30'],
  ]
  for (const [name, value] of amounts) await page.locator(`#field-nutrition__${name}`).fill(value)

  // 30 × 37 + 53.4 × 17 + 4.2 × 8 + 6.5 × 17 = 2161.9 kJ; 30 × 9 + 53.4 × 4 + 4.2 × 2 + 6.5 × 4 = 518 kcal.
  const preview = page.getByTestId('food-preview')
  await expect(page.getByTestId('worked-out-energy')).toHaveText('Energy worked out from the amounts: 2,162 kJ / 518 kcal')
  const previewTable = preview.getByRole('table')
  await expect(nutritionRow(previewTable, 'of which sugars')).toHaveText(['<0.5 g', '<0.5 g', '<1 %'])
  await expect(nutritionRow(previewTable, 'Salt')).toHaveText(['1.3 g', '0.38 g', '6 %'])

  // The allergen groups are a fixed set of labelled checkboxes.
  const contains = page.getByRole('group', { name: 'Contains' })
  await expect(contains.getByRole('checkbox')).toHaveCount(14)
  await contains.getByRole('checkbox', { name: 'Cereals containing gluten' }).check()
  await page.getByRole('group', { name: 'May contain' }).getByRole('checkbox', { name: 'Nuts', exact: true }).check()

  await addIngredient(page, 0, 'Potatoes', { percent: '60' })
  await addIngredient(page, 1, 'Wheat flour', { group: 'Cereals containing gluten' })
  await fillChecked(page, 'field-storage', 'Store in a cool, dry place.')
  await publish(page, /Updated successfully/)

  const saved = await readProduct(request)
  expect(saved.allergens).toEqual(['gluten'])
  // Energy is stored as typed: empty; it is worked out where it is shown.
  expect(saved.nutrition).toMatchObject({ energyKj: null, energyKcal: null, fat: 30, sugars: 0.44 })

  // English, as a visitor on a phone sees it: the rounded table, per portion and % of the reference intake.
  await page.context().clearCookies()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(async () => {
    await openPage(page, `/products/${product.slug}`, { locale: 'en', prefix: '', dir: 'ltr' })
    await expect(page.locator('#nutrition')).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  const table = page.locator('#nutrition').getByRole('table', { name: 'Typical values' })
  await expect(table.getByRole('columnheader')).toHaveText(['Per 100 g', 'Per portion (30 g)', '% RI*'])
  await expect(table.getByRole('columnheader', { name: 'Share of the reference intake' })).toHaveText('% RI*')
  await expect(table.getByRole('rowheader')).toHaveText([
    'Energy',
    'Fat',
    'of which saturates',
    'Carbohydrate',
    'of which sugars',
    'Fibre',
    'Protein',
    'Salt',
  ])
  // Energy on two rows, kJ over kcal: 648.57 kJ / 155.4 kcal a portion, 7.7 % of 8400 kJ.
  await expect(nutritionRow(table, 'Energy')).toHaveText(['2,162 kJ', '649 kJ', '8%'])
  await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['518 kcal', '155 kcal'])
  await expect(nutritionRow(table, 'Fat')).toHaveText(['30 g', '9.0 g', '13%'])
  await expect(nutritionRow(table, 'of which saturates')).toHaveText(['3.1 g', '0.9 g', '5%'])
  await expect(nutritionRow(table, 'Carbohydrate')).toHaveText(['53 g', '16 g', '6%'])
  await expect(nutritionRow(table, 'of which sugars')).toHaveText(['<0.5 g', '<0.5 g', '<1%'])
  await expect(nutritionRow(table, 'Fibre')).toHaveText(['4.2 g', '1.3 g', ''])
  await expect(nutritionRow(table, 'Salt')).toHaveText(['1.3 g', '0.38 g', '6%'])
  await expect(page.locator('#nutrition')).toContainText('*Reference intake of an average adult (8,400 kJ / 2,000 kcal)')

  const ingredients = page.locator('#ingredients')
  await expect(ingredients.getByRole('paragraph').first()).toHaveText('Potatoes (60%), Wheat flour (allergen)')
  await expect(ingredients.locator('strong')).toHaveText('Wheat flour (allergen)')
  await expect(ingredients.locator('strong .visually-hidden')).toHaveText(' (allergen)')
  await expect(page.locator('#allergens')).toContainText('Contains: Gluten')
  await expect(page.locator('#allergens')).toContainText('May contain: Nuts')
  await expect(page.getByText('Store in a cool, dry place.')).toBeVisible()
  await expectNoSidewaysScroll(page)

  // Arabic, right to left: the same figures in Arabic words.
  await openPage(page, `/ar/products/${product.slug}`, { locale: 'ar', prefix: '/ar', dir: 'rtl' })
  const arabic = page.locator('#nutrition').getByRole('table', { name: 'متوسط القيم' })
  await expect(arabic.getByRole('columnheader').nth(1)).toHaveText('لكل حصة (30 غ)')
  // A percentage keeps its sign after the number in right-to-left text: marked left-to-right, as Intl writes it.
  await expect(nutritionRow(arabic, 'الطاقة')).toHaveText(['2,162 كيلوجول', '649 كيلوجول', '8\u200e%\u200e'])
  await expect(arabic.getByRole('row').nth(2).getByRole('cell')).toHaveText(['518 كيلو كالوري', '155 كيلو كالوري'])
  await expect(nutritionRow(arabic, 'الدهون')).toHaveText(['30 غ', '9.0 غ', '13\u200e%\u200e'])
  await expect(nutritionRow(arabic, 'منها سكريات')).toHaveText(['أقل من 0.5 غ', 'أقل من 0.5 غ', 'أقل من 1\u200e%\u200e'])
  await expect(page.locator('#allergens')).toContainText('يحتوي على: الغلوتين')
  await expect(page.locator('#allergens')).toContainText('قد يحتوي على: المكسرات')
  expect(await arabic.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  // The first column (the nutrient's name) is on the right.
  const [nameBox, valueBox] = await Promise.all([
    arabic.getByRole('rowheader', { name: 'الدهون' }).boundingBox(),
    nutritionRow(arabic, 'الدهون').first().boundingBox(),
  ])
  expect(nameBox!.x).toBeGreaterThan(valueBox!.x)
  await expectNoSidewaysScroll(page)
})

/** At 390 px, neither the page nor the nutrition table needs a sideways scroll. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const wrap = document.querySelector('#nutrition table')!.parentElement!
    return { page: document.documentElement.scrollWidth, view: window.innerWidth, table: wrap.scrollWidth, wrap: wrap.clientWidth }
  })
  expect(widths.page).toBeLessThanOrEqual(widths.view)
  expect(widths.table).toBeLessThanOrEqual(widths.wrap)
}

test('sugars above carbohydrate, and an allergen ingredient whose group is not ticked, are refused at their fields in the admin; nothing is saved', async ({
  page,
  request,
}) => {
  const before = await readProduct(request, true)
  await signIn(page, editor.email, editor.password)
  await openFoodInformation(page)

  await page.locator('#field-nutrition__carbohydrate').fill('10')
  await page.locator('#field-nutrition__sugars').fill('12')
  const contains = page.getByRole('group', { name: 'Contains' })
  const rowCount = await page.locator('#field-ingredients [id^="ingredients-row-"]').count()
  await addIngredient(page, rowCount, 'Sesame seeds', { group: 'Sesame' })
  await expect(contains.getByRole('checkbox', { name: 'Sesame' })).not.toBeChecked()
  await fillChecked(page, 'field-nutrition__protein', '5')
  await page.getByRole('button', { name: 'Publish changes' }).click()

  await expect(messageOf(page, 'field-nutrition__sugars')).toHaveText(
    'Sugars (12 g) cannot be more than the carbohydrate they are part of (10 g).',
  )
  await expect(contains.locator('.field-error')).toHaveText('Sesame seeds is marked as an allergen (Sesame): tick Sesame here as well.')
  expect(await readProduct(request, true)).toEqual(before)
})

for (const language of languages) {
  test(`a product whose editor confirmed it contains no allergen says so in ${language.locale}, on its page and its sheet`, async ({
    page,
  }) => {
    const t = foodTexts[language.locale]
    await openPage(page, `${language.prefix}/products/classic-salted-potato-chips`, language)
    await expect(page.locator('#allergens')).toContainText(t.containsNone)
    await openPage(page, `${language.prefix}/products/classic-salted-potato-chips/sheet`, language)
    await expect(page.getByText(t.containsNone)).toBeVisible()
  })
}
