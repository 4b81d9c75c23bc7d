/**
 * Two addresses measured in turn rather than one after the other: the machine's speed drifts
 * over a run (the floor's same page moved by 8 % between runs of one day), and a ratio of two
 * measures taken minutes apart carries that drift. Alternated short runs, in the order
 * A B, B A, A B…, see the same machine; the median of each side is kept.
 */
import { median } from './http'
import { load, type LoadOptions, type LoadResult } from './load'

export type PairedLoad = {
  /** The run of median requests/s on each side. */
  a: LoadResult
  b: LoadResult
  /** Requests/s of every run, in the order they were made. */
  aRuns: number[]
  bRuns: number[]
}

const medianRun = (runs: LoadResult[]): LoadResult => {
  const middle = median(runs.map((run) => run.rps))
  return runs.find((run) => run.rps === middle)!
}

/** An address, and the server processes whose CPU time a request is measured with it. */
export type LoadTarget = { url: string; cpuOf?: () => number[] }

export type AlternatedRuns = {
  median: LoadResult
  runs: number[]
  /** The median over the runs of the server's CPU time a request, in µs (when `cpuOf` was given). */
  serverCpuUs?: number
}

/**
 * Several addresses measured in turn, in the order A B C, C B A, A B C…; the run of median
 * requests/s of each is kept, with every run's figure in the order they were made.
 */
export async function alternateAll(
  targets: Array<string | LoadTarget>,
  options: LoadOptions & { rounds: number },
): Promise<AlternatedRuns[]> {
  const { rounds, ...loadOptions } = options
  const sides = targets.map((target) => (typeof target === 'string' ? { url: target } : target))
  const runs: LoadResult[][] = sides.map(() => [])
  for (let round = 0; round < rounds; round++) {
    const order = sides.map((_side, index) => index)
    for (const side of round % 2 === 0 ? order : order.reverse()) {
      // Each address is warmed once, before its first recorded run.
      const { url, cpuOf } = sides[side]
      runs[side].push(await load(url, { ...loadOptions, cpuOf, warmUp: runs[side].length === 0 }))
    }
  }
  return runs.map((sideRuns) => {
    const cpu = sideRuns.flatMap((run) => (run.serverCpuUs === undefined ? [] : [run.serverCpuUs]))
    return {
      median: medianRun(sideRuns),
      runs: sideRuns.map((run) => run.rps),
      ...(cpu.length > 0 ? { serverCpuUs: median(cpu) } : {}),
    }
  })
}

export async function alternate(a: string, b: string, options: LoadOptions & { rounds: number }): Promise<PairedLoad> {
  const [first, second] = await alternateAll([a, b], options)
  return { a: first.median, b: second.median, aRuns: first.runs, bRuns: second.runs }
}
