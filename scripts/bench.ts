/**
 * `npm run bench`: measures the budgets of DESIGN.md §8 by itself, on a build and a
 * database of its own, and writes the results into docs/performance.md. The steps:
 *
 *  1. build the app into .next-bench if the sources changed (scripts/bench/build.ts);
 *     build the floor, a minimal Next.js app of the same version (scripts/bench/floor.ts);
 *     everything runs on the bench's own Node, `process.execPath` (scripts/bench/processes.ts);
 *  2. `npm start` on a temporary database (seeded), stop it, add generated products
 *     (scripts/bench/products.ts), restart it a few times: start to first 200 (scripts/bench/app.ts);
 *  3. deploy/nginx.conf in front of it, and nginx serving static files (scripts/lib/nginx.ts);
 *  4. per page: HTML and first-load JS (html.ts), requests/s against the floor page of its
 *     script and size and against nginx's static file (load.ts), Lighthouse mobile in turn with the
 *     floor's page with one picture, both through nginx over HTTPS (lighthouse.ts);
 *  5. product search (search.ts), save to live (saveLive.ts), and with --soak the soak (soak.ts);
 *  6. the table (report.ts, targets in targets.ts). `npm run bench -- --help` lists the options.
 *
 * Everything it starts is stopped at the end, on failure and on Ctrl-C (processes.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import * as prettier from 'prettier'

import { makeLoopbackCertificate } from './lib/certificate'
import { type RunningNginx, startEdgeCache, startStaticServer, WITH_PAGE_HEADERS } from './lib/nginx'
import { measureAdmin } from './bench/admin'
import { measureRestarts, type RunningApp, startApp } from './bench/app'
import { ensureBuild } from './bench/build'
import { loadAverage, machine, versions } from './bench/environment'
import {
  buildFloor,
  floorCheckPath,
  floorPicturePath,
  floorReferences,
  floorRpsAt,
  floorTwin,
  type FloorPage,
  type RunningFloor,
  startFloor,
} from './bench/floor'
import { freePort, median } from './bench/http'
import { weighPage } from './bench/html'
import { type LighthouseRunner, startLighthouse } from './bench/lighthouse'
import { load } from './bench/load'
import { readOptions } from './bench/options'
import { alternate, alternateAll } from './bench/paired'
import { type BenchPage, benchPages } from './bench/pages'
import { childPids } from './bench/processCpu'
import { cleanUp, isStopping, markFailed, onCleanup, tempDir } from './bench/processes'
import { generateProducts } from './bench/products'
import { type BenchResults, type FloorResult, type PageResult, renderDetails, renderResults, writeResultsSection } from './bench/report'
import { measureSaveToLive } from './bench/saveLive'
import { measureSearch, searchPaths } from './bench/search'
import { soak, type SoakResult } from './bench/soak'

const docsFile = path.resolve('docs/performance.md')
const detailsFile = path.resolve('docs/performance-details.md')

const options = readOptions()
const loadOptions = { seconds: options.loadSeconds, connections: options.connections }
const command = ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ')
const began = performance.now()
const step = (text: string) => console.log(`[${Math.round((performance.now() - began) / 1000)} s] ${text}`)

type FloorMeasures = {
  jsGzipBytes: number
  pages: FloorResult[]
  references: FloorResult[]
}

/**
 * The floor's first-load JavaScript, its requests/s per page size and its reference pages.
 * Each page of the site is then measured in turn with the floor's page of its script and
 * size, and in Lighthouse with the floor's page with one picture, on a fresh floor process (run()).
 */
async function measureFloor(floor: RunningFloor): Promise<FloorMeasures> {
  const measures: FloorMeasures = { jsGzipBytes: 0, pages: [], references: [] }
  const measurePage = async (pagePath: string, label?: string) => {
    const weight = await weighPage(floor.url + pagePath)
    measures.jsGzipBytes = Math.max(measures.jsGzipBytes, weight.jsGzipBytes)
    const result = await load(floor.url + pagePath, loadOptions)
    step(`Floor ${pagePath}: ${(weight.htmlBytes / 1024).toFixed(1)} KB, ${Math.round(result.rps)} req/s.`)
    return { path: pagePath, label, htmlBytes: weight.htmlBytes, load: result }
  }
  for (const page of floor.pages) measures.pages.push(await measurePage(page.path))
  for (const reference of floorReferences) measures.references.push(await measurePage(reference.path, reference.label))
  return measures
}

/** What the hop, the file server or the body's length decide, and nginx's own cache status. */
const NOT_THE_PAGES_OWN = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'server',
  'x-cache-status',
])

/**
 * The headers a page is sent with (security, cache, Vary), the same on every page but for
 * Next's cache status: nginx's static server adds them to its copies under
 * `/with-page-headers/`, so that the nginx ratio can be read without their cost.
 */
async function pageHeaders(url: string): Promise<Array<[string, string]>> {
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}; its headers are wanted for the static server`)
  return [...response.headers].filter(([name]) => !NOT_THE_PAGES_OWN.has(name))
}

/** An nginx's workers, whose CPU time a request the bench reads (processCpu.ts). */
const nginxWorkers = (nginx: RunningNginx) => () => childPids(nginx.pid)

type Servers = { app: string; edge: RunningNginx; floor: RunningFloor; staticFiles: { server: RunningNginx; root: string } }

/** Three alternated runs of half the usual length on each side: 12 s of each address in all, against 8 before. */
const pairedOptions = { ...loadOptions, seconds: loadOptions.seconds / 2, rounds: 3 }

/**
 * Largest distance in size between a page and the floor page it is measured with: half the
 * ladder's step, and the few bytes by which a ladder's page may miss its size (floor.ts).
 */
const FLOOR_TWIN_MAX_BYTES = 2.5 * 1024 + 16

/**
 * Weight and requests/s of each page: from the site's server (`npm start`) in turn with the floor's page of the
 * same script and the nearest size (floorTwin), and through nginx in turn with nginx sending
 * the same bytes as a file.
 */
async function measurePages(pages: BenchPage[], servers: Servers, floorSweep: FloorResult[]): Promise<PageResult[]> {
  const sweep = floorSweep.map((result) => ({ htmlBytes: result.htmlBytes, rps: result.load.rps }))
  const weighLadder = (ladder: FloorPage[]) =>
    Promise.all(ladder.map(async (page) => ({ path: page.path, htmlBytes: (await weighPage(servers.floor.url + page.path)).htmlBytes })))
  const ladders = { english: await weighLadder(servers.floor.ladders.english), arabic: await weighLadder(servers.floor.ladders.arabic) }
  const results: PageResult[] = []
  for (const [index, page] of pages.entries()) {
    const weight = await weighPage(servers.app + page.path)
    // nginx's static floor sends this very page, from a file.
    const file = `/page-${index}.html`
    fs.writeFileSync(path.join(servers.staticFiles.root, file), weight.html)
    const twin = floorTwin({ locale: page.locale, htmlBytes: weight.htmlBytes }, ladders)
    if (Math.abs(twin.htmlBytes - weight.htmlBytes) > FLOOR_TWIN_MAX_BYTES) {
      step(
        `${page.name}: ${(weight.htmlBytes / 1024).toFixed(1)} KB, but the nearest floor page of its script is ${twin.path} at ` +
          `${(twin.htmlBytes / 1024).toFixed(1)} KB: more than half the ladder's step apart (floorLadderKb, scripts/bench/floor.ts).`,
      )
    }
    const direct = await alternate(servers.app + page.path, servers.floor.url + twin.path, pairedOptions)
    const { edge: edgeServer, staticFiles } = servers
    const [edge, staticFile, withHeaders] = await alternateAll(
      [
        { url: edgeServer.url + page.path, cpuOf: nginxWorkers(edgeServer) },
        { url: staticFiles.server.url + file, cpuOf: nginxWorkers(staticFiles.server) },
        { url: `${staticFiles.server.url}${WITH_PAGE_HEADERS}${file}`, cpuOf: nginxWorkers(staticFiles.server) },
      ],
      pairedOptions,
    )
    // What the floor's page would serve at exactly this size, by the slope of the sweep.
    const sizeFactor = floorRpsAt(weight.htmlBytes, sweep).rps / floorRpsAt(twin.htmlBytes, sweep).rps
    results.push({
      page,
      weight,
      direct: direct.a,
      directRuns: direct.aRuns,
      floorPage: twin,
      floorRps: direct.b.rps * sizeFactor,
      floorSizeFactor: sizeFactor,
      floorRuns: direct.bRuns,
      edge: edge.median,
      edgeRuns: edge.runs,
      staticFile: staticFile.median,
      staticRuns: staticFile.runs,
      withPageHeaders: withHeaders.median,
      withPageHeadersRuns: withHeaders.runs,
      nginxCpuUs: { edge: edge.serverCpuUs, staticFile: staticFile.serverCpuUs, withPageHeaders: withHeaders.serverCpuUs },
    })
    step(
      `${page.name}: ${(weight.htmlBytes / 1024).toFixed(1)} KB, ${direct.aRuns.map(Math.round).join(' ')} req/s ` +
        `(floor ${twin.path} ${direct.bRuns.map(Math.round).join(' ')}), nginx ${edge.runs.map(Math.round).join(' ')} ` +
        `(static ${staticFile.runs.map(Math.round).join(' ')}; with the page's headers ${withHeaders.runs.map(Math.round).join(' ')}); ` +
        `nginx's CPU a request ${[edge, staticFile, withHeaders].map((side) => side.serverCpuUs?.toFixed(1) ?? '–').join(' / ')} µs.`,
    )
  }
  return results
}

/**
 * deploy/nginx.conf over HTTPS, as production serves phones (HTTP/2), in front of the app and,
 * with a cache of its own, in front of the floor: Lighthouse's pages and its reference come
 * the same way.
 */
async function startHttpsEdges(appUrl: string, floorUrl: string) {
  const tls = makeLoopbackCertificate(tempDir('certificate'))
  const edgeFor = async (name: string, upstream: string) => {
    const edge = await startEdgeCache({
      port: await freePort(),
      upstreams: [new URL(upstream).host],
      prefix: tempDir(`nginx-https-${name}`),
      tls,
    })
    return { url: edge.url, stop: onCleanup(`nginx (HTTPS, ${name})`, edge.stop) }
  }
  const edges = { app: await edgeFor('app', appUrl), floor: await edgeFor('floor', floorUrl) }
  step(`nginx over HTTPS: the site at ${edges.app.url}, the floor at ${edges.floor.url}.`)
  return { ...edges, stop: async () => Promise.all([edges.app.stop(), edges.floor.stop()]) }
}

async function measureLighthouse(appUrl: string, floorUrl: string, results: PageResult[]): Promise<void> {
  if (options.lighthouseRuns.simulated === 0) return
  let runner: LighthouseRunner | undefined
  let edges: Awaited<ReturnType<typeof startHttpsEdges>> | undefined
  try {
    edges = await startHttpsEdges(appUrl, floorUrl)
    runner = await startLighthouse(options.chromePath)
    for (const result of results) {
      try {
        const addresses = {
          served: { page: edges.app.url + result.page.path, floor: edges.floor.url + floorPicturePath },
          direct: { page: appUrl + result.page.path, floor: floorUrl + floorPicturePath },
        }
        const { page, floor } = await runner.measureBeside(addresses, options.lighthouseRuns)
        result.lighthouse = page
        result.floorLighthouse = floor
        step(
          `Lighthouse ${result.page.name}: ${page.score}, LCP ${page.lcpRuns.map(Math.round).join(' ')} ms, ` +
            `floor ${floor.lcpRuns.map(Math.round).join(' ')} (applied throttling ${page.appliedLcpRuns.map(Math.round).join(' ')}, ` +
            `floor ${floor.appliedLcpRuns.map(Math.round).join(' ')}; at the app's port ${page.directLcpRuns.map(Math.round).join(' ')}, ` +
            `floor ${floor.directLcpRuns.map(Math.round).join(' ')}).`,
        )
      } catch (error) {
        // One page Lighthouse cannot load is a finding for the table, not the end of the run.
        result.lighthouseError = (error as Error).message.split('\n')[0].slice(0, 160)
        step(`Lighthouse ${result.page.name} failed: ${result.lighthouseError}`)
      }
    }
  } finally {
    await runner?.stop()
    await edges?.stop()
  }
}

/**
 * The soak test at 80 % of what the site's server serves of the same mix of pages and searches,
 * measured first: a search is rendered for each request, so it costs many times a cached page.
 * The capacity is the median of three runs: one run read anything from 114 to 195 requests/s
 * of the same server within minutes (2026-11-26).
 */
async function soakAtCapacity(app: RunningApp, results: PageResult[], floorUrl: string): Promise<SoakResult> {
  const paths = [...results.map((result) => result.page.path), ...searchPaths()]
  const capacityRuns: number[] = []
  for (let run = 0; run < 3; run++) capacityRuns.push((await load(app.url, { ...loadOptions, paths })).rps)
  const capacity = median(capacityRuns)
  step(
    `Soak: the mix of ${paths.length} addresses is served at ${Math.round(capacity)} requests/s (runs: ${capacityRuns.map(Math.round).join(', ')}).`,
  )
  const machineCheck = async () => {
    const result = await load(floorUrl + floorCheckPath, loadOptions)
    step(`Machine check: the floor's ${floorCheckPath} at ${Math.round(result.rps)} requests/s.`)
    return result
  }
  return soak(app, {
    paths,
    capacity,
    capacityRuns,
    rate: 0.8 * capacity,
    seconds: options.soakSeconds,
    connections: options.connections,
    machineCheck,
  })
}

async function run(): Promise<BenchResults> {
  const date = new Date()
  const loadAtStart = loadAverage()
  const work = tempDir('run', { keepOnFailure: true })
  const logFile = (name: string) => path.join(work, `${name}.log`)
  step(
    `Logs in ${work}${process.env.BENCH_KEEP_TEMP === 'true' ? '' : ' (removed after a successful run; BENCH_KEEP_TEMP=true keeps them)'}.`,
  )

  step(`Node ${process.versions.node} (${process.execPath}): the site, the floor and their builds run on it.`)
  await ensureBuild({ rebuild: options.rebuild, logFile: logFile('build') })
  const floorBuild = await buildFloor(logFile('floor-build'))

  step('App: first start on an empty database (migrate, seed the demo content)…')
  const appSettings = { port: await freePort(), dataDir: tempDir('data'), logFile: logFile('app') }
  await (await startApp(appSettings)).stop()
  const generationSeconds = await generateProducts({ count: options.products, ...appSettings, logFile: logFile('products') })
  step(`Search: ${options.products.toLocaleString('en')} products generated in ${Math.round(generationSeconds)} s.`)

  step(`App: ${options.startRuns} starts on the existing build and database…`)
  const { app, times: startTimes } = await measureRestarts(appSettings, options.startRuns)
  step(`App: first 200 after ${startTimes.map((time) => Math.round(time.startMs)).join(', ')} ms at ${app.url}.`)

  const edge = await startEdgeCache({ port: await freePort(), upstreams: [`127.0.0.1:${appSettings.port}`], prefix: tempDir('nginx-edge') })
  onCleanup('nginx (edge cache)', edge.stop)
  const staticRoot = tempDir('static-files')
  const staticServer = await startStaticServer({
    port: await freePort(),
    prefix: tempDir('nginx-static'),
    root: staticRoot,
    pageHeaders: await pageHeaders(app.url + '/'),
  })
  onCleanup('nginx (static files)', staticServer.stop)
  step(`nginx: edge cache at ${edge.url}, static files at ${staticServer.url}.`)

  const sweepServer = await startFloor(floorBuild.dir, await freePort(), logFile('floor'))
  const floor = await measureFloor(sweepServer)
  // On Node 20 the reference pages rendered at runtime left promise hooks on for the rest of
  // that process (floor.ts), which served its prerendered pages 10-20 % slower afterwards;
  // Node 24 does not, but nothing the sweep leaves in a process need be ruled out: our pages
  // are measured in turn with a floor that has served prerendered pages only.
  await sweepServer.process.stop()
  const floorServer = await startFloor(floorBuild.dir, await freePort(), logFile('floor'))
  const pages = await benchPages(app.url)
  const pageResults = await measurePages(
    pages,
    { app: app.url, edge, floor: floorServer, staticFiles: { server: staticServer, root: staticRoot } },
    floor.pages,
  )
  await measureLighthouse(app.url, floorServer.url, pageResults)
  // Idle from here on; the soak measures the machine's speed on it before and after.
  if (!options.soak) await floorServer.process.stop()

  step(`Search: ${options.searchRequests} requests per query…`)
  const search = await measureSearch(app.url, options.searchRequests)

  step('Save to live…')
  const productPage = pages.find((page) => page.kind === 'product detail' && page.locale === 'en')!
  const saveLive = await measureSaveToLive(app.url, edge.url, productPage.path.split('/').pop()!, options.saveSamples)

  step(`Admin: each screen ${options.adminRuns} times, cold and warm…`)
  // Measured last but one: a failure here is reported, and loses none of the figures above.
  const admin = await measureAdmin(app.url, options.chromePath, options.adminRuns).catch((error: unknown) => {
    step(`Admin: not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`)
    return undefined
  })

  const soakResult = options.soak ? await soakAtCapacity(app, pageResults, floorServer.url) : undefined

  return {
    date,
    node: process.versions.node,
    versions: versions(options.chromePath),
    machine: machine(),
    load: [loadAtStart, loadAverage()],
    command,
    options,
    floorJsGzipBytes: floor.jsGzipBytes,
    floor: floor.pages,
    floorReferences: floor.references,
    pages: pageResults,
    startTimes,
    products: options.products,
    generationSeconds,
    search,
    saveLive,
    admin,
    soak: soakResult,
  }
}

/** Writes a Markdown file formatted as `npm run lint` wants it. */
async function writeFormatted(file: string, text: string): Promise<void> {
  fs.writeFileSync(file, await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file }))
}

/** Puts the results into docs/performance.md ("Results") and the whole run into docs/performance-details.md. */
async function writeDocs(results: BenchResults): Promise<void> {
  writeResultsSection(docsFile, renderResults(results))
  await writeFormatted(docsFile, fs.readFileSync(docsFile, 'utf8'))
  await writeFormatted(detailsFile, renderDetails(results))
  console.log(`Written into ${path.relative(process.cwd(), docsFile)} ("Results") and ${path.relative(process.cwd(), detailsFile)}.`)
}

let exitCode = 0
try {
  const results = await run()
  console.log(`\n${renderDetails(results)}\n`)
  if (options.writeDocs) await writeDocs(results)
} catch (error) {
  if (!isStopping()) console.error(`\nThe benchmark failed: ${(error as Error).stack ?? String(error)}`)
  markFailed()
  exitCode = 1
} finally {
  await cleanUp()
}
process.exit(exitCode)
