import { describe, expect, it } from 'vitest'

import { machineSpeed, SLOW_MACHINE_SHARE } from '../../scripts/bench/machineSpeed'
import { soakWindows } from '../../scripts/bench/soak'

const kb = (value: number) => value * 1024

describe("the bench's reading of the machine's speed", () => {
  it("reads the floor's sweep at the issue's sizes and keeps the median share", () => {
    // The sweep of 2026-11-26 00:35 (docs/performance.md), a machine about two thirds as fast.
    const sweep = [
      { htmlBytes: kb(5.9), rps: 1_895 },
      { htmlBytes: kb(33.3), rps: 1_659 },
      { htmlBytes: kb(66.6), rps: 1_314 },
      { htmlBytes: kb(99), rps: 1_123 },
      { htmlBytes: kb(131.5), rps: 786 },
      { htmlBytes: kb(186.7), rps: 618 },
    ]
    const speed = machineSpeed(sweep)
    // 5 KB is below the sweep: its smallest page. 88 and 171 KB are read between two pages.
    expect(speed.shares[0]).toBeCloseTo(1_895 / 2_942, 3)
    expect(speed.shares[1]).toBeCloseTo((1_314 + ((88 - 66.6) / (99 - 66.6)) * (1_123 - 1_314)) / 1_705, 3)
    expect(speed.shares[2]).toBeCloseTo((786 + ((171 - 131.5) / (186.7 - 131.5)) * (618 - 786)) / 972, 3)
    expect(speed.share).toBe([...speed.shares].sort((a, b) => a - b)[1])
    expect(speed.slow).toBe(true)
  })

  it('calls a machine as fast as the one the targets were set on not slow', () => {
    const sweep = [
      { htmlBytes: kb(5), rps: 2_942 },
      { htmlBytes: kb(88), rps: 1_705 },
      { htmlBytes: kb(171), rps: 972 },
    ]
    const speed = machineSpeed(sweep)
    expect(speed.shares.map((share) => share.toFixed(3))).toEqual(['1.000', '1.000', '1.000'])
    expect(speed.slow).toBe(false)
    const justSlow = machineSpeed(sweep.map((page) => ({ ...page, rps: page.rps * (SLOW_MACHINE_SHARE - 0.01) })))
    expect(justSlow.slow).toBe(true)
  })
})

describe("the soak's windows", () => {
  it('are whole minutes, the rest at the end', () => {
    expect(soakWindows(600)).toEqual(Array.from({ length: 10 }, () => 60))
    expect(soakWindows(150)).toEqual([60, 60, 30])
    expect(soakWindows(20)).toEqual([20])
  })
})
