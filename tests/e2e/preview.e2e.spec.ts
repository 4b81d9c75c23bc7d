import { expect, test } from '@playwright/test'

import { createAccount, signIn } from './helpers/admin'
import { apiAuth } from './helpers/api'

test('an editor previews a draft on the public page before publishing it', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const published = `E2E preview published ${Date.now()}`
  const created = await request.post('/api/news', { headers, data: { title: published, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  const draft = `${published} draft`
  const saved = await request.patch(`/api/news/${doc.id}?draft=true`, { headers, data: { title: draft, _status: 'draft' } })
  expect(saved.status()).toBe(200)

  // Visitors still see the published article.
  await page.goto(`/news/${doc.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)

  const account = await createAccount(request, 'previewer')
  await signIn(page, account.email, account.password)
  await page.goto(`/admin/collections/news/${doc.id}`)
  const opened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Preview' }).click()
  const preview = await opened
  // The same site the editor is on, or neither the session nor the preview would follow.
  await expect(preview).toHaveURL(new URL(`/news/${doc.slug}`, page.url()).href)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft)
  await expect(preview.getByRole('status')).toContainText('Draft preview')

  // The same page in Arabic previews the Arabic draft, falling back to English.
  await preview.goto(`/ar/news/${doc.slug}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')

  await preview.getByRole('link', { name: 'الخروج من المعاينة' }).click()
  await expect(preview).toHaveURL(new URL(`/ar/news/${doc.slug}`, page.url()).href)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(published)
  await expect(preview.getByText('معاينة المسودة')).toHaveCount(0)
})

test('the draft banner shows on a page with unpublished changes only, not on a published one in preview', async ({ page, request }) => {
  const headers = await apiAuth(request)
  const title = `E2E preview of a published article ${Date.now()}`
  const created = await request.post('/api/news', { headers, data: { title, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }

  const account = await createAccount(request, 'previewer-published')
  await signIn(page, account.email, account.password)
  await page.goto(`/admin/collections/news/${doc.id}`)
  const opened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Preview' }).click()
  const preview = await opened
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(preview.getByText('Draft preview')).toHaveCount(0)

  // The same page once it has a draft: now it is one.
  const draft = `${title} draft`
  const saved = await request.patch(`/api/news/${doc.id}?draft=true`, { headers, data: { title: draft, _status: 'draft' } })
  expect(saved.status()).toBe(200)
  await preview.reload()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft)
  await expect(preview.getByRole('status')).toContainText('Draft preview')
})

test('preview needs a signed-in administrator and a page of this site', async ({ request }) => {
  const anonymous = await request.get('/next/preview?path=/news', { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  expect(((await anonymous.json()) as { message: string }).message).toBe('Sign in to the admin to preview drafts.')

  const headers = await apiAuth(request)
  for (const path of ['https://elsewhere.example/', '//elsewhere.example/', '/admin', '']) {
    const response = await request.get(`/next/preview?path=${encodeURIComponent(path)}`, { headers, maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
  }
  const allowed = await request.get('/next/preview?path=/news', { headers, maxRedirects: 0 })
  expect(allowed.status()).toBe(307)
  expect(allowed.headers().location).toMatch(/\/news$/)
})
