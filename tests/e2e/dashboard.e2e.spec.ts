import fs from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { missingLanguages, translatedFieldsOf, untranslatedTexts } from '@/admin/translationCoverage'

import { adminToken, signInAsNewAdmin } from './helpers/admin'
import { photo } from './helpers/adminForms'

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

  // A picture described only in English: its alt text lacks Arabic and Kurdish.
  const alt = `English-only picture ${Date.now()}`
  const uploaded = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'e2e-dashboard.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(photo) },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(uploaded.status()).toBe(201)
  const mediaId = ((await uploaded.json()) as { doc: { id: number } }).doc.id

  await signInAsNewAdmin(page, request, 'dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Dear Admin' })).toBeVisible()

  for (const [slug, label] of types) {
    const count = async (query: string) =>
      ((await (await request.get(`/api/${slug}?limit=0&depth=0&${query}`, { headers })).json()) as { totalDocs: number }).totalDocs
    const { docs } = (await (await request.get(`/api/${slug}?locale=all&draft=true&depth=0&pagination=false`, { headers })).json()) as {
      docs: AllLocales[]
    }
    // A title or description in any language; a product's food information where English has it.
    const missing = (locale: 'ar' | 'ckb') => docs.filter((doc) => missingLanguages(doc, translatedFieldsOf(slug)).includes(locale)).length

    const { cell } = typeRow(page, label)
    await expect(cell(0), `${label} published`).toHaveText(String(await count('where[_status][equals]=published')))
    await expect(cell(1), `${label} drafts`).toHaveText(String(await count('where[_status][equals]=draft')))
    await expect(cell(2), `${label} without Arabic`).toHaveText(new RegExp(`^(✓ )?${missing('ar')}$`))
    await expect(cell(3), `${label} without Kurdish`).toHaveText(new RegExp(`^(✓ )?${missing('ckb')}$`))
  }

  // Alt texts and the texts of the pages and settings that are not content types.
  const otherTexts = page.getByRole('table', { name: /Texts outside the content types/ })
  const { docs: media } = (await (await request.get('/api/media?locale=all&depth=0&pagination=false', { headers })).json()) as {
    docs: AllLocales[]
  }
  const withoutAlt = (locale: 'ar' | 'ckb') =>
    media.filter((doc) => missingLanguages(doc, translatedFieldsOf('media')).includes(locale)).length
  const altRow = otherTexts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Alt texts of pictures and videos' }) })
  await expect(altRow.getByRole('cell').nth(0)).toHaveText(new RegExp(`^(✓ )?${withoutAlt('ar')}$`))
  await expect(altRow.getByRole('cell').nth(1)).toHaveText(new RegExp(`^(✓ )?${withoutAlt('ckb')}$`))
  expect(withoutAlt('ar')).toBeGreaterThan(0)
  for (const [slug, label] of [
    ['about-us', 'About us'],
    ['contact-us', 'Contact us'],
    ['site-settings', 'Site settings'],
  ]) {
    const texts = await (await request.get(`/api/globals/${slug}?locale=all&depth=0&draft=true`, { headers })).json()
    const row = otherTexts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    await expect(row.getByRole('cell').nth(0), `${label} without Arabic`).toHaveText(new RegExp(`^(✓ )?${untranslatedTexts(texts, 'ar')}$`))
    await expect(row.getByRole('cell').nth(1), `${label} without Kurdish`).toHaveText(
      new RegExp(`^(✓ )?${untranslatedTexts(texts, 'ckb')}$`),
    )
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
  const recent = page.getByRole('region', { name: 'Recently edited' }).getByRole('listitem').first()
  await expect(recent.getByRole('link')).toHaveText(title)
  // Saved through the API by the shared administrator: the dashboard says who.
  const { user } = (await (await request.get('/api/users/me', { headers })).json()) as { user: { name?: string; email: string } }
  await expect(recent).toContainText(`by ${user.name || user.email}`)
  await page.getByRole('link', { name: 'Add: Slide' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/sliders\/create$/)

  // The media library shows per picture in which languages its alt text is written.
  // Followed by address: a click straight after the load can land while the dashboard hydrates and be
  // lost (CI, stop 29), which says nothing about the link itself.
  await page.goto('/admin')
  const altLink = altRow.getByRole('cell').nth(0).getByRole('link')
  await expect(altLink).toHaveAttribute('href', /\/admin\/collections\/media\?where/)
  await page.goto((await altLink.getAttribute('href')) ?? '')
  await expect(page.getByRole('columnheader', { name: 'Languages' })).toBeVisible()
  const pictureRow = page.getByRole('row').filter({ hasText: alt })
  await expect(pictureRow.getByText('English: written')).toBeAttached()
  await expect(pictureRow.getByText('Arabic: alt text missing')).toBeAttached()

  await request.delete(`/api/media/${mediaId}`, { headers })
  await request.delete(`/api/news/${newsId}`, { headers })
})
