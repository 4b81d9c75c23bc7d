import { describe, expect, it } from 'vitest'

import { floorLadderKb, floorLadderPath, floorScriptOf, floorTwin } from '../../scripts/bench/floor'
import { machineSpeed, SLOW_MACHINE_SHARE } from '../../scripts/bench/machineSpeed'
import { soakWindows } from '../../scripts/bench/soak'
import { renderStaticConfig } from '../../scripts/lib/nginx'

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

describe('the floor page a page of the site is paired with', () => {
  // Both ladders as weighed: a page of each size, the Arabic one a little larger.
  const ladders = {
    english: floorLadderKb.map((size) => ({ path: floorLadderPath('english', size), htmlBytes: kb(size + 0.2) })),
    arabic: floorLadderKb.map((size) => ({ path: floorLadderPath('arabic', size), htmlBytes: kb(size + 0.4) })),
  }

  it('is of its own script: English pages with the English ladder, Arabic and Kurdish pages with the Arabic one', () => {
    expect(floorTwin({ locale: 'en', htmlBytes: kb(73.1) }, ladders).path).toBe('/en/html-75')
    expect(floorTwin({ locale: 'ar', htmlBytes: kb(73.1) }, ladders).path).toBe('/ar/html-75')
    expect(floorTwin({ locale: 'ckb', htmlBytes: kb(81.2) }, ladders).path).toBe('/ar/html-80')
    expect(floorScriptOf).toEqual({ en: 'english', ar: 'arabic', ckb: 'arabic' })
  })

  it('is the nearest in size by the bytes weighed, not by the size in its name', () => {
    // 62.8 KB: 2.4 KB above /ar/html-60 (60.4 KB), 2.6 below /ar/html-65 (65.4);
    // 2.6 KB above /en/html-60 (60.2 KB), 2.4 below /en/html-65 (65.2).
    expect(floorTwin({ locale: 'ar', htmlBytes: kb(62.8) }, ladders).path).toBe('/ar/html-60')
    expect(floorTwin({ locale: 'en', htmlBytes: kb(62.8) }, ladders).path).toBe('/en/html-65')
    // Beyond the ladder: its last page.
    expect(floorTwin({ locale: 'ar', htmlBytes: kb(140) }, ladders).path).toBe(`/ar/html-${floorLadderKb.at(-1)}`)
  })

  it('is never more than 2.5 KB from a page within the ladder, with pages of the sizes they are named', () => {
    const exact = { english: ladders.english.map((page, i) => ({ ...page, htmlBytes: kb(floorLadderKb[i]) })), arabic: ladders.arabic }
    for (let size = floorLadderKb[0]; size <= floorLadderKb.at(-1)!; size += 0.1) {
      const twin = floorTwin({ locale: 'en', htmlBytes: kb(size) }, exact)
      expect(Math.abs(twin.htmlBytes - kb(size))).toBeLessThanOrEqual(kb(2.5) + 1)
    }
  })
})

describe("the bench's static file server", () => {
  const options = { port: 4100, prefix: '/tmp/nginx-static', root: '/tmp/static-files' }
  const csp = "default-src 'self'; img-src 'self' data: blob:"

  it("sends the same files under /with-page-headers/ with the pages' headers, and bare elsewhere", () => {
    const config = renderStaticConfig({
      ...options,
      pageHeaders: [
        ['content-security-policy', csp],
        ['cache-control', 'public, s-maxage=1'],
      ],
    })
    const bare = config.slice(config.indexOf('location / {'), config.indexOf('location /with-page-headers/'))
    const withHeaders = config.slice(config.indexOf('location /with-page-headers/'))
    expect(bare).not.toContain('add_header')
    expect(withHeaders).toContain('alias /tmp/static-files/;')
    expect(withHeaders).toContain(`add_header content-security-policy "${csp}";`)
    expect(withHeaders).toContain('add_header cache-control "public, s-maxage=1";')
  })

  it('refuses a header nginx would read otherwise than it is sent', () => {
    expect(() => renderStaticConfig({ ...options, pageHeaders: [['x-price', 'costs $5']] })).toThrow(/x-price/)
    expect(() => renderStaticConfig({ ...options, pageHeaders: [['x-quote', 'a "b"']] })).toThrow(/x-quote/)
    expect(() => renderStaticConfig({ ...options, pageHeaders: [['bad name', 'x']] })).toThrow(/bad name/)
  })
})
