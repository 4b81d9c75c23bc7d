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

export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // The machine has no network but loopback: keep Chromium from calling home.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
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
        lcpElement: lcpRun.lcpElement,
        lcpPhases: lcpRun.lcpPhases,
      }
    },
  }
}
