/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone, 4x CPU slowdown,
 * slow 4G) in Debian's Chromium, the median of several runs per page. Each page is measured
 * twice over: with Lighthouse's default simulated throttling (Lantern, which the score is
 * from) and with the throttling applied to Chromium itself (`devtools`), so that a gain in
 * the simulation alone shows up as one.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { median } from './http'
import { onCleanup } from './processes'

export type LighthouseResult = {
  score: number
  /** Simulated throttling (Lantern), Lighthouse's default. */
  lcpMs: number
  /** Throttling applied to the browser: the page really loads at slow 4G on a 4x slower CPU. */
  appliedLcpMs: number
  tbtMs: number
  cls: number
  /** Runs that succeeded. */
  runs: number
  /** Runs, simulated and applied, whose first paint Chromium held until after the load (`paintWasHeld`). */
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

export type LighthouseRunner = {
  measure: (url: string, runs: number) => Promise<LighthouseResult>
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
    chromeFlags: [...chromiumFlags(), '--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const stop = onCleanup('Chromium', () => chrome.kill())

  async function once(url: string, throttlingMethod: 'simulate' | 'devtools') {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
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

  /**
   * `runs` audits of a page. A run that fails (Lighthouse's NO_FCP on a busy machine, a
   * crashed tab) is tried once more; the page is reported as failed only when no run succeeds.
   */
  async function several(url: string, runs: number, throttlingMethod: 'simulate' | 'devtools') {
    const results = []
    let lastError: Error | undefined
    for (let run = 0; run < runs; run++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          results.push(await once(url, throttlingMethod))
          break
        } catch (error) {
          lastError = error as Error
        }
      }
    }
    if (results.length === 0) throw lastError ?? new Error(`Lighthouse could not audit ${url}`)
    return results
  }

  return {
    stop,
    measure: async (url, runs) => {
      const results = await several(url, runs, 'simulate')
      const applied = await several(url, runs, 'devtools')
      const lcpMs = median(results.map((result) => result.lcpMs))
      const lcpRun = results.find((result) => result.lcpMs === lcpMs) ?? results[0]
      return {
        score: median(results.map((result) => result.score)),
        lcpMs,
        appliedLcpMs: median(applied.map((result) => result.lcpMs)),
        tbtMs: median(results.map((result) => result.tbtMs)),
        cls: median(results.map((result) => result.cls)),
        runs: results.length,
        paintHeldRuns: [...results, ...applied].filter((result) => result.paintHeld).length,
        lcpElement: lcpRun.lcpElement,
        lcpPhases: lcpRun.lcpPhases,
      }
    },
  }
}
