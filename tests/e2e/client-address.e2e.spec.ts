import { spawn } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { freePort } from './helpers/freshServer'

/**
 * The rate limits count a client by its address, which only the site's own server can tell
 * (src/server/http/clientAddress.ts): the app must be safe however it is started. That a
 * client cannot name itself to escape them: tests/int/signInLimits.int.spec.ts.
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
