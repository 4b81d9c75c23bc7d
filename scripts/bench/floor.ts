/**
 * The floor: a minimal Next.js app of the same version as the site, whose pages are
 * prerendered filler markup of several sizes and served by `next start`. Nothing the site
 * does can be cheaper than this, so the site's JavaScript and requests/s are read against
 * it. It lives in a temporary folder and uses this project's node_modules through a link;
 * a build for the same Next.js version and the same pages is reused.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { sliders } from '../seed/content/sliders'
import { drawPicture } from '../seed/pictures'
import { nextBin } from './build'
import { loopbackUrl, waitFor200 } from './http'
import { runToEnd, spawnTracked, type Tracked } from './processes'

/** HTML sizes of the floor's pages, in KB: around the site's pages. */
export const floorSizesKb = [5, 30, 60, 90, 120, 170]

/**
 * Sizes in 5 KB steps over the range of the site's pages: each page of the site is measured
 * in turn with the nearest of these (scripts/bench/paired.ts), never more than 2.5 KB apart.
 */
export const floorLadderKb = Array.from({ length: 13 }, (_, i) => 40 + 5 * i)

/** The floor page that checks the machine's speed before and after the soak: the size of the site's pages. */
export const floorCheckPath = '/html-60'

export type FloorPage = { path: string; targetKb: number }

/**
 * Pages that show what the framework itself costs where the site differs from the filler
 * pages: rendered on the first request instead of at build (as every page of the site is),
 * and holding a character outside Latin-1 (as every page of a site in Arabic and Kurdish
 * does: V8 then keeps the cached HTML as a two-byte string, encoded again per response).
 * Measured after the filler pages, because the first render at runtime turns on Node 20's
 * promise hooks for the rest of the process.
 */
export const floorReferences = [
  { path: '/isr-90/latin', label: 'rendered on its first request, then from the cache (ISR, as the site)' },
  { path: '/isr-90/arabic', label: 'the same with one Arabic word (`<p lang="ar">العربية</p>`)' },
]

/**
 * A page whose largest paint is the home page's first slide, in the size and format the
 * site sends to a phone, preloaded as the site does; no style sheet. Lighthouse on it is the
 * framework's own LCP with one picture.
 */
export const floorPicturePath = '/picture'

const filler =
  'Golden potatoes from the plains of Erbil are sliced thin, fried in sunflower oil and seasoned by hand ' +
  'with sumac, sea salt and a pinch of chili, the way the first bags were made in 1944. Every batch is ' +
  'tasted before it is packed, and every bag carries the date it was made and the line it came from.'

/** Sections of filler to reach about `kb` of HTML: the markup once, and again in the inline RSC payload. */
function sectionsFor(kb: number): number {
  const base = 4_000
  const perSection = 2 * (filler.length + 160)
  return Math.max(0, Math.round((kb * 1024 - base) / perSection))
}

/** The filler sections of a page of about `kb` KB, as JSX inside the page's `<main>`. */
function fillerSections(kb: number): string {
  return `{Array.from({ length: ${sectionsFor(kb)} }, (_, i) => (
        <section key={i} className="card">
          <h2 className="card-title">{'Section ' + (i + 1)}</h2>
          <p className="card-text">{${JSON.stringify(filler)}}</p>
          <a href={'#s' + i}>More</a>
        </section>
      ))}`
}

function pageSource(kb: number): string {
  return `export const dynamic = 'force-static'

export const metadata = { title: 'Floor ${kb} KB' }

export default function Page() {
  return (
    <main className="page">
      <h1>Floor page of about ${kb} KB</h1>
      ${fillerSections(kb)}
    </main>
  )
}
`
}

/** The same filler, rendered on its first request and then cached (ISR); `/arabic` adds one Arabic word. */
function isrPageSource(kb: number): string {
  return `export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export const metadata = { title: 'Floor ${kb} KB, rendered on its first request' }

export default async function Page({ params }) {
  const { variant } = await params
  return (
    <main className="page">
      <h1>Floor page of about ${kb} KB</h1>
      {variant === 'arabic' && <p lang="ar">العربية</p>}
      ${fillerSections(kb)}
    </main>
  )
}
`
}

const picturePageSource = `import { preload } from 'react-dom'

export const dynamic = 'force-static'

const text = ${JSON.stringify(filler)}

export default function Page() {
  preload('/hero.webp', { as: 'image', fetchPriority: 'high' })
  return (
    <main>
      <h1>Floor page with one picture</h1>
      <img src="/hero.webp" width={800} height={600} alt="A bag of chips" fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
      {Array.from({ length: 40 }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>{text}</p>
        </section>
      ))}
    </main>
  )
}
`

/** The home page's first slide as the site sends it to a phone: 800 × 600 WebP, as Payload makes it on upload. */
async function floorPicture(): Promise<Buffer> {
  const drawn = await drawPicture(sliders[0].picture, 'slide')
  return sharp(drawn).resize(800, 600).webp({ quality: 80 }).toBuffer()
}

/** The floor app's files, by path inside its folder. */
function floorFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
    // Turbopack follows the node_modules link only inside its root: the folder above both.
    'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(commonRoot())} } }\n`,
    'app/layout.jsx': `export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  }
  for (const kb of new Set([...floorSizesKb, ...floorLadderKb])) files[`app/html-${kb}/page.jsx`] = pageSource(kb)
  files['app/isr-90/[variant]/page.jsx'] = isrPageSource(90)
  files['app/picture/page.jsx'] = picturePageSource
  return files
}

function commonRoot(): string {
  const a = path.resolve(os.tmpdir()).split(path.sep)
  const b = fs.realpathSync('node_modules').split(path.sep)
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return a.slice(0, i).join(path.sep) || path.sep
}

function nextVersion(): string {
  return (JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }).version
}

/** Writes and builds the floor app unless a build of the same files exists; returns its folder. */
export async function buildFloor(logFile: string): Promise<{ dir: string; buildSeconds: number }> {
  const files = floorFiles()
  const picture = await floorPicture()
  const hash = createHash('sha256').update(nextVersion()).update(JSON.stringify(files)).update(picture).digest('hex').slice(0, 12)
  const dir = path.join(os.tmpdir(), `hawler-bench-floor-${hash}`)
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.log(`Floor: reusing the build in ${dir}.`)
    return { dir, buildSeconds: 0 }
  }
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.mkdirSync(path.join(dir, 'public'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'public', 'hero.webp'), picture)
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  console.log(`Floor: building a minimal Next.js ${nextVersion()} app in ${dir}…`)
  const started = performance.now()
  try {
    await runToEnd('next build (floor)', process.execPath, [nextBin, 'build'], {
      cwd: dir,
      logFile,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { dir, buildSeconds: (performance.now() - started) / 1000 }
}

export type RunningFloor = { url: string; pages: FloorPage[]; ladder: FloorPage[]; process: Tracked }

export async function startFloor(dir: string, port: number, logFile: string): Promise<RunningFloor> {
  const log = fs.openSync(logFile, 'a')
  const tracked = spawnTracked('the floor app', process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  const url = loopbackUrl(port)
  await waitFor200(`${url}/html-${floorSizesKb[0]}`, { timeoutMs: 60_000 })
  const pagesOf = (sizes: number[]) => sizes.map((kb) => ({ path: `/html-${kb}`, targetKb: kb }))
  return { url, pages: pagesOf(floorSizesKb), ladder: pagesOf(floorLadderKb), process: tracked }
}

/**
 * The floor's requests/s at a given HTML size: interpolated between the two floor pages
 * around it, or the nearest one outside their range.
 */
export function floorRpsAt(htmlBytes: number, floor: Array<{ htmlBytes: number; rps: number }>): { rps: number; basis: string } {
  const sorted = [...floor].sort((a, b) => a.htmlBytes - b.htmlBytes)
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
  if (htmlBytes <= sorted[0].htmlBytes) return { rps: sorted[0].rps, basis: `the ${kb(sorted[0].htmlBytes)} page` }
  const last = sorted[sorted.length - 1]
  if (htmlBytes >= last.htmlBytes) return { rps: last.rps, basis: `the ${kb(last.htmlBytes)} page` }
  const upper = sorted.findIndex((page) => page.htmlBytes >= htmlBytes)
  const [a, b] = [sorted[upper - 1], sorted[upper]]
  const share = (htmlBytes - a.htmlBytes) / (b.htmlBytes - a.htmlBytes)
  return { rps: a.rps + share * (b.rps - a.rps), basis: `between ${kb(a.htmlBytes)} and ${kb(b.htmlBytes)}` }
}

/** The floor page whose measured HTML size is nearest to `htmlBytes`. */
export function nearestFloorPage<Page extends { htmlBytes: number }>(htmlBytes: number, pages: Page[]): Page {
  return pages.reduce((best, page) => (Math.abs(page.htmlBytes - htmlBytes) < Math.abs(best.htmlBytes - htmlBytes) ? page : best))
}
