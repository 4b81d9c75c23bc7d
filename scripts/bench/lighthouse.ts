/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone, 4x CPU slowdown,
 * slow 4G) in Debian's Chromium, the median of several runs per page. Each page is measured
 * as phones are served: through deploy/nginx.conf over HTTPS, so over HTTP/2, as
 * docs/operations.md sets production up. There it is measured twice over: with Lighthouse's
 * default simulated throttling (Lantern, which the score is from) and with the throttling
 * applied to Chromium itself (`devtools`), so that a gain in the simulation alone shows up as
 * one. A third set, simulated at the app's own port over HTTP/1.1, is the measure that the
 * runs before 29 Nov 2026 15:09 judged by, kept for comparison: Lantern lays a first visit's 15 to
 * 25 requests on six HTTP/1.1 connections, each opened at a round trip's cost, where HTTP/2
 * has one.
 *
 * Each page's runs alternate with runs of the floor's page, served the same way (its own
 * nginx in front of it for the HTTPS runs), which is its reference: a simulated LCP comes out
 * in one of two modes, whether or not the big scripts happened to be evaluated before the
 * unthrottled paint it is simulated from (Lantern counts them only then). The floor's
 * `/picture` read 1,042-1,067 ms in one mode and 1,554-2,256 ms in the other, 3 runs of 6
 * each, and `/products` 1,929-3,214 ms in 6 runs beside them (2026-11-29); one median of 3
 * for the floor, against each page's own, compared coin flips.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { median } from './http'
import { onCleanup } from './processes'

export type LighthouseResult = {
  score: number
  /** Simulated throttling (Lantern), Lighthouse's default, through the HTTPS edge. */
  lcpMs: number
  /** Throttling applied to the browser: the page really loads at slow 4G on a 4x slower CPU. */
  appliedLcpMs: number
  /** Simulated at the app's own port, over HTTP/1.1, without nginx. */
  directLcpMs: number
  tbtMs: number
  cls: number
  /** LCP of every run that succeeded, in order: simulated, applied, and simulated at the app's port. */
  lcpRuns: number[]
  appliedLcpRuns: number[]
  directLcpRuns: number[]
  /** Runs of every kind whose first paint Chromium held until after the load (`paintWasHeld`). */
  paintHeldRuns: number
  /** The largest contentful paint's element and where its time went, in the median run by LCP. */
  lcpElement: string
  /** Milliseconds of LCP's phases: time to first byte, load delay, load time, render delay. */
  lcpPhases: number[]
}

/** The parts of the `largest-contentful-paint-element` audit's details that are read here. */
type LcpDetails = {
  items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }> }>
}

const LCP_PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay']

function describeLcp(details: unknown): { element: string; phases: number[] } {
  const [elementTable, phaseTable] = (details as LcpDetails | undefined)?.items ?? []
  const node = elementTable?.items?.[0]?.node
  const element = node?.nodeLabel || node?.selector || 'unknown'
  const timing = (phase: string) => phaseTable?.items?.find((item) => item.phase === phase)?.timing ?? Number.NaN
  return { element, phases: LCP_PHASES.map(timing) }
}

/** A page and the floor's page, measured in alternated runs (the floor's are its reference). */
export type LighthousePair = { page: LighthouseResult; floor: LighthouseResult }

/** Runs a page of each kind, each alternated with as many of the floor's. */
export type LighthouseRuns = { simulated: number; applied: number; direct: number }

/** A page's address and its floor page's: through the HTTPS edge (`served`) and at their own ports (`direct`). */
export type LighthouseAddresses = { served: { page: string; floor: string }; direct: { page: string; floor: string } }

export type LighthouseRunner = {
  measureBeside: (addresses: LighthouseAddresses, runs: LighthouseRuns) => Promise<LighthousePair>
  stop: () => Promise<void>
}

/**
 * chrome-launcher's own flags, Lighthouse's default, but with Chromium's RenderDocument left on
 * as Chromium ships it. The launcher turns it off (a workaround for automation tests), and with
 * it off viz held the first frame of our pages a whole second or two in most runs: Lighthouse
 * issue #17148's signature, a page loaded before it painted. A copy of `/ar` with no script at all, served as
 * a file, painted first at 1,302-1,320 ms in 4 of 4 runs with the launcher's flags and at
 * 284-417 ms with RenderDocument on; the floor's small page at 137-209 ms either way. Lantern
 * counts every request that ended before that late paint as blocking it, so the held frame
 * alone added about a second to a page's simulated LCP (`/ar` 3,565-3,971 ms, 2,273-3,098
 * with RenderDocument on).
 */
function chromiumFlags(): string[] {
  return chromeLauncher.Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag
    const features = flag.slice('--disable-features='.length).split(',')
    return `--disable-features=${features.filter((feature) => feature !== 'RenderDocument').join(',')}`
  })
}

/**
 * Lighthouse #17148's signature: the first paint came long after the load, a frame Chromium held
 * (whole seconds: first paints at 1,253-2,299 ms after loads at 522-551 ms here). A small page
 * may load just before its first paint (a file with one heading and one picture did, in 3 of 3
 * runs), hence the half second.
 */
function paintWasHeld(metrics: unknown): boolean {
  const observed = (metrics as { items?: Array<{ observedLoad?: number; observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0]
  if (observed?.observedLoad === undefined || observed.observedFirstContentfulPaint === undefined) return false
  return observed.observedFirstContentfulPaint - observed.observedLoad > 500
}

export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    // The HTTPS edges' certificate is self-signed (scripts/lib/certificate.ts).
    chromeFlags: [...chromiumFlags(), '--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  })
  const stop = onCleanup('Chromium', () => chrome.kill())

  async function once(url: string, throttlingMethod: 'simulate' | 'devtools') {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      // No audit read here uses it, and it is about a fifth of a run's time (8.1 → 6.2 s on the floor's page).
      disableFullPageScreenshot: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const lcp = describeLcp(lhr.audits['largest-contentful-paint-element']?.details)
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcpElement: lcp.element,
      lcpPhases: lcp.phases,
      paintHeld: paintWasHeld(lhr.audits.metrics?.details),
    }
  }

  type Run = Awaited<ReturnType<typeof once>>

  /**
   * One audit of a page. A run that fails (Lighthouse's NO_FCP on a busy machine, a crashed
   * tab) is tried once more; a page is reported as failed only when none of its runs succeeds.
   */
  async function attempt(url: string, throttlingMethod: 'simulate' | 'devtools', into: Run[], errors: Error[]) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        into.push(await once(url, throttlingMethod))
        return
      } catch (error) {
        errors.push(error as Error)
      }
    }
  }

  type Runs = { simulated: Run[]; applied: Run[]; direct: Run[]; errors: Error[] }

  function summarize(url: string, { simulated, applied, direct, errors }: Runs): LighthouseResult {
    if (simulated.length === 0 || applied.length === 0 || direct.length === 0)
      throw errors.at(-1) ?? new Error(`Lighthouse could not audit ${url}`)
    const lcpMs = median(simulated.map((result) => result.lcpMs))
    const lcpRun = simulated.find((result) => result.lcpMs === lcpMs) ?? simulated[0]
    return {
      score: median(simulated.map((result) => result.score)),
      lcpMs,
      appliedLcpMs: median(applied.map((result) => result.lcpMs)),
      directLcpMs: median(direct.map((result) => result.lcpMs)),
      tbtMs: median(simulated.map((result) => result.tbtMs)),
      cls: median(simulated.map((result) => result.cls)),
      lcpRuns: simulated.map((result) => result.lcpMs),
      appliedLcpRuns: applied.map((result) => result.lcpMs),
      directLcpRuns: direct.map((result) => result.lcpMs),
      paintHeldRuns: [...simulated, ...applied, ...direct].filter((result) => result.paintHeld).length,
      lcpElement: lcpRun.lcpElement,
      lcpPhases: lcpRun.lcpPhases,
    }
  }

  return {
    stop,
    measureBeside: async ({ served, direct }, runs) => {
      const page: Runs = { simulated: [], applied: [], direct: [], errors: [] }
      const floor: Runs = { simulated: [], applied: [], direct: [], errors: [] }
      const turns: Array<[kind: 'simulated' | 'applied' | 'direct', count: number]> = [
        ['simulated', runs.simulated],
        ['applied', runs.applied],
        ['direct', runs.direct],
      ]
      for (const [kind, count] of turns) {
        const method = kind === 'applied' ? 'devtools' : 'simulate'
        const addresses = kind === 'direct' ? direct : served
        // Page and floor in turn, so that both meet the same state of the machine.
        for (let run = 0; run < count; run++) {
          await attempt(addresses.page, method, page[kind], page.errors)
          await attempt(addresses.floor, method, floor[kind], floor.errors)
        }
      }
      return { page: summarize(served.page, page), floor: summarize(served.floor, floor) }
    },
  }
}
