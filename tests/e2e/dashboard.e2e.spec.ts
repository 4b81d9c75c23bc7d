import { expect, type Page, test } from '@playwright/test'

import { adminToken, signInAsNewAdmin } from './helpers/admin'

const types = [
  ['products', 'Products'],
  ['categories', 'Categories'],
  ['sub-categories', 'Sub categories'],
  ['recipes', 'Recipes'],
  ['news', 'News'],
  ['videos', 'Videos'],
  ['health-care', 'Health care'],
  ['jobs', 'Jobs'],
  ['sliders', 'Sliders'],
] as const

type AllLocales = { id: number; title?: Record<string, string | null>; description?: Record<string, unknown> }

const hasText = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim().length > 0
    : Array.isArray(value)
      ? value.some(hasText)
      : typeof value === 'object' && value !== null && Object.values(value).some(hasText)

/** The row of the dashboard's content table for a type, and its cells in column order. */
function typeRow(page: Page, label: string) {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  return { row, cell: (column: number) => row.getByRole('cell').nth(column) }
}

test('the dashboard greets the administrator and its numbers match the database', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${adminToken()}` }
  // A news article written only in English: it lacks Arabic and Kurdish.
  const title = `English-only news ${Date.now()}`
  const description = {
    root: {
      type: 'root',
      version: 1,
      format: '',
      indent: 0,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          version: 1,
          format: '',
          indent: 0,
          direction: 'ltr',
          children: [{ type: 'text', version: 1, text: 'Written in English only.', format: 0, style: '', mode: 'normal', detail: 0 }],
        },
      ],
    },
  }
  const created = await request.post('/api/news', { headers, data: { title, description, _status: 'draft' } })
  expect(created.status()).toBe(201)
  const newsId = ((await created.json()) as { doc: { id: number } }).doc.id

  await signInAsNewAdmin(page, request, 'dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Dear Admin' })).toBeVisible()

  for (const [slug, label] of types) {
    const count = async (query: string) =>
      ((await (await request.get(`/api/${slug}?limit=0&depth=0&${query}`, { headers })).json()) as { totalDocs: number }).totalDocs
    const { docs } = (await (await request.get(`/api/${slug}?locale=all&draft=true&depth=0&pagination=false`, { headers })).json()) as {
      docs: AllLocales[]
    }
    const missing = (locale: string) => docs.filter((doc) => !hasText(doc.title?.[locale]) || !hasText(doc.description?.[locale])).length

    const { cell } = typeRow(page, label)
    await expect(cell(0), `${label} published`).toHaveText(String(await count('where[_status][equals]=published')))
    await expect(cell(1), `${label} drafts`).toHaveText(String(await count('where[_status][equals]=draft')))
    await expect(cell(2), `${label} without Arabic`).toHaveText(new RegExp(`^(✓ )?${missing('ar')}$`))
    await expect(cell(3), `${label} without Kurdish`).toHaveText(new RegExp(`^(✓ )?${missing('ckb')}$`))
  }

  // The number links to exactly the documents that lack the translation.
  await typeRow(page, 'News').cell(2).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\?where/)
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  // The list shows per document which languages are written.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
  await expect(row.getByText('English: written')).toBeAttached()
  await expect(row.getByText('Arabic: title or description missing')).toBeAttached()

  // The Add shortcut opens a new document of the type; the newest edit is listed first.
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Recently edited' }).getByRole('link').first()).toHaveText(title)
  await page.getByRole('link', { name: 'Add: Slide' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sliders\/create$/)

  await request.delete(`/api/news/${newsId}`, { headers })
})
