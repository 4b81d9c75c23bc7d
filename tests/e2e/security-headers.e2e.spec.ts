import { expect, type Page, test } from '@playwright/test'

import { firstDoc } from './helpers/api'
import { signInAsNewAdmin } from './helpers/admin'

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...console]
}

test('every response carries the security headers, and public pages keep one policy for all', async ({ request }) => {
  const product = await firstDoc(request, 'products')
  for (const path of ['/', '/ar/products', `/products/${product.slug}`, '/api/products?limit=1', '/login']) {
    const headers = (await request.get(path)).headers()
    const policy = headers['content-security-policy']
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"])
      expect(policy, path).toContain(directive)
    expect(policy, path).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
    expect(policy, path).not.toContain('unsafe-eval')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  }
})

test('an uploaded file opens as an inert document: sandboxed, no scripts', async ({ request }) => {
  const media = await firstDoc<{ url: string }>(request, 'media')
  const response = await request.get(media.url)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toContain('sandbox')
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(response.headers()['content-disposition']).toBe('inline')
})

test('the public pages and a video run under the policy without a violation', async ({ page, request }) => {
  const violations = await watchViolations(page)
  const video = await firstDoc(request, 'videos')
  for (const path of ['/', '/ar/products', '/ckb/recipes', `/videos/${video.slug}`, '/contactUs']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
})

test('the admin works under the policy: dashboard, a list and an edit screen without a violation', async ({ page, request }) => {
  const violations = await watchViolations(page)
  await signInAsNewAdmin(page, request, 'csp')
  for (const path of ['/admin', '/admin/collections/products', '/admin/collections/products/create', '/admin/globals/site-settings']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
  await expect(page.getByRole('button', { name: /save|publish/i }).first()).toBeVisible()
})
