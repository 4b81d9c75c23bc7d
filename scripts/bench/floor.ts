/**
 * The floor: a minimal Next.js app of the same version as the site, run by the same Node
 * binary as the bench (and so as the site), whose pages are prerendered filler markup of
 * several sizes and scripts, served by `next start`. Nothing the site does can be cheaper
 * than this, so the site's JavaScript and requests/s are read against it. It lives in a
 * temporary folder and uses this project's node_modules through a link; a build for the same
 * Next.js version, the same Node and the same pages is reused.
 *
 * Its pages:
 * - the sweep, `/html-5` to `/html-170`: Latin filler only (ASCII), measured in one block for
 *   the rate's slope by size and the machine's speed;
 * - two ladders every 5 KB over the range of the site's pages, one for each script the site
 *   is written in (V8 keeps a string with any character outside Latin-1 as a two-byte string,
 *   which Next sends more slowly): `/en/html-40`… is Latin filler under the site's language
 *   menu, whose العربية and کوردی make it a two-byte string as every English page of the
 *   site is; `/ar/html-40`… is Arabic throughout (2 bytes a letter in UTF-8), as the Arabic
 *   and Kurdish pages are. Each page of the site is measured in turn with the page of its own
 *   script's ladder nearest in size (floorTwin);
 * - reference pages: rendered at runtime (floorReferences), and one picture (floorPicturePath).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { type Locale, localeInfo, locales } from '../../src/i18n/locales'
import { sliders } from '../seed/content/sliders'
import { drawPicture } from '../seed/pictures/drawings'
import { nextBin } from './build'
import { loopbackUrl, waitFor200 } from './http'
import { expectBenchNode, runToEnd, spawnTracked, type Tracked } from './processes'

/** HTML sizes of the sweep's pages, in KB: around the site's pages and beyond. */
export const floorSizesKb = [5, 30, 60, 90, 120, 170]

/**
 * Sizes of each ladder's pages, in KB, 5 KB apart over the range of the site's pages: as the
 * pages come within a few bytes of their sizes (sectionsFor), a page of the site is never
 * more than 2.5 KB from the nearest page of its script's ladder (the bench says so when one is).
 */
export const floorLadderKb = Array.from({ length: 13 }, (_, i) => 40 + 5 * i)

/** The scripts the site's pages are written in, each with a ladder of floor pages. */
export type FloorScript = 'english' | 'arabic'

/** The ladder each language's pages are paired with: Arabic and Central Kurdish are both written in Arabic script. */
export const floorScriptOf: Record<Locale, FloorScript> = { en: 'english', ar: 'arabic', ckb: 'arabic' }

const ladderPrefix: Record<FloorScript, string> = { english: '/en', arabic: '/ar' }

/** The address of a ladder's page: the script and the size show in it (`/en/html-55`, `/ar/html-55`). */
export const floorLadderPath = (script: FloorScript, kb: number) => `${ladderPrefix[script]}/html-${kb}`

/**
 * The floor page that checks the machine's speed before and after the soak: a page of the
 * sweep (Latin only, prerendered) of about the size of the site's pages; the same page before
 * and after is all the check needs.
 */
export const floorCheckPath = '/html-60'

export type FloorPage = { path: string; targetKb: number }

/**
 * Pages that show what the framework itself costs where the site differs from the sweep's
 * pages: rendered on the first request instead of at build (as every page of the site is),
 * without and with one Arabic word (`/arabic`: a two-byte string, as every page of the site
 * is; the ladders measure the same by script, prerendered). Measured after the sweep's pages,
 * because on Node 20 the first render at runtime turned on promise hooks for the rest of the
 * process (Node 24's AsyncLocalStorage no longer uses them).
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

const latinText =
  'Golden potatoes from the plains of Erbil are sliced thin, fried in sunflower oil and seasoned by hand ' +
  'with sumac, sea salt and a pinch of chili, the way the first bags were made in 1944. Every batch is ' +
  'tasted before it is packed, and every bag carries the date it was made and the line it came from.'

const arabicText =
  'بطاطس ذهبية من سهول أربيل تقطع شرائح رقيقة، وتقلى بزيت دوار الشمس، وتتبل باليد بالسماق وملح البحر ' +
  'ورشة من الفلفل الحار، كما صنعت أولى الأكياس عام 1944. نتذوق كل دفعة قبل تعبئتها، ويحمل كل كيس ' +
  'تاريخ صنعه وخط الإنتاج الذي خرج منه.'

/** What a filler page is written in, and how many bytes it has around its sections. */
type Filler = {
  lang: string
  dir: 'ltr' | 'rtl'
  title: (kb: number) => string
  heading: (kb: number) => string
  /** Each section's heading is this and its number. */
  section: string
  text: string
  more: string
  /** The site's language menu above the heading. */
  menu: boolean
  /**
   * Bytes of the page's HTML besides its sections (Next's head, scripts and payload, the
   * title, the heading, the menu), measured on the floor built with Next.js 16.4.6 and
   * React 19.2.9, whose ladders' pages then came within 6 bytes of their sizes.
   */
  pageBytes: number
}

const latinFiller: Omit<Filler, 'menu' | 'pageBytes'> = {
  lang: 'en',
  dir: 'ltr',
  title: (kb) => `Floor ${kb} KB`,
  heading: (kb) => `Floor page of about ${kb} KB`,
  section: 'Section ',
  text: latinText,
  more: 'More',
}

const fillers: Record<'sweep' | FloorScript, Filler> = {
  sweep: { ...latinFiller, menu: false, pageBytes: 5_022 },
  english: { ...latinFiller, menu: true, pageBytes: 5_988 },
  arabic: {
    lang: 'ar',
    dir: 'rtl',
    title: (kb) => `صفحة الأساس، ${kb} كيلوبايت`,
    heading: (kb) => `صفحة أساس بحجم ${kb} كيلوبايت تقريبا`,
    section: 'القسم ',
    text: arabicText,
    more: 'المزيد',
    menu: true,
    pageBytes: 6_172,
  },
}

/**
 * The bytes one section adds to a page's HTML: its markup, and the same element again in the
 * inline RSC payload, JSON inside a JavaScript string (every quote escaped once more), where
 * React outlines each section past the first few into a row of its own: its reference
 * (`\"$L2d\",`) and its row's id (`\n2d:`) add 13 bytes.
 */
function sectionBytes(filler: Filler, index: number, paragraph: string): number {
  const heading = `${filler.section}${index + 1}`
  const markup =
    `<section class="card"><h2 class="card-title">${heading}</h2><p class="card-text">${paragraph}</p>` +
    `<a href="#s${index}">${filler.more}</a></section>`
  const row = JSON.stringify([
    '$',
    'section',
    String(index),
    {
      className: 'card',
      children: [
        ['$', 'h2', null, { className: 'card-title', children: heading }],
        ['$', 'p', null, { className: 'card-text', children: paragraph }],
        ['$', 'a', null, { href: `#s${index}`, children: filler.more }],
      ],
    },
  ])
  const payload = Buffer.byteLength(JSON.stringify(`${row},`)) - 2
  return Buffer.byteLength(markup) + payload + 13
}

/**
 * Whole sections, and a last one whose paragraph takes the rest, that bring a page to `kb` KB
 * of HTML (1,024 bytes a KB, as the site's pages are weighed: scripts/bench/html.ts).
 */
function sectionsFor(kb: number, script: 'sweep' | FloorScript): { count: number; last: string | null } {
  const filler = fillers[script]
  let left = kb * 1024 - filler.pageBytes
  let count = 0
  // Whole sections while the rest would still hold a section with an empty paragraph.
  while (left - sectionBytes(filler, count, filler.text) >= sectionBytes(filler, count + 1, ''))
    left -= sectionBytes(filler, count++, filler.text)
  // The last paragraph: up to two of the filler's, so that it can take whatever is left.
  const longest = `${filler.text} ${filler.text}`
  if (sectionBytes(filler, count, '') > left) return { count, last: null }
  let cut = longest.length
  while (sectionBytes(filler, count, longest.slice(0, cut)) > left) cut--
  return { count, last: longest.slice(0, cut) }
}

/** The site's language menu as plain links, each language in its own name (src/i18n/locales.ts). */
const languageMenu = `<nav aria-label="Language">
        ${locales.map((locale) => `<a href="/${locale}" lang="${locale}">{${JSON.stringify(localeInfo[locale].label)}}</a>`).join('\n        ')}
      </nav>`

/** The JSX of a filler page's `<main>`; `extra` goes after the heading. */
function fillerMain(kb: number, script: 'sweep' | FloorScript, extra = ''): string {
  const filler = fillers[script]
  const { count, last } = sectionsFor(kb, script)
  const direction = filler.lang === 'en' ? '' : ` lang="${filler.lang}" dir="${filler.dir}"`
  return `const text = ${JSON.stringify(filler.text)}
const last = ${JSON.stringify(last)}

function section(index, paragraph) {
  return (
    <section key={index} className="card">
      <h2 className="card-title">{${JSON.stringify(filler.section)} + (index + 1)}</h2>
      <p className="card-text">{paragraph}</p>
      <a href={'#s' + index}>{${JSON.stringify(filler.more)}}</a>
    </section>
  )
}

function Main({ variant }) {
  return (
    <main className="page"${direction}>
      ${filler.menu ? languageMenu : ''}
      <h1>{${JSON.stringify(filler.heading(kb))}}</h1>
      ${extra}
      {Array.from({ length: ${count} }, (_, i) => section(i, text))}
      {last === null ? null : section(${count}, last)}
    </main>
  )
}
`
}

function pageSource(kb: number, script: 'sweep' | FloorScript): string {
  return `${fillerMain(kb, script)}
export const dynamic = 'force-static'

export const metadata = { title: ${JSON.stringify(fillers[script].title(kb))} }

export default function Page() {
  return <Main />
}
`
}

/** The sweep's filler, rendered on its first request and then cached (ISR); `/arabic` adds one Arabic word. */
function isrPageSource(kb: number): string {
  return `${fillerMain(kb, 'sweep', `{variant === 'arabic' && <p lang="ar">العربية</p>}`)}
export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export const metadata = { title: 'Floor ${kb} KB, rendered on its first request' }

export default async function Page({ params }) {
  const { variant } = await params
  return <Main variant={variant} />
}
`
}

const picturePageSource = `import { preload } from 'react-dom'

export const dynamic = 'force-static'

const text = ${JSON.stringify(latinText)}

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
  for (const kb of floorSizesKb) files[`app/html-${kb}/page.jsx`] = pageSource(kb, 'sweep')
  for (const script of ['english', 'arabic'] as const) {
    for (const kb of floorLadderKb) files[`app${floorLadderPath(script, kb)}/page.jsx`] = pageSource(kb, script)
  }
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

/**
 * Writes and builds the floor app unless a build of the same files, by the same Next.js and
 * the same Node, exists; returns its folder.
 */
export async function buildFloor(logFile: string): Promise<{ dir: string; buildSeconds: number }> {
  const files = floorFiles()
  const picture = await floorPicture()
  const hash = createHash('sha256')
    .update(nextVersion())
    .update(process.version)
    .update(JSON.stringify(files))
    .update(picture)
    .digest('hex')
    .slice(0, 12)
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

export type RunningFloor = {
  url: string
  /** The sweep. */
  pages: FloorPage[]
  ladders: Record<FloorScript, FloorPage[]>
  process: Tracked
}

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
  expectBenchNode('the floor app', tracked.pid)
  const ladder = (script: FloorScript) => floorLadderKb.map((kb) => ({ path: floorLadderPath(script, kb), targetKb: kb }))
  return {
    url,
    pages: floorSizesKb.map((kb) => ({ path: `/html-${kb}`, targetKb: kb })),
    ladders: { english: ladder('english'), arabic: ladder('arabic') },
    process: tracked,
  }
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

/**
 * The floor page a page of the site is measured with: of the ladder of the page's own script,
 * the one whose measured HTML size is nearest to the page's.
 */
export function floorTwin<Page extends { htmlBytes: number }>(
  page: { locale: Locale; htmlBytes: number },
  ladders: Record<FloorScript, Page[]>,
): Page {
  return nearestFloorPage(page.htmlBytes, ladders[floorScriptOf[page.locale]])
}
