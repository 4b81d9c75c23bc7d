/**
 * The results as Markdown tables, every figure next to its target and each row marked
 * pass or miss; printed, and written into the "Results" section of docs/performance.md.
 */
import fs from 'node:fs'

import type { StartTime } from './app'
import type { PageWeight } from './html'
import { floorCheckPath, floorPicturePath, floorRpsAt } from './floor'
import { median } from './http'
import type { LighthouseResult } from './lighthouse'
import type { LoadResult } from './load'
import { issueFloor, machineSpeed } from './machineSpeed'
import type { BenchOptions } from './options'
import type { BenchPage } from './pages'
import type { AdminResult, AdminSample } from './admin'
import type { SaveLiveResult } from './saveLive'
import type { SearchResult, Timing } from './search'
import type { SoakResult } from './soak'
import { targets } from './targets'

export type PageResult = {
  page: BenchPage
  weight: PageWeight
  /** The run of median requests/s, and every run's, alternated with the floor's (paired.ts). */
  direct: LoadResult
  directRuns: number[]
  /** The floor page measured in turn with this one: of the page's own script, the nearest in size (floorTwin). */
  floorPage: { path: string; htmlBytes: number }
  /** Its requests/s brought to this page's exact size: its median run times `floorSizeFactor`, the sweep's slope. */
  floorRps: number
  floorSizeFactor: number
  /** Its requests/s in every run. */
  floorRuns: number[]
  /** nginx with deploy/nginx.conf, alternated with nginx sending the same bytes from a file. */
  edge: LoadResult
  edgeRuns: number[]
  staticFile: LoadResult
  staticRuns: number[]
  /** The same file sent with the headers of the site's pages (bench.ts), in the same turns. */
  withPageHeaders: LoadResult
  withPageHeadersRuns: number[]
  /**
   * nginx's own CPU time a request, µs (medians of the runs): the edge, the bare file, the file
   * with the page's headers. The load generator, not nginx, is the busier side (processCpu.ts).
   */
  nginxCpuUs: { edge?: number; staticFile?: number; withPageHeaders?: number }
  lighthouse?: LighthouseResult
  /** The floor's page with one picture, in runs alternated with the page's: its reference. */
  floorLighthouse?: LighthouseResult
  /** Why Lighthouse could not measure the page, when it could not. */
  lighthouseError?: string
}

export type FloorResult = { path: string; label?: string; htmlBytes: number; load: LoadResult }

export type BenchResults = {
  date: Date
  /** The Node version the site, the floor and their builds ran on: the bench's own (processes.ts). */
  node: string
  versions: Record<string, string>
  machine: string
  /** 1-minute load average at the start and at the end of the run. */
  load: [number, number]
  command: string
  options: BenchOptions
  floorJsGzipBytes: number
  floor: FloorResult[]
  /** The floor's reference pages (rendered at runtime, with a character outside Latin-1). */
  floorReferences: FloorResult[]
  pages: PageResult[]
  /** Each restart of `npm start` on the existing build and database. */
  startTimes: StartTime[]
  products: number
  generationSeconds: number
  search: SearchResult
  saveLive: SaveLiveResult
  /** The admin's screens (admin.ts); absent in reports of runs before it was measured. */
  admin?: AdminResult[]
  soak?: SoakResult
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–')
/** Each save's time, in the order they were made: `5 saves: 93, 88, 101…`. */
const samplesText = (values: number[]) => `${values.length} saves: ${values.map(ms).join(', ')}`
/** p50 / p99 of a load run; none when no response came back within the run. */
const latencies = (result: LoadResult) => (result.requests > 0 && result.rps > 0 ? `${ms(result.p50Ms)} / ${ms(result.p99Ms)}` : '–')
const micros = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1))
const rps = (value: number) => Math.round(value).toLocaleString('en')
const verdict = (misses: string[]) => (misses.length === 0 ? 'pass' : `**miss**: ${misses.join(', ')}`)
const passOrMiss = (ok: boolean) => (ok ? 'pass' : '**miss**')

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  )
}

function weightTable({ pages, floorJsGzipBytes }: BenchResults): string {
  const jsBudget = floorJsGzipBytes + targets.jsOverFloorKb * 1024
  return table(
    ['page', 'path', 'HTML KB', 'of it RSC payload KB', 'HTML target', `first-load JS KB gz`, 'JS target (floor + 25)', 'result'],
    pages.map(({ page, weight }) => {
      const htmlBudget = targets.htmlKb[page.kind]
      const misses = [
        ...(htmlBudget !== undefined && weight.htmlBytes > htmlBudget * 1024 ? ['HTML'] : []),
        ...(weight.jsGzipBytes > jsBudget ? ['JS'] : []),
      ]
      return [
        page.name,
        `\`${page.path}\``,
        kb(weight.htmlBytes),
        kb(weight.rscBytes),
        htmlBudget === undefined ? '–' : `≤ ${htmlBudget}`,
        `${kb(weight.jsGzipBytes)} (${weight.scripts.length} files)`,
        `≤ ${kb(jsBudget)} (floor ${kb(floorJsGzipBytes)})`,
        verdict(misses),
      ]
    }),
  )
}

/** The median, then every alternated run: `2,010 (1,990 · 2,010 · 2,050)`. */
const runsText = (value: number, runs: number[]) => `${rps(value)} (${runs.map(rps).join(' · ')})`

function throughputTable({ pages }: BenchResults): string {
  return [
    'Each page is measured in turn with its reference (scripts/bench/paired.ts): the site (`npm start`) with the floor page of the same script ' +
      'and the nearest size (on a floor process that has served prerendered pages only; English pages with the `/en/` ladder, ' +
      'Latin filler under the language menu, whose العربية and کوردی make it a two-byte string as our English pages are; ' +
      'Arabic and Kurdish pages with the `/ar/` ladder, Arabic throughout), ' +
      'nginx with nginx sending the same bytes from a file, bare and with the headers our pages carry (security, cache, Vary: about 1 KB), ' +
      "with nginx's own CPU time a request (its workers', from /proc: the single-threaded load generator, not nginx, is the busier side, so requests/s through nginx measure mostly the client); " +
      'three runs each, alternated, the median kept (every run in brackets). ' +
      "The floor's rate is brought to the page's exact size by the slope of the floor's sweep (below).",
    '',
    table(
      [
        'page',
        'HTML KB',
        'npm start req/s',
        'p50 / p99 ms',
        'floor page (same script)',
        'floor req/s at this size',
        `ratio (≥ ${targets.rpsVsFloor})`,
        'nginx req/s',
        'p50 / p99 ms',
        'nginx static file req/s',
        `ratio (≥ ${targets.rpsVsStatic})`,
        "static file with the page's headers req/s",
        'ratio to it',
        "nginx's CPU µs a request: edge / file / file with headers",
        'result',
      ],
      pages.map(
        ({
          page,
          weight,
          direct,
          directRuns,
          floorPage,
          floorRps,
          floorSizeFactor,
          floorRuns,
          edge,
          edgeRuns,
          staticFile,
          staticRuns,
          withPageHeaders,
          withPageHeadersRuns,
          nginxCpuUs,
        }) => {
          const floorRatio = direct.rps / floorRps
          const staticRatio = edge.rps / staticFile.rps
          const errors = direct.errors + edge.errors + staticFile.errors + withPageHeaders.errors
          const misses = [
            ...(floorRatio < targets.rpsVsFloor ? ['npm start'] : []),
            ...(staticRatio < targets.rpsVsStatic ? ['nginx'] : []),
            ...(errors > 0 ? [`${errors} errors`] : []),
          ]
          return [
            page.name,
            kb(weight.htmlBytes),
            runsText(direct.rps, directRuns),
            latencies(direct),
            `\`${floorPage.path}\` (${kb(floorPage.htmlBytes)} KB)`,
            `${rps(floorRps)} (runs ${floorRuns.map(rps).join(' · ')}; × ${floorSizeFactor.toFixed(3)} for the size)`,
            floorRatio.toFixed(2),
            runsText(edge.rps, edgeRuns),
            latencies(edge),
            runsText(staticFile.rps, staticRuns),
            staticRatio.toFixed(2),
            runsText(withPageHeaders.rps, withPageHeadersRuns),
            (edge.rps / withPageHeaders.rps).toFixed(2),
            [nginxCpuUs.edge, nginxCpuUs.staticFile, nginxCpuUs.withPageHeaders].map(micros).join(' / '),
            verdict(misses),
          ]
        },
      ),
    ),
  ].join('\n')
}

/** The floor's page with one picture, as a row of the Lighthouse table: the range of its medians beside the pages. */
function floorLighthouseRow({ pages }: BenchResults): string[] {
  const name = `floor with one picture (\`${floorPicturePath}\`), beside each page`
  const floors = pages.flatMap(({ floorLighthouse }) => (floorLighthouse ? [floorLighthouse] : []))
  if (floors.length === 0) return [name, '–', '–', '–', '–', '–', '–', 'reference: not run', '–']
  const range = (measure: (floor: LighthouseResult) => number, format: (value: number) => string = ms) => {
    const values = floors.map(measure)
    const [low, high] = [Math.min(...values), Math.max(...values)]
    return low === high ? format(low) : `${format(low)}–${format(high)}`
  }
  return [
    name,
    range((floor) => floor.score, String),
    range((floor) => floor.lcpMs),
    range((floor) => floor.appliedLcpMs),
    range((floor) => floor.directLcpMs),
    range((floor) => floor.tbtMs),
    range(
      (floor) => floor.cls,
      (cls) => cls.toFixed(3),
    ),
    'reference',
    lcpElementText(floors[0]),
  ]
}

/** The LCP element and its phases, and how many runs Chromium held the first paint of (lighthouse.ts). */
function lcpElementText({ lcpElement, lcpPhases, paintHeldRuns }: LighthouseResult): string {
  const element = lcpElement.length > 40 ? `${lcpElement.slice(0, 39)}…` : lcpElement
  const held = paintHeldRuns > 0 ? `; first paint held in ${paintHeldRuns} run${paintHeldRuns === 1 ? '' : 's'}` : ''
  return `${element.replaceAll('|', '/')}: ${lcpPhases.map(ms).join(' / ')}${held}`
}

/** A page's figure next to the floor's measured beside it, as "2100 (floor 1650: +450)". */
const besideFloor = (value: number, floor: number | undefined) =>
  floor === undefined || Number.isNaN(floor)
    ? ms(value)
    : `${ms(value)} (floor ${ms(floor)}: ${value >= floor ? '+' : '−'}${ms(Math.abs(value - floor))})`

function lighthouseTable(results: BenchResults): string {
  const { pages, options } = results
  if (options.lighthouseRuns.simulated === 0) return '_Lighthouse was not run (BENCH_LIGHTHOUSE=false)._'
  return table(
    [
      'page',
      `score (≥ ${targets.lighthouseScore}), beside the floor`,
      `LCP ms, simulated, HTTPS edge, beside the floor (≤ +${targets.lcpOverFloorMs})`,
      'LCP ms, applied throttling, HTTPS edge, beside the floor',
      "LCP ms, simulated at the app's port (HTTP/1.1, no nginx), beside the floor",
      `TBT ms (≤ ${targets.tbtMs}), beside the floor`,
      `CLS (≤ ${targets.cls})`,
      'result',
      'LCP element: TTFB, load delay, load, render delay (ms)',
    ],
    pages
      .map(({ page, lighthouse, floorLighthouse, lighthouseError }) => {
        if (!lighthouse)
          return [
            page.name,
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            lighthouseError ? `**miss**: failed (${lighthouseError.replaceAll('|', '/')})` : 'not run',
            '–',
          ]
        const lcpLimit = floorLighthouse ? floorLighthouse.lcpMs + targets.lcpOverFloorMs : undefined
        const misses = [
          ...(lighthouse.score < targets.lighthouseScore ? ['score'] : []),
          // Without the floor's figure there is nothing to hold the page's LCP against.
          ...(lcpLimit === undefined ? ['LCP (no floor)'] : lighthouse.lcpMs > lcpLimit ? ['LCP'] : []),
          ...(lighthouse.tbtMs > targets.tbtMs ? ['TBT'] : []),
          ...(lighthouse.cls > targets.cls ? ['CLS'] : []),
        ]
        return [
          page.name,
          besideFloor(lighthouse.score, floorLighthouse?.score),
          besideFloor(lighthouse.lcpMs, floorLighthouse?.lcpMs),
          besideFloor(lighthouse.appliedLcpMs, floorLighthouse?.appliedLcpMs),
          besideFloor(lighthouse.directLcpMs, floorLighthouse?.directLcpMs),
          besideFloor(lighthouse.tbtMs, floorLighthouse?.tbtMs),
          lighthouse.cls.toFixed(3),
          verdict(misses),
          lcpElementText(lighthouse),
        ]
      })
      .concat([floorLighthouseRow(results)]),
  )
}

/** Every Lighthouse run, the page's and the floor's beside it: how far apart runs of the same page fall. */
function lighthouseRunsTable({ pages }: BenchResults): string {
  const runs = (values: number[] | undefined) => (values ? values.map(ms).join(' · ') : '–')
  return table(
    [
      'page',
      'LCP ms, simulated: page',
      'floor',
      'LCP ms, applied throttling: page',
      'floor',
      "LCP ms, simulated at the app's port: page",
      'floor',
    ],
    pages.map(({ page, lighthouse, floorLighthouse }) => [
      page.name,
      runs(lighthouse?.lcpRuns),
      runs(floorLighthouse?.lcpRuns),
      runs(lighthouse?.appliedLcpRuns),
      runs(floorLighthouse?.appliedLcpRuns),
      runs(lighthouse?.directLcpRuns),
      runs(floorLighthouse?.directLcpRuns),
    ]),
  )
}

const timingText = (timing: Timing) => `${ms(timing.p50Ms)} / ${ms(timing.p95Ms)} (${timing.count} requests)`

function siteTable(results: BenchResults): string {
  const { search, saveLive, soak, startTimes, products } = results
  const startMs = median(startTimes.map((time) => time.startMs))
  const searchTarget = `p95 ≤ ${targets.searchP95Ms} ms at ${targets.searchProducts.toLocaleString('en')} products`
  const atScale = products >= targets.searchProducts
  const searchVerdict = (timing: Timing) =>
    timing.p95Ms <= targets.searchP95Ms ? (atScale ? 'pass' : `pass at ${products.toLocaleString('en')} products`) : '**miss**'
  const rows: string[][] = [
    [
      'start to first 200 (`npm start`, existing build and database)',
      `${ms(startMs)} ms (median of ${startTimes.map((time) => ms(time.startMs)).join(', ')}; the database checked after ${ms(median(startTimes.map((time) => time.databaseReadyMs)))} ms, the server booting meanwhile)`,
      `≤ ${targets.startMs} ms`,
      passOrMiss(startMs <= targets.startMs),
    ],
    [
      `product search, page \`/products?q=\`, same query repeated (p50 / p95 ms)`,
      timingText(search.pageAll),
      searchTarget,
      searchVerdict(search.pageAll),
    ],
    [
      `product search, page \`/products?q=\`, a different query each time (p50 / p95 ms)`,
      timingText(search.pageDistinct),
      searchTarget,
      searchVerdict(search.pageDistinct),
    ],
    [
      `product search, REST \`/api/products?where[searchText][like]=\` (p50 / p95 ms)`,
      timingText(search.restAll),
      searchTarget,
      searchVerdict(search.restAll),
    ],
    [
      'save to live, `npm start`',
      `${ms(saveLive.directMs)} ms (slowest of ${samplesText(saveLive.samples.directMs)})`,
      `≤ ${targets.saveLiveMs} ms`,
      passOrMiss(saveLive.directMs <= targets.saveLiveMs),
    ],
    [
      'save to live, through nginx',
      `${ms(saveLive.edgeMs)} ms (slowest of ${samplesText(saveLive.samples.edgeMs)})`,
      `≤ ${targets.saveLiveMs} ms`,
      passOrMiss(saveLive.edgeMs <= targets.saveLiveMs),
    ],
  ]
  if (soak) {
    rows.push(
      [
        `soak: the rate held for ${soak.seconds} s, asked at 80 % of the mix's ${Math.round(soak.capacity)} req/s (median of ${soak.capacityRuns.map(Math.round).join(', ')}), sent evenly`,
        `${Math.round(soak.heldRate)} req/s of ${Math.round(soak.rate)} asked`,
        `≥ ${Math.round(targets.soakHeldShare * 100)} % of the rate asked`,
        passOrMiss(soak.heldRate >= targets.soakHeldShare * soak.rate),
      ],
      [
        `soak: errors in ${soak.seconds} s`,
        `${soak.errors} of ${soak.requests.toLocaleString('en')}`,
        `${targets.soakErrors}`,
        passOrMiss(soak.errors <= targets.soakErrors),
      ],
      [
        'soak: `npm start` memory (RSS) at start / after warm-up / at end',
        `${Math.round(soak.rssStartMb)} / ${Math.round(soak.rssWarmMb)} / ${Math.round(soak.rssEndMb)} MB`,
        'flat (end ≤ 1.1 × after warm-up)',
        passOrMiss(soak.flat),
      ],
    )
  } else {
    rows.push(['soak (errors, memory)', 'not run (`npm run bench -- --soak`)', '0 errors, memory flat', '–'])
  }
  return table(['measure', 'value', 'target', 'result'], rows)
}

/** The soak minute by minute, and the machine's speed just before and after it. */
function soakTable(soak: SoakResult): string {
  const check = (result: LoadResult | undefined) => (result ? `${rps(result.rps)} req/s` : 'not measured')
  return [
    table(
      ['seconds into the soak', 'req/s held', 'of the rate asked', 'p50 / p99 ms', 'errors', '`npm start` RSS MB'],
      soak.windows.map((window, index) => [
        `${soak.windows[index - 1]?.endS ?? 0}–${window.endS}`,
        rps(window.heldRate),
        `${Math.round((100 * window.heldRate) / soak.rate)} %`,
        `${Math.round(window.p50Ms)} / ${Math.round(window.p99Ms)}`,
        String(window.errors),
        String(Math.round(window.rssMb)),
      ]),
    ),
    '',
    `The machine's speed around the soak, on the floor's \`${floorCheckPath}\`: ${check(soak.machineBefore)} just before, ${check(soak.machineAfter)} just after.`,
  ].join('\n')
}

/** The machine's speed against the one the targets were set on, read off the floor's sweep. */
function machineText({ floor }: BenchResults): string {
  const speed = machineSpeed(floor.map((page) => ({ htmlBytes: page.htmlBytes, rps: page.load.rps })))
  const sizes = issueFloor.map((point) => point.kb).join(' / ')
  const line =
    `Machine speed: the floor served ${Math.round(speed.share * 100)} % of what issue #8's minimal app served on the machine its targets were set on ` +
    `(at ${sizes} KB: ${speed.shares.map((share) => share.toFixed(2)).join(' / ')}).`
  return speed.slow
    ? `${line} **This machine ran slower**: the figures in milliseconds (start, search, Lighthouse) are longer by about as much; the ratios of pages to their references are not.`
    : line
}

function searchTable({ search }: BenchResults): string {
  return table(
    ['language', 'query', 'products found', 'page, first request ms', 'page p50 / p95 ms', 'REST p50 / p95 ms'],
    search.terms.map((term) => [
      term.locale,
      term.term,
      term.hits.toLocaleString('en'),
      ms(term.pageFirstMs),
      `${ms(term.page.p50Ms)} / ${ms(term.page.p95Ms)}`,
      `${ms(term.rest.p50Ms)} / ${ms(term.rest.p95Ms)}`,
    ]),
  )
}

function floorTable({ floor, floorReferences, floorJsGzipBytes }: BenchResults): string {
  const prerendered = floor.map((page) => ({ htmlBytes: page.htmlBytes, rps: page.load.rps }))
  return [
    `First-load JavaScript of the floor: ${kb(floorJsGzipBytes)} KB gzipped.`,
    '',
    table(
      ['floor page', 'HTML KB', 'req/s', 'p50 / p99 ms'],
      floor.map((page) => [`\`${page.path}\``, kb(page.htmlBytes), rps(page.load.rps), latencies(page.load)]),
    ),
    '',
    "This sweep is measured in one block before the site's pages; it gives the slope by size and the references below.",
    '',
    'The framework where the site differs from the filler pages (measured after them, on the same server):',
    '',
    table(
      ['floor page', 'what it is', 'HTML KB', 'req/s', 'p50 / p99 ms', 'of the prerendered floor at this size'],
      floorReferences.map((page) => [
        `\`${page.path}\``,
        page.label ?? '',
        kb(page.htmlBytes),
        rps(page.load.rps),
        latencies(page.load),
        (page.load.rps / floorRpsAt(page.htmlBytes, prerendered).rps).toFixed(2),
      ]),
    ),
  ].join('\n')
}

/** How the run was made: Node, date, machine, versions, load settings. */
function runText(results: BenchResults): string[] {
  const { options } = results
  const versions = Object.entries(results.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')
  const { simulated, applied, direct } = options.lighthouseRuns
  const lighthouse =
    simulated === 0
      ? 'not run'
      : `through deploy/nginx.conf over HTTPS (HTTP/2), as phones are served, medians of ${simulated} simulated and ${applied} applied-throttling runs a page, ` +
        `and of ${direct} simulated at the app's own port (HTTP/1.1); each run alternated with one of the floor's page with one picture, served the same way`
  return [
    `Node ${results.node} (site and floor).`,
    `Measured ${results.date.toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${results.command}\` on ${results.machine}, 1-minute load average ${results.load[0].toFixed(1)} at the start and ${results.load[1].toFixed(1)} at the end (its own load included).`,
    `Versions: ${versions}.`,
    `Load runs: autocannon, ${options.connections} connections, ${options.loadSeconds} s each (the pages against their references: ` +
      `3 alternated runs of ${options.loadSeconds / 2} s on each side); Lighthouse: ${lighthouse};`,
    `${results.products.toLocaleString('en')} generated products (made through the Local API in ${Math.round(results.generationSeconds)} s).`,
    '',
    machineText(results),
  ]
}

/**
 * The "Results" section of docs/performance.md, without its heading: the tables the targets
 * are read from. The rest of a run (weights, search queries, the floor, the soak minute by
 * minute) is `renderDetails`, written beside it.
 */
export function renderResults(results: BenchResults): string {
  return [
    ...runText(results),
    '',
    '### Pages: requests per second',
    '',
    throughputTable(results),
    '',
    '### Pages: Lighthouse mobile',
    '',
    lighthouseTable(results),
    '',
    '### Start, search, save to live, soak',
    '',
    siteTable(results),
    '',
    '### Admin: from asking for a screen to using it',
    '',
    adminTable(results),
  ].join('\n')
}

/** An admin screen's median: ready, of it the HTML document, requests and script bytes until ready. */
function adminCell(samples: AdminSample[]): string {
  if (!samples.length) return '–'
  const of = (pick: (sample: AdminSample) => number) => median(samples.map(pick))
  return `${ms(of((s) => s.readyMs))} (document ${ms(of((s) => s.documentMs))}; ${ms(of((s) => s.requests))} requests, ${kb(of((s) => s.scriptKb) * 1024)} KB of scripts; runs ${samples.map((s) => ms(s.readyMs)).join(' · ')})`
}

function adminTable(results: BenchResults): string {
  if (!results.admin) return '_Not measured in this run._'
  const rows = results.admin.map((result) => {
    const editor = result.screen.includes('editor')
    const judged = editor ? median(result.cold.map((sample) => sample.readyMs)) : NaN
    return [
      result.screen,
      adminCell(result.cold),
      adminCell(result.warm),
      editor ? `≤ ${targets.adminEditorMs} ms, cold` : '–',
      Number.isFinite(judged) ? passOrMiss(judged <= targets.adminEditorMs) : '–',
    ]
  })
  return table(['screen', 'cold: ms to ready (new profile)', 'warm: ms to ready (opened again)', 'target', 'result'], rows)
}

/** Everything a run measured, for docs/performance-details.md. */
export function renderDetails(results: BenchResults): string {
  return [
    '# Benchmark: the latest run in full',
    '',
    'Written by `npm run bench` (docs/performance.md says how to run it and what the targets are); replaced by each run.',
    '',
    ...runText(results),
    '',
    '## Pages: weight',
    '',
    weightTable(results),
    '',
    '## Pages: requests per second',
    '',
    throughputTable(results),
    '',
    '## Pages: Lighthouse mobile',
    '',
    lighthouseTable(results),
    '',
    ...(results.options.lighthouseRuns.simulated > 0
      ? ['Every run, in the order made (page, then floor):', '', lighthouseRunsTable(results), '']
      : []),
    '## Start, search, save to live, soak',
    '',
    siteTable(results),
    '',
    ...(results.soak ? ['## Soak, minute by minute', '', soakTable(results.soak), ''] : []),
    '## Search queries',
    '',
    searchTable(results),
    '',
    '## The floor (minimal Next.js app, `next start`)',
    '',
    floorTable(results),
    '',
  ].join('\n')
}

/** Replaces the body of the "## Results" section of a Markdown file (adding one if missing). */
export function writeResultsSection(file: string, body: string): void {
  const text = fs.readFileSync(file, 'utf8')
  const heading = '## Results'
  const start = text.indexOf(`\n${heading}\n`)
  if (start === -1) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n${heading}\n\n${body}\n`)
    return
  }
  const bodyStart = start + heading.length + 2
  const next = text.indexOf('\n## ', bodyStart)
  const rest = next === -1 ? '' : text.slice(next)
  fs.writeFileSync(file, `${text.slice(0, bodyStart)}\n${body}\n${rest}`)
}
