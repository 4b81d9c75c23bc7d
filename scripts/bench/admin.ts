/**
 * The admin as an editor meets it (issue 51, item 12): how long from asking for a screen to
 * being able to use it, and where that time goes. In Debian's Chromium driven by Playwright,
 * on the bench's app, signed in as the bench's administrator:
 *
 * - **sign-in**: the site's sign-in page, the form sent, until the dashboard shows;
 * - **dashboard**, **about-us editor**, **product editor**: the address opened, until the
 *   screen's own signal: the dashboard's heading, an editor's title field ready to type in
 *   on a hydrated page;
 * - **about-us editor, from the menu**: the link in the side menu clicked on the dashboard, as
 *   an editor moves about the admin (Next's client navigation: the screen's data and its own
 *   scripts fetched, the admin's scripts already running);
 * - **save**: a changed title saved as a draft, until Payload says it is saved.
 *
 * Each `cold` (a new browser profile: nothing cached) and `warm` (opened again in the same
 * one), the median of a few runs. Beside each: the server's share (the page's HTML, from
 * Navigation Timing: request sent to last byte), how many requests were made until ready and
 * the scripts' bytes, so "server", "scripts to fetch" and "the browser's own work" can be told apart.
 */
import { type Browser, chromium, type Page } from '@playwright/test'

import { benchAdmin } from './app'

export type AdminScreen = 'sign-in' | 'dashboard' | 'about-us editor' | 'product editor' | 'about-us editor, from the menu' | 'save'

export type AdminSample = {
  /** From asking for the screen to its signal. */
  readyMs: number
  /**
   * The server's rendering, mostly: the HTML document from request sent to its last byte, or
   * for a click, the longest request it made (the screen's data, Next's `?_rsc=`, or the save).
   */
  documentMs: number
  requests: number
  scriptKb: number
}

export type AdminResult = { screen: AdminScreen; cold: AdminSample[]; warm: AdminSample[] }

type Step = {
  screen: AdminScreen
  /** What comes before asking for the screen, not timed: for a click in the menu, the screen it is clicked on. */
  before?: (page: Page) => Promise<void>
  open: (page: Page) => Promise<void>
}

/** An editor ready to type in: its title field enabled, on a hydrated page (the class tests/e2e/helpers/admin.ts waits on). */
const titleReady = async (page: Page) => {
  await page.locator('#field-title:not([disabled])').waitFor({ state: 'visible' })
  await page.locator('.template-default--nav-hydrated').waitFor()
}

/**
 * The server's share and what was fetched since `since` (the page's clock): for a page load,
 * its document and everything; for a click, its longest request and everything it fetched.
 */
async function sampleOf(page: Page, readyMs: number, since: number): Promise<AdminSample> {
  const { documentMs, requests, scriptBytes } = await page.evaluate((start) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime >= start)
    // The screen's data (`?_rsc=`), or a save's call to the server.
    const screenData = resources.filter((entry) => entry.initiatorType === 'fetch')
    const loaded = navigation && navigation.startTime >= start
    return {
      documentMs: loaded
        ? navigation.responseEnd - navigation.requestStart
        : Math.max(0, ...screenData.map((entry) => entry.responseEnd - entry.requestStart)),
      requests: resources.length + (loaded ? 1 : 0),
      scriptBytes: resources.filter((entry) => entry.initiatorType === 'script').reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    }
  }, since)
  return { readyMs, documentMs, requests, scriptKb: scriptBytes / 1024 }
}

async function timed(page: Page, open: () => Promise<void>): Promise<AdminSample> {
  const clock = () => page.evaluate(() => ({ origin: performance.timeOrigin, now: performance.now() }))
  const before = page.url().startsWith('http') ? await clock() : undefined
  const started = performance.now()
  await open()
  const readyMs = performance.now() - started
  // A page load starts the page's clock anew; a click keeps it running.
  const after = await clock()
  return sampleOf(page, readyMs, before?.origin === after.origin ? before.now : 0)
}

async function signedIn(page: Page, appUrl: string): Promise<void> {
  const response = await page.request.post(`${appUrl}/api/users/login`, { data: benchAdmin })
  if (!response.ok()) throw new Error(`Signing in as ${benchAdmin.email} failed (${response.status()})`)
}

async function firstProductId(appUrl: string): Promise<number> {
  const body = (await (await fetch(`${appUrl}/api/products?limit=1&depth=0&sort=createdAt`)).json()) as { docs: { id: number }[] }
  return body.docs[0].id
}

function steps(appUrl: string, productId: number): Step[] {
  return [
    {
      screen: 'dashboard',
      open: async (page) => {
        await page.goto(`${appUrl}/admin`)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
      },
    },
    {
      screen: 'about-us editor',
      open: async (page) => {
        await page.goto(`${appUrl}/admin/globals/about-us`)
        await titleReady(page)
      },
    },
    {
      screen: 'product editor',
      open: async (page) => {
        await page.goto(`${appUrl}/admin/collections/products/${productId}`)
        await titleReady(page)
      },
    },
    {
      screen: 'about-us editor, from the menu',
      before: async (page) => {
        await page.goto(`${appUrl}/admin`)
        await page.locator('.template-default--nav-hydrated').waitFor()
      },
      open: async (page) => {
        await page.locator('nav a[href="/admin/globals/about-us"]').first().click()
        await titleReady(page)
      },
    },
  ]
}

async function measureSignIn(browser: Browser, appUrl: string): Promise<AdminSample> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${appUrl}/login`)
    await page.getByLabel('E-mail').fill(benchAdmin.email)
    await page.getByLabel('Password').fill(benchAdmin.password)
    return await timed(page, async () => {
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL(/\/admin\/?$/)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
    })
  } finally {
    await context.close()
  }
}

/** A changed title saved as a draft, until Payload's "Updated successfully"; the title is put back by the next run's change. */
async function measureSave(page: Page, appUrl: string, productId: number, run: number): Promise<AdminSample> {
  await page.goto(`${appUrl}/admin/collections/products/${productId}`)
  await titleReady(page)
  const title = page.locator('#field-title')
  await title.fill(`${(await title.inputValue()).replace(/ \(bench \d+\)$/, '')} (bench ${run})`)
  return timed(page, async () => {
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await page
      .getByText(/Updated successfully|saved successfully/i)
      .first()
      .waitFor()
  })
}

/** Every admin screen `runs` times, cold and warm. */
export async function measureAdmin(appUrl: string, chromePath: string, runs: number): Promise<AdminResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  try {
    const productId = await firstProductId(appUrl)
    const results: AdminResult[] = [{ screen: 'sign-in', cold: [], warm: [] }]
    for (let run = 0; run < runs; run++) results[0].cold.push(await measureSignIn(browser, appUrl))
    for (const step of steps(appUrl, productId)) {
      const result: AdminResult = { screen: step.screen, cold: [], warm: [] }
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext()
        try {
          const page = await context.newPage()
          await signedIn(page, appUrl)
          await step.before?.(page)
          result.cold.push(await timed(page, () => step.open(page)))
          await step.before?.(page)
          result.warm.push(await timed(page, () => step.open(page)))
        } finally {
          await context.close()
        }
      }
      results.push(result)
    }
    const save: AdminResult = { screen: 'save', cold: [], warm: [] }
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await signedIn(page, appUrl)
      for (let run = 0; run < runs; run++) save.warm.push(await measureSave(page, appUrl, productId, run))
    } finally {
      await context.close()
    }
    results.push(save)
    return results
  } finally {
    await browser.close()
  }
}
