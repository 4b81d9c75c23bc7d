/**
 * The soak test: a long run at 80 % of the capacity measured before, over the measured
 * pages and a few searches, straight at `next start`. Counts errors and samples the
 * server's memory; memory is "flat" when the end is within 10 % of the level reached
 * after the first tenth of the run (once caches and JIT have warmed up).
 *
 * Requests are sent evenly, as visitors arrive (steadyLoad.ts), not by autocannon's rate
 * limit, which sends each second's requests in one burst and drops those it is late for.
 *
 * The run is made of one-minute windows, each with the rate held and the memory at its
 * end: a server that slows down as it runs holds less and less, minute after minute, where
 * a machine that is slower all along holds less from the first minute. The floor's page
 * measured just before and just after (`machineCheck`) says whether the machine itself
 * changed speed meanwhile.
 */
import { type RunningApp, serverRssMb } from './app'
import type { LoadResult } from './load'
import { steadyLoad } from './steadyLoad'

const SOAK_WINDOW_SECONDS = 60

export type SoakWindow = {
  /** Seconds from the start of the soak to the end of the window. */
  endS: number
  /** The rate the server kept up in this window (requests/s): answers before its end. */
  heldRate: number
  errors: number
  p50Ms: number
  p99Ms: number
  rssMb: number
}

export type SoakResult = {
  seconds: number
  /** What the server served of the mix when asked as fast as it could answer (requests/s): the median of `capacityRuns`. */
  capacity: number
  capacityRuns: number[]
  /** The rate asked for, 80 % of the capacity. */
  rate: number
  /** The rate the server kept up (requests/s): below the rate asked for, it fell behind. */
  heldRate: number
  requests: number
  errors: number
  rssStartMb: number
  rssWarmMb: number
  rssEndMb: number
  flat: boolean
  windows: SoakWindow[]
  /** The floor's reference page just before and just after the soak, when measured. */
  machineBefore?: LoadResult
  machineAfter?: LoadResult
}

/** The lengths of the windows: whole minutes, and what is left of `seconds` at the end. */
export function soakWindows(seconds: number, windowSeconds = SOAK_WINDOW_SECONDS): number[] {
  const windows: number[] = []
  for (let done = 0; done < seconds; done += windowSeconds) windows.push(Math.min(windowSeconds, seconds - done))
  return windows
}

export async function soak(
  app: RunningApp,
  {
    paths,
    capacity,
    capacityRuns,
    rate,
    seconds,
    connections,
    machineCheck,
  }: {
    paths: string[]
    capacity: number
    capacityRuns: number[]
    rate: number
    seconds: number
    connections: number
    /** Measures the machine's speed on a reference outside the app (the floor's page). */
    machineCheck?: () => Promise<LoadResult>
  },
): Promise<SoakResult> {
  const machineBefore = await machineCheck?.()
  console.log(`Soak: ${seconds} s at ${Math.round(rate)} requests/s over ${paths.length} addresses…`)
  const rssStartMb = serverRssMb(app)
  const windows: SoakWindow[] = []
  let requests = 0
  let answeredInTime = 0
  let endS = 0
  for (const windowSeconds of soakWindows(seconds)) {
    const result = await steadyLoad(app.url, { seconds: windowSeconds, rate, paths, connections })
    endS += windowSeconds
    requests += result.requests
    answeredInTime += result.okInTime
    const heldRate = result.okInTime / windowSeconds
    windows.push({ endS, heldRate, errors: result.errors, p50Ms: result.p50Ms, p99Ms: result.p99Ms, rssMb: serverRssMb(app) })
    console.log(
      `Soak: ${endS} s, ${Math.round(heldRate)} requests/s held, p99 ${Math.round(result.p99Ms)} ms, ${Math.round(windows.at(-1)!.rssMb)} MB.`,
    )
  }
  const machineAfter = await machineCheck?.()
  const rssEndMb = windows.at(-1)?.rssMb ?? rssStartMb
  const rssWarmMb = windows.find((window) => window.endS >= seconds / 10)?.rssMb ?? rssStartMb
  return {
    seconds,
    capacity,
    capacityRuns,
    rate,
    heldRate: answeredInTime / seconds,
    requests,
    errors: windows.reduce((sum, window) => sum + window.errors, 0),
    rssStartMb,
    rssWarmMb,
    rssEndMb,
    flat: rssEndMb <= rssWarmMb * 1.1,
    windows,
    machineBefore,
    machineAfter,
  }
}
