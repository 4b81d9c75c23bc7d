import { expect, test } from '@playwright/test'

import ar from '../../src/i18n/messages/ar/recipes.json' with { type: 'json' }
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
  const title = `E2E untranslated recipe ${Date.now()}`
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
