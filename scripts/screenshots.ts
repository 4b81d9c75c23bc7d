/**
 * `npm run screenshots -- <site address>`: the first screen of the home page, the product
 * list, a product and a recipe in English, Arabic and Kurdish on a 390 x 844 phone, written
 * to docs/screenshots/ (the README shows them). Run it against `npm start` on the demo content.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumPath } from '../tests/e2e/helpers/chromium'

const site = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const folder = path.resolve('docs/screenshots')

const pages = [
  ['home', '/'],
  ['products', '/products'],
  ['product', '/products/classic-salted-potato-chips'],
  ['recipe', '/recipes/sumac-chip-crusted-chicken'],
] as const
const languages = [
  ['en', ''],
  ['ar', '/ar'],
  ['ckb', '/ckb'],
] as const

async function main() {
  fs.mkdirSync(folder, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    for (const [name, pathname] of pages) {
      for (const [locale, prefix] of languages) {
        const address = `${site}${prefix}${pathname === '/' && prefix ? '' : pathname}`
        const response = await page.goto(address, { waitUntil: 'load' })
        if (response?.status() !== 200) throw new Error(`${address} answered ${response?.status()}`)
        // The first screen's pictures may still be decoding; lazy ones below it never load here.
        await page.evaluate(() =>
          Promise.all(
            [...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined)),
          ),
        )
        const file = path.join(folder, `${name}-${locale}.png`)
        await page.screenshot({ path: file })
        console.log(`${address} → ${path.relative(process.cwd(), file)}`)
      }
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
