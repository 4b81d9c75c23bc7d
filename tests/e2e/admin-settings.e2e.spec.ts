import { expect, test } from '@playwright/test'

import { adminToken, createAccount, signIn, signInAsNewAdmin, untilAdminHydrated } from './helpers/admin'

test('an administrator turns another account off: it is signed out at once and cannot sign in', async ({ page, browser, request }) => {
  const account = await createAccount(request, 'turned-off')
  const theirs = await browser.newContext()
  const theirPage = await theirs.newPage()
  await signIn(theirPage, account.email, account.password)

  await signInAsNewAdmin(page, request, 'turns-off')
  await page.goto(`/admin/collections/users/${account.id}`)
  await page.getByLabel('Turned off').check()
  const save = page.getByRole('button', { name: 'Save' })
  // Payload enables Save once it has registered the change.
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()

  await theirPage.goto('/admin/collections/news')
  await expect(theirPage).toHaveURL(/\/login\?redirect=/)
  await theirPage.getByLabel('E-mail').fill(account.email)
  await theirPage.getByLabel('Password').fill(account.password)
  await theirPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(theirPage.getByRole('main').getByRole('alert')).toHaveText(
    'This account has been turned off. Ask another administrator to turn it on again.',
  )
  await theirs.close()
})

test('the category form shows its colours live and warns when the text is hard to read', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'colours')
  await page.goto('/admin/collections/categories/create')
  const preview = page.getByTestId('colour-preview')
  await page.locator('#field-title').fill('Dates')
  await expect(preview).toContainText('Dates')
  await expect(preview).toHaveCSS('background-color', 'rgb(198, 40, 40)')
  await expect(page.getByText(/Easy to read \(meets WCAG AA\)/)).toBeVisible()

  await page.locator('#field-backgroundColor').fill('#F2A900')
  await expect(preview).toHaveCSS('background-color', 'rgb(242, 169, 0)')
  await expect(page.getByText(/is below 4\.5 : 1 \(WCAG AA\)/)).toBeVisible()

  await page.locator('#field-textColor').fill('#2B1D16')
  await expect(preview).toHaveCSS('color', 'rgb(43, 29, 22)')
  await expect(page.getByText(/Easy to read/)).toBeVisible()
})

test('a colour is chosen with the colour picker beside its code, and the picker follows a typed code', async ({ page, request }) => {
  await signInAsNewAdmin(page, request, 'colour-picker')
  await page.goto('/admin/collections/categories/create')
  const background = page.getByLabel('Choose the colour: Background colour')
  await expect(background).toHaveValue('#c62828')
  await background.fill('#1b5e20')
  await expect(page.locator('#field-backgroundColor')).toHaveValue('#1B5E20')
  await expect(page.getByTestId('colour-preview')).toHaveCSS('background-color', 'rgb(27, 94, 32)')

  await page.locator('#field-textColor').fill('#FFF59D')
  await expect(page.getByLabel('Choose the colour: Text colour')).toHaveValue('#fff59d')
})

test('the list of slides shows their pictures, and a slide has no page address to fill in', async ({ page, request }) => {
  const { docs } = (await (await request.get('/api/sliders?sort=_order&depth=1&limit=100')).json()) as {
    docs: Array<{ id: number; slug: string; image: { alt: string } }>
  }
  await signInAsNewAdmin(page, request, 'slide-list')
  await page.goto('/admin/collections/sliders')
  const pictures = page.locator('tbody tr td.cell-image img')
  await expect(pictures).toHaveCount(docs.length)
  await expect(pictures.first()).toHaveAttribute('alt', docs[0].image.alt)
  await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByText('Picture', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/Page address|slug/i)).toHaveCount(0)

  await page.goto(`/admin/collections/sliders/${docs[0].id}`)
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.getByText(/Page address|slug/i)).toHaveCount(0)
  // Kept for the API.
  expect(docs[0].slug).toBeTruthy()
})

test('slides are reordered by dragging them in the list, and the home page follows', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${adminToken()}` }
  const order = async () =>
    (
      (await (await request.get('/api/sliders?sort=position&depth=0&limit=100', { headers })).json()) as { docs: Array<{ title: string }> }
    ).docs.map((slide) => slide.title)
  const before = await order()

  await signInAsNewAdmin(page, request, 'slides')
  await page.goto('/admin/collections/sliders')
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(before.length)
  const handle = (index: number) => rows.nth(index).locator('button, [role="button"]').first()
  // Measure the rows only once nothing moves them: the side menu has settled (it opens or folds
  // after the page is hydrated), the handles answer to the pointer, and the pictures are in.
  await untilAdminHydrated(page)
  await expect.poll(() => handle(0).evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))).toBe(true)
  await expect
    .poll(() => rows.locator('td.cell-image img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true)
  // The side menu may still open once the editor's saved preference arrives, moving the table
  // sideways: measure only once a handle stays where it is.
  const box = async (index: number) => (await handle(index).boundingBox())!
  await expect
    .poll(async () => {
      const first = await box(0)
      await page.waitForTimeout(300)
      const again = await box(0)
      return first.x === again.x && first.y === again.y
    })
    .toBe(true)
  const from = await box(before.length - 1)
  const to = await box(0)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 })
  await page.mouse.move(to.x + to.width / 2, to.y - 4, { steps: 4 })
  await page.mouse.up()

  const moved = before.at(-1)!
  await expect.poll(async () => (await order())[0]).toBe(moved)
  expect(await order()).toEqual([moved, ...before.slice(0, -1)])

  // Each row shows the position the slide has now, without reloading the page.
  const positions = (
    (await (await request.get('/api/sliders?sort=_order&depth=0&limit=100', { headers })).json()) as {
      docs: Array<{ position: number }>
    }
  ).docs.map((slide) => String(slide.position))
  await expect(rows.locator('td.cell-position')).toHaveText(positions)
})
