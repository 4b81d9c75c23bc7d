import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { proxyFile, withWrittenMatcher } from '../../scripts/proxyMatcher'

describe("the proxy's matcher", () => {
  it('is the one `npm run generate` writes from the routing declaration', async () => {
    const source = fs.readFileSync(proxyFile, 'utf8')
    expect(await withWrittenMatcher(source), 'src/proxy.ts differs from the declaration: run `npm run generate`').toBe(source)
  })

  it('is rewritten when the file holds another one', async () => {
    const source = fs.readFileSync(proxyFile, 'utf8')
    const stale = source.replace("'/admin/:path+',", "'/admin/:path+', '/stale',")
    expect(stale).not.toBe(source)
    expect(await withWrittenMatcher(stale)).toBe(source)
  })
})
