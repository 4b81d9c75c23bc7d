import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import arCommon from '../../src/i18n/messages/ar/common.json' with { type: 'json' }
import ar from '../../src/i18n/messages/ar/recipes.json' with { type: 'json' }
import { signInAsNewAdmin } from './helpers/admin'
import { apiAuth } from './helpers/api'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', direction: 'ltr', format: '', indent: 0, version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

test('a recipe not yet translated shows its English text in Arabic pages, marked lang="en"', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const { title, ...doc } = await englishOnlyRecipe(request, headers, 'untranslated recipe')

  await page.goto(`/ar/recipes/${doc.slug}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Only in English so far.').locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'en')
  const ingredients = page.getByRole('region', { name: ar.ingredients }).getByRole('list')
  await expect(ingredients).toHaveAttribute('lang', 'en')
  await expect(ingredients).toContainText('Two handfuls of chips')
  await expect(page.getByRole('region', { name: ar.steps }).getByRole('list')).toHaveAttribute('lang', 'en')

  // Once translated, the Arabic text is shown and no longer marked.
  const translated = await request.patch(`/api/recipes/${doc.id}?locale=ar`, {
    headers,
    data: { title: 'وصفة مترجمة', ingredients: [{ item: 'حفنتان من الرقائق' }], steps: [{ step: 'افرك الرقائق فوق السلطة.' }] },
  })
  expect(translated.status()).toBe(200)
  await expect(async () => {
    await page.goto(`/ar/recipes/${doc.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('وصفة مترجمة', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en')
  await expect(page.getByRole('region', { name: ar.ingredients }).getByRole('list')).not.toHaveAttribute('lang', 'en')

  expect((await request.delete(`/api/recipes/${doc.id}`, { headers })).status()).toBe(200)
})

/** A published recipe in English only, with a title no other test uses. */
async function englishOnlyRecipe(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const title = `E2E ${name} ${Date.now()}`
  const created = await request.post('/api/recipes', {
    headers,
    data: {
      title,
      description: paragraph('Only in English so far.'),
      ingredients: [{ item: 'Two handfuls of chips' }],
      steps: [{ step: 'Crush the chips over the salad.' }],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { ...doc, title }
}

const hreflangs = (page: Page) =>
  page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))

test('shown in English until translated: the page says so in Arabic, and offers search engines only the languages it is written in', async ({
  page,
  request,
}) => {
  const headers = await apiAuth(request)
  const recipe = await englishOnlyRecipe(request, headers, 'shown in English')

  await page.goto(`/ar/recipes/${recipe.slug}`)
  await expect(page.getByRole('note')).toHaveText(arCommon.untranslated)
  expect(await hreflangs(page)).toEqual(['en', 'x-default'])
  // The English page is the one to index.
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe(`/recipes/${recipe.slug}`)
  // It stays in the Arabic list, in English.
  await page.goto('/ar/recipes')
  await expect(page.getByRole('heading', { name: recipe.title })).toHaveAttribute('lang', 'en')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/recipes/${recipe.slug}</loc>`)
  expect(sitemap).not.toContain(`/ar/recipes/${recipe.slug}</loc>`)
  expect(sitemap).not.toContain(`/ckb/recipes/${recipe.slug}</loc>`)

  // The English page has no such note.
  await page.goto(`/recipes/${recipe.slug}`)
  await expect(page.getByRole('note')).toHaveCount(0)

  // Translated, the note goes and the Arabic page is offered.
  const translated = await request.patch(`/api/recipes/${recipe.id}?locale=ar`, { headers, data: { title: 'وصفة بالعربية' } })
  expect(translated.status()).toBe(200)
  await expect(async () => {
    await page.goto(`/ar/recipes/${recipe.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('وصفة بالعربية', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByRole('note')).toHaveCount(0)
  expect(await hreflangs(page)).toEqual(['en', 'ar', 'x-default'])
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/ar/recipes/${recipe.slug}</loc>`)

  expect((await request.delete(`/api/recipes/${recipe.id}`, { headers })).status()).toBe(200)
})

test('kept out of Arabic until translated: not in the Arabic list, still in the Kurdish one; its Arabic address shows the English page', async ({
  page,
  request,
}) => {
  const headers = await apiAuth(request)
  const recipe = await englishOnlyRecipe(request, headers, 'kept out')
  const keptOut = await request.patch(`/api/recipes/${recipe.id}?locale=ar`, { headers, data: { keepOutUntilTranslated: true } })
  expect(keptOut.status()).toBe(200)

  const card = (path: string) => async () => {
    await page.goto(path)
    return page.getByRole('main').getByRole('heading', { name: recipe.title })
  }
  await expect(async () => expect(await card('/ar/recipes')()).toHaveCount(0, { timeout: 1_000 })).toPass({ timeout: 20_000 })
  await expect(await card('/ckb/recipes')()).toHaveCount(1)
  await expect(await card('/recipes')()).toHaveCount(1)
  const response = await page.goto(`/ar/recipes/${recipe.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title)
  await expect(page.getByRole('note')).toHaveText(arCommon.untranslated)

  // Translated, it joins the Arabic list.
  const translated = await request.patch(`/api/recipes/${recipe.id}?locale=ar`, { headers, data: { title: 'وصفة مؤجلة' } })
  expect(translated.status()).toBe(200)
  await expect(async () => {
    await page.goto('/ar/recipes')
    await expect(page.getByRole('main').getByRole('heading', { name: 'وصفة مؤجلة' })).toHaveCount(1, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })

  expect((await request.delete(`/api/recipes/${recipe.id}`, { headers })).status()).toBe(200)
})

test('the choice to keep out is offered while Arabic or Kurdish is edited, not English', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'keep-out')
  await page.goto('/admin/collections/recipes/create')
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.getByText('Keep out of this language until translated')).toHaveCount(0)
  const { docs } = (await (await page.request.get('/api/recipes?limit=1&depth=0')).json()) as { docs: Array<{ id: number }> }
  await page.goto(`/admin/collections/recipes/${docs[0].id}?locale=ckb`)
  await expect(page.getByRole('checkbox', { name: 'Keep out of this language until translated' })).toBeVisible()
})
