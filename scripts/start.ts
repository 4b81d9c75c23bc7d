/**
 * `npm start`: build if there is no build yet, migrate, seed an empty database, then
 * serve on PORT (3000). Everything it writes goes under data/.
 *
 * A restart should be quick, and loading Payload alone takes seconds. So, with a build in
 * place, `next start` boots at once while the database is checked without Payload
 * (lib/databaseState.ts), and holds every request until the check is done
 * (lib/holdRequests.mjs). Only a database that lacks something loads Payload, to migrate,
 * seed and add the administrator (lib/prepare.ts).
 *
 * Run with `node --conditions=production`: Lexical's plain Node entry waits on a dynamic
 * import at its top level, which Node 20 at random leaves unsettled, and the process
 * ends with exit code 13 and no message. The condition loads its ready-built file instead.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { adminEmail, type AdminResult } from '../src/server/startup/admin'
import { clearSharedCache } from '../src/server/startup/clearSharedCache'
import { databaseState } from '../src/server/startup/databaseState'
import { withReleaseLock } from '../src/server/startup/releaseLock'
import { missingSettings } from '../src/server/startup/requiredSettings'

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
refuseWithoutRequiredSettings()
const port = process.env.PORT || '3000'
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
process.env.SITE_URL = siteUrl
const nextBin = path.resolve('node_modules/next/dist/bin/next')
const KEEP_ALIVE_MS = 65_000
const distDir = process.env.NEXT_DIST_DIR || '.next'

/** Stops before anything starts when a setting the set-up needs is missing (lib/requiredSettings.ts). */
function refuseWithoutRequiredSettings() {
  const missing = missingSettings(process.env)
  if (missing.length === 0) return
  console.error('The site cannot start without:')
  for (const { name, what, why } of missing) console.error(`  ${name}: ${what} (needed because of ${why})`)
  process.exit(1)
}

/** Starts `next start` holding requests; the function it returns lets them through. */
function startServer(): () => Promise<void> {
  // Cached reads and cached pages survive restarts on disk, but the record of which cache
  // tags a save expired lives in the server's memory, and the database may have changed
  // meanwhile (a new DATA_DIR, a restore, the seed): every start reads and renders afresh.
  fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })

  const preloads = ['holdRequests.mjs', 'canonicalHost.mjs', 'clientAddress.mjs', 'requestLog.mjs', 'encodedPages.mjs'].flatMap((file) => [
    '--import',
    new URL(`./lib/${file}`, import.meta.url).href,
  ])
  // Idle connections are kept longer than a proxy keeps its idle connections to the app
  // (nginx 60 s, deploy/nginx.conf): with Node's 5 s, a request sent on a connection the
  // app was just closing was reset, and a POST through nginx answered 502.
  const server = spawn(process.execPath, [...preloads, nextBin, 'start', '-p', port, '--keepAliveTimeout', String(KEEP_ALIVE_MS)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, HOLD_REQUESTS_UNTIL_READY: '1', CANONICAL_SITE_URL: siteUrl },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
  // The preload asks once its message handler is in place: an answer sent earlier would be lost.
  const asked = new Promise<void>((resolve) => server.once('message', () => resolve()))
  return async () => {
    await asked
    server.send('database-ready')
  }
}

/**
 * Makes sure the database lacks nothing (loading Payload only if it does); the administrator
 * to name. Instances starting together take turns (lib/releaseLock.ts): the first migrates
 * and seeds, the others find the database ready.
 */
async function prepare(): Promise<AdminResult> {
  const ready = { email: adminEmail(), created: false }
  if ((await databaseState()).ready) return ready
  return withReleaseLock(async () => {
    if ((await databaseState()).ready) return ready
    const { prepareDatabase } = await import('../src/server/startup/prepare')
    return (await prepareDatabase()).admin
  })
}

// Should preparing fail, this process ends, and a held server with it (lib/holdRequests.mjs).
let release = fs.existsSync(path.join(distDir, 'BUILD_ID')) ? startServer() : undefined
const admin = await prepare()

if (!release) {
  console.log('No build yet: building the site (a few minutes the first time)…')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  release = startServer()
}

await clearSharedCache(distDir)

console.log(`\nThe site: ${siteUrl}\nSign in: ${siteUrl}/admin as ${admin.email}`)
if (admin.generatedPassword) {
  console.log(`Password (shown only this once; change it after signing in): ${admin.generatedPassword}`)
}
await release()
