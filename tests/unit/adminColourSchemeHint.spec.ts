import { describe, expect, it } from 'vitest'

import config from '../../next.config'

type Rule = { source: string; headers: Array<{ key: string; value: string }> }

async function rulesWith(key: string): Promise<Rule[]> {
  const rules = (await config.headers!()) as Rule[]
  return rules.filter((rule) => rule.headers.some((header) => header.key === key))
}

// Payload's `Critical-CH` made a new browser send its first admin request twice (issue 51, item 12).
describe("the admin's colour-scheme hint", () => {
  it('is asked for by the admin and the sign-in page in every language, and by no other page', async () => {
    expect((await rulesWith('Accept-CH')).map((rule) => rule.source).sort()).toEqual(['/:locale(en|ar|ckb)/login', '/admin/:path*'])
  })

  it('is never critical, so no first request is sent twice', async () => {
    expect(await rulesWith('Critical-CH')).toEqual([])
  })
})
