import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { type FreshServer, freePort, startFreshServer } from './helpers/freshServer'

/**
 * The rate limits count a client by its address, which only the site's own server can tell
 * (src/server/http/clientAddress.ts): the app must be safe however it is started.
 */
test('`next start` alone refuses to serve, and says how the site is started', async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  const next = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_BUILD_DIR || '.next' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  next.stdout.on('data', (chunk) => (output += chunk))
  next.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => next.once('exit', resolve))
  expect(code).toBe(1)
  expect(output).toContain('This site is started with `npm start`')
  await expect(fetch(`http://127.0.0.1:${port}/login`)).rejects.toThrow()
})

test.describe('on the site’s server with no proxy in front', () => {
  let server: FreshServer
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startFreshServer('forged')
  })
  test.afterAll(async () => server?.stop())

  test('a forged X-Forwarded-For, X-Real-IP or X-Client-Address does not escape the sign-in limit', async ({ request }) => {
    // The first request waits while the new server migrates its database.
    test.setTimeout(120_000)
    const signIn = (n: number) =>
      request.post(`${server.url}/api/users/login`, {
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${n}`,
          'x-real-ip': `198.51.100.${n + 100}`,
          'x-client-address': `203.0.113.${n}`,
        },
        data: { email: `nobody-${n}@e2e.example`, password: 'not the password' },
      })
    for (let n = 1; n <= 10; n++) expect((await signIn(n)).status()).toBe(401)
    const refused = await signIn(11)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
  })
})
