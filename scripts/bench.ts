/**
 * `npm run bench`: measures the pages DESIGN.md §8 budgets, against a running server
 * (`npm start`, or BENCH_URL). For home, product list, product detail and recipe detail
 * in English and Arabic: first-load JavaScript (gzipped), HTML size, server response time,
 * and Lighthouse's mobile scores in Debian's Chromium. Prints a Markdown table.
 */
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = (process.env.BENCH_URL || 'http://127.0.0.1:3000').replace(/\/$/, '')
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== 'false'

async function firstSlug(collection: string): Promise<string> {
  const response = await fetch(`${base}/api/${collection}?limit=1&depth=0&sort=createdAt`)
  const body = (await response.json()) as { docs: Array<{ slug: string }> }
  if (!body.docs[0]) throw new Error(`No ${collection} to measure: seed the database first.`)
  return body.docs[0].slug
}

function gzipKb(bytes: Uint8Array | string): number {
  return Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10
}

async function timed(url: string): Promise<{ ms: number; html: string }> {
  const started = performance.now()
  const response = await fetch(url)
  const html = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return { ms: performance.now() - started, html }
}

async function measure(path: string) {
  const url = `${base}${path}`
  await timed(url) // the first request fills the cache; visitors after it are what we measure
  const runs = []
  for (let i = 0; i < 5; i++) runs.push(await timed(url))
  const ms = runs.map((run) => run.ms).sort((a, b) => a - b)[2]
  const html = runs[0].html
  // Modern browsers skip `nomodule` scripts (Next's polyfills for old browsers): not counted.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/\bnomodule\b/i.test(match[0]))
  const scripts = [...new Set(tags.map((match) => match[1]))]
  let jsKb = 0
  for (const src of scripts) {
    const body = new Uint8Array(await (await fetch(new URL(src, url))).arrayBuffer())
    jsKb += gzipKb(body)
  }
  return { path, medianMs: Math.round(ms), htmlKb: gzipKb(html), jsKb: Math.round(jsKb * 10) / 10, scripts: scripts.length }
}

async function scores(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true } })
  const categories = result?.lhr.categories ?? {}
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  }
}

const product = await firstSlug('products')
const recipe = await firstSlug('recipes')
const pages = ['en', 'ar'].flatMap((locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`
  return [
    ['home', `${prefix}/` === '/' ? '/' : prefix],
    ['product list', `${prefix}/products`],
    ['product detail', `${prefix}/products/${product}`],
    ['recipe detail', `${prefix}/recipes/${recipe}`],
  ].map(([name, path]) => ({ name: `${name} (${locale})`, path }))
})

const chrome = runLighthouse
  ? await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    })
  : undefined

console.log(`Measured ${new Date().toISOString()} against ${base}\n`)
console.log(
  '| page | path | first-load JS (gzip) | HTML (gzip) | server response (median of 5) | Lighthouse mobile: performance / accessibility / best practices / SEO |',
)
console.log('|---|---|---|---|---|---|')
try {
  for (const page of pages) {
    const numbers = await measure(page.path)
    const lh = chrome ? await scores(`${base}${page.path}`, chrome.port) : undefined
    const lhText = lh ? `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}` : 'not run'
    console.log(
      `| ${page.name} | \`${page.path}\` | ${numbers.jsKb} KB in ${numbers.scripts} files | ${numbers.htmlKb} KB | ${numbers.medianMs} ms | ${lhText} |`,
    )
  }
} finally {
  await chrome?.kill()
}
