import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { canonicalLocation } from '@/server/http/canonicalHost'

describe('another host name', () => {
  const site = new URL('https://www.hawlerfoods.example')

  it('is redirected to the public address, with its path and query', () => {
    expect(canonicalLocation('203.0.113.7', '/ar/products?q=chips', site)).toBe('https://www.hawlerfoods.example/ar/products?q=chips')
    expect(canonicalLocation('old-name.example:443', '/admin', site)).toBe('https://www.hawlerfoods.example/admin')
    expect(canonicalLocation(undefined, '/admin', site)).toBe('https://www.hawlerfoods.example/admin')
  })

  it('is not redirected at the public address itself, whatever the port a proxy passes', () => {
    expect(canonicalLocation('WWW.hawlerfoods.example', '/', site)).toBeUndefined()
    expect(canonicalLocation('www.hawlerfoods.example:8443', '/', site)).toBeUndefined()
  })

  it('is redirected on one’s own computer too: the admin builds its addresses from one name', () => {
    const local = new URL('http://localhost:3900')
    expect(canonicalLocation('127.0.0.1:3900', '/admin/collections/media', local)).toBe('http://localhost:3900/admin/collections/media')
    expect(canonicalLocation('[::1]:3900', '/', local)).toBe('http://localhost:3900/')
    expect(canonicalLocation('localhost:3900', '/admin', local)).toBeUndefined()
    expect(canonicalLocation('localhost:3900', '/', new URL('http://127.0.0.1:3900'))).toBe('http://127.0.0.1:3900/')
  })
})

describe('npm start in production', () => {
  it('refuses to start without the public address and the secret, and says why', () => {
    const started = spawnSync(process.execPath, ['src/server/start.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: '', PAYLOAD_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('SITE_URL: the public address of the site')
    expect(started.stderr).toContain('PAYLOAD_SECRET')
  })
})
