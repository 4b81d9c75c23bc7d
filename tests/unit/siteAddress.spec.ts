import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { canonicalLocation, publicAddress } from '../../scripts/lib/canonicalHost.mjs'
import { siteOrigins } from '@/lib/serverUrl'

describe('the origins the admin may save from', () => {
  it('are every name of one’s own computer when the site is there', () => {
    const expected = ['http://localhost:3900', 'http://127.0.0.1:3900', 'http://[::1]:3900']
    expect(siteOrigins('http://localhost:3900')).toEqual(expected)
    expect(siteOrigins('http://127.0.0.1:3900/')).toEqual(expected)
  })

  it('are the public address alone for a public site', () => {
    expect(siteOrigins('https://www.hawlerfoods.example')).toEqual(['https://www.hawlerfoods.example'])
  })
})

describe('another host name', () => {
  const site = publicAddress('https://www.hawlerfoods.example')!

  it('is redirected to the public address, with its path and query', () => {
    expect(canonicalLocation('203.0.113.7', '/ar/products?q=chips', site)).toBe('https://www.hawlerfoods.example/ar/products?q=chips')
    expect(canonicalLocation('old-name.example:443', '/admin', site)).toBe('https://www.hawlerfoods.example/admin')
    expect(canonicalLocation(undefined, '/admin', site)).toBe('https://www.hawlerfoods.example/admin')
  })

  it('is not redirected at the public address itself, whatever the port a proxy passes', () => {
    expect(canonicalLocation('WWW.hawlerfoods.example', '/', site)).toBeUndefined()
    expect(canonicalLocation('www.hawlerfoods.example:8443', '/', site)).toBeUndefined()
  })

  it('is never redirected on one’s own computer', () => {
    expect(publicAddress('http://localhost:3900')).toBeUndefined()
    expect(publicAddress('http://127.0.0.1:3900')).toBeUndefined()
    expect(publicAddress('http://site.test:3900')).toEqual({ hostname: 'site.test', origin: 'http://site.test:3900' })
  })
})

describe('npm start in production', () => {
  it('refuses to start without the public address and the secret, and says why', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: '', PAYLOAD_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('SITE_URL: the public address of the site')
    expect(started.stderr).toContain('PAYLOAD_SECRET')
  })
})
