import { describe, expect, it } from 'vitest'

import { missingSettings } from '../../src/server/startup/requiredSettings'

const names = (env: Parameters<typeof missingSettings>[0]) => missingSettings(env).map((setting) => setting.name)

describe('settings a start refuses to go without', () => {
  it('asks nothing of a first try on one machine', () => {
    expect(names({})).toEqual([])
  })

  it('needs the public address and a fixed secret in production', () => {
    expect(names({ NODE_ENV: 'production' })).toEqual(['SITE_URL', 'PAYLOAD_SECRET'])
    expect(names({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', PAYLOAD_SECRET: 'x'.repeat(32) })).toEqual([])
  })

  it('needs one secret for several instances, which a shared cache means', () => {
    const missing = missingSettings({ REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(missing.map((setting) => setting.name)).toEqual(['PAYLOAD_SECRET'])
    expect(missing[0].why).toContain('REDIS_URL')
    expect(names({ REDIS_URL: 'redis://127.0.0.1:6379', PAYLOAD_SECRET: 'shared' })).toEqual([])
  })
})
