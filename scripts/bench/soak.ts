/**
 * The soak test: a long run at 80 % of the capacity measured before, over the measured
 * pages and a few searches, straight at `next start`. Counts errors and samples the
 * server's memory; memory is "flat" when the end is within 10 % of the level reached
 * after the first tenth of the run (once caches and JIT have warmed up).
 */
import { type RunningApp, serverRssMb } from './app'
import { load } from './load'

export type SoakResult = {
  seconds: number
  /** What the server served of the mix when asked as fast as it could answer (requests/s). */
  capacity: number
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
}

export async function soak(
  app: RunningApp,
  {
    paths,
    capacity,
    rate,
    seconds,
    connections,
  }: { paths: string[]; capacity: number; rate: number; seconds: number; connections: number },
): Promise<SoakResult> {
  console.log(`Soak: ${seconds} s at ${Math.round(rate)} requests/s over ${paths.length} addresses…`)
  const rssStartMb = serverRssMb(app)
  const samples: Array<{ at: number; mb: number }> = []
  const started = performance.now()
  const sampler = setInterval(() => samples.push({ at: (performance.now() - started) / 1000, mb: serverRssMb(app) }), 5_000)
  try {
    const result = await load(app.url, { seconds, connections, paths, overallRate: Math.max(1, Math.round(rate)) })
    const rssEndMb = serverRssMb(app)
    const warm = samples.find((sample) => sample.at >= seconds / 10) ?? { mb: rssStartMb }
    return {
      seconds,
      capacity,
      rate,
      heldRate: result.requests / seconds,
      requests: result.requests,
      errors: result.errors,
      rssStartMb,
      rssWarmMb: warm.mb,
      rssEndMb,
      flat: rssEndMb <= warm.mb * 1.1,
    }
  } finally {
    clearInterval(sampler)
  }
}
