/**
 * How fast the machine ran, against the one issue #8's targets were set on. The issue
 * measured a minimal Next.js app of the same kind as the floor; this run's floor sweep, read
 * at the same sizes, gives the share of that speed this machine had. The millisecond figures
 * (start, search, Lighthouse, which replays measured CPU work) move with it; the ratios of
 * pages to their references measured in the same minutes do not.
 */
import { floorRpsAt } from './floor'
import { median } from './http'

/** The issue's minimal app on its machine: requests/s by page size (`autocannon -c 20 -d 8`). */
export const issueFloor = [
  { kb: 5, rps: 2_942 },
  { kb: 88, rps: 1_705 },
  { kb: 171, rps: 972 },
] as const

/** Below this share of the issue's machine, the report says the machine ran slow. */
export const SLOW_MACHINE_SHARE = 0.85

export type MachineSpeed = {
  /** This run's floor at each of the issue's sizes, as a share of the issue's figure. */
  shares: number[]
  /** Their median: the machine's speed in one number. */
  share: number
  slow: boolean
}

export function machineSpeed(sweep: Array<{ htmlBytes: number; rps: number }>): MachineSpeed {
  const shares = issueFloor.map(({ kb, rps }) => floorRpsAt(kb * 1024, sweep).rps / rps)
  const share = median(shares)
  return { shares, share, slow: share < SLOW_MACHINE_SHARE }
}
