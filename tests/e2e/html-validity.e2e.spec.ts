import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { firstDoc } from './helpers/api'

/**
 * Every page template in every language is valid HTML by the W3C's Nu Html Checker (the
 * jar from npm, run with the machine's Java), as the server sends it.
 */

/** The checker's jar, from the npm package `vnu-jar`. */
const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

type NuMessage = { type: string; subType?: string; message: string; url: string; extract?: string }

const prefixes = ['', '/ar', '/ckb']
const listPaths = ['/products', '/recipes', '/news', '/videos', '/healthCare', '/jobs']
const detailCollections = {
  products: '/products',
  recipes: '/recipes',
  news: '/news',
  videos: '/videos',
  'health-care': '/healthCare',
  jobs: '/jobs',
}
const otherPaths = [
  '/',
  '/products?q=chips',
  '/products?page=2',
  '/aboutUs',
  '/contactUs',
  '/privacy',
  '/quality',
  '/whereToBuy',
  '/products/sumac-and-onion-potato-chips/sheet',
  '/login',
  '/ResetPassword',
  '/ResetPassword/not-a-token',
  '/no-such-page',
]

/** Every page template in every language: the lists, one item of each, and the other pages. */
async function everyTemplate(request: APIRequestContext): Promise<string[]> {
  const details = await Promise.all(
    Object.entries(detailCollections).map(async ([collection, list]) => `${list}/${(await firstDoc(request, collection)).slug}`),
  )
  return prefixes.flatMap((prefix) =>
    [...otherPaths, ...listPaths, ...details].map((page) => (prefix && page === '/' ? prefix : `${prefix}${page}`)),
  )
}

type Served = { page: string; status: number; body: Buffer }
let served: Promise<Served[]> | undefined

/**
 * Every template as the server sends it, asked for once for both tests of this file (they
 * run in order, in one worker): over a hundred pages, most of the file's time.
 */
function everyTemplateServed(request: APIRequestContext): Promise<Served[]> {
  served ??= (async () => {
    const pages: Served[] = []
    for (const page of await everyTemplate(request)) {
      const response = await request.get(page, { maxRedirects: 0 })
      pages.push({ page, status: response.status(), body: await response.body() })
    }
    return pages
  })()
  return served
}

/** An element's `lang` left undefined, which the page's data (the RSC payload) spells out by name. */
const LANG_UNDEFINED = /\\"lang\\":\\"\$undefined\\"/

test('every page template in English, Arabic and Kurdish is valid HTML (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(180_000)
  const pages = await everyTemplateServed(request)

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'))
  try {
    const files = new Map<string, string>()
    for (const [index, { page, status, body }] of pages.entries()) {
      expect([200, 404], page).toContain(status)
      const file = path.join(folder, `page-${index}.html`)
      fs.writeFileSync(file, body)
      files.set(`file:${file}`, page)
    }
    // One run for every page: the checker's start costs more than checking a page.
    const { stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      // The checker exits with 1 when it found errors; its report is still on stderr.
      if (error.stderr?.startsWith('{')) return { stderr: error.stderr }
      throw new Error(`The Nu Html Checker did not run (is Java installed?): ${error.message}`)
    })
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] }
    const errors = messages.map(({ url, message, extract }) => `${files.get(url) ?? url}: ${message} (${extract ?? ''})`)
    expect(errors, `${pages.length} pages checked`).toEqual([])
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})

test('no page’s data carries a language left undefined, in any of the three languages', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = await everyTemplateServed(request)
  const carrying: string[] = []
  for (const { page, body } of pages) {
    const html = body.toString('utf8')
    // The data is there to be checked: a page of the site holds its RSC payload inline.
    expect(html, page).toContain('self.__next_f.push(')
    if (LANG_UNDEFINED.test(html)) carrying.push(page)
  }
  expect(carrying, `${pages.length} pages read`).toEqual([])
})
