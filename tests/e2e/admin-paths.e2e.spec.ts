import { expect, test } from '@playwright/test'

import { legacyAdminPathExamples } from '../../src/lib/routing'
import { adminToken, signInAsNewAdmin } from './helpers/admin'

test('every admin path of the specification answers', async ({ page, request }) => {
  test.setTimeout(180_000)
  await signInAsNewAdmin(page, request, 'paths')
  for (const [legacy, target] of legacyAdminPathExamples) {
    const response = await page.goto(legacy, { waitUntil: 'commit' })
    expect(response?.status(), legacy).toBe(200)
    expect(new URL(page.url()).pathname, legacy).toBe(target)
  }

  // Edit paths, with the id of a real document of each type.
  const headers = { Authorization: `JWT ${adminToken()}` }
  const types = { products: 'products', news: 'news', healthcare: 'health-care', recipes: 'recipes', category: 'categories' } as const
  for (const [type, slug] of Object.entries(types)) {
    const { docs } = (await (await request.get(`/api/${slug}?limit=1&depth=0`, { headers })).json()) as { docs: Array<{ id: number }> }
    await page.goto(`/admin/${type}/edit/${docs[0].id}`, { waitUntil: 'commit' })
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${slug}/${docs[0].id}$`))
  }

  await page.goto('/admin/ChangePassword')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password')
})
