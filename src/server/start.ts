/**
 * The production entry (`npm start`), and with `--dev` the development one (`npm run dev`).
 * It builds if there is no build yet, serves on PORT (3000) through the site's request path
 * (http/siteServer.ts) and lets requests through once Next is prepared and the database is
 * ready: checked without Payload (startup/databaseState.ts), and migrated, seeded and given
 * its administrator in a process of its own only when it lacks something, so that a restart
 * serves in about the time Next takes to load.
 *
 * Run with `node --conditions=production`: Lexical's plain Node entry waits on a dynamic
 * import at its top level, which Node at random leaves unsettled, and the process ends with
 * exit code 13 and no message. The condition loads its ready-built file instead.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { adminEmail, type AdminResult } from './startup/admin.ts'
import { databaseState } from './startup/databaseState.ts'
import { withReleaseLock } from './startup/releaseLock.ts'
import { missingSettings } from './startup/requiredSettings.ts'
import { clearSharedCache } from './startup/clearSharedCache.ts'
import { keepCompiledCode, writeCompiledCodeSoon } from './startup/compileCache.ts'
import { forgetCachedPages } from './startup/forgetCachedPages.ts'
import { requestLogEnabled } from './http/requestLog.ts'
import { createSiteServer } from './http/siteServer.ts'
import { markSiteServer } from './http/siteServerMark.ts'
import { prepareInOwnProcess } from './startup/prepareInOwnProcess.ts'
import { JOB_FIRST_TURN_MS, startJobRunner } from './jobs/jobRunner.ts'
import { ownRunKey } from './jobs/runKey.ts'

const dev = process.argv.includes('--dev')
if (!dev) keepCompiledCode()
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
refuseWithoutRequiredSettings()
const port = Number(process.env.PORT || 3000)
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
process.env.SITE_URL = siteUrl
const distDir = process.env.NEXT_DIST_DIR || '.next'
const logLines = requestLogEnabled(process.env)
// As `next start` and `next dev` do; after the settings above were read as the operator gave them.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production') })

/** Stops before anything starts when a setting the set-up needs is missing (startup/requiredSettings.ts). */
function refuseWithoutRequiredSettings() {
  const missing = missingSettings(process.env)
  if (missing.length === 0) return
  console.error('The site cannot start without:')
  for (const { name, what, why } of missing) console.error(`  ${name}: ${what} (needed because of ${why})`)
  process.exit(1)
}

/**
 * Makes sure the database lacks nothing, the administrator to name. Instances starting
 * together take turns (startup/releaseLock.ts): the first migrates and seeds, the others
 * find the database ready. With MIGRATE_ON_START=false the database is served as it is
 * (the release step migrated it: `npm run seed`).
 */
async function prepareDatabase(): Promise<AdminResult> {
  const ready = { email: adminEmail(), created: false }
  if (process.env.MIGRATE_ON_START === 'false' || (await databaseState()).ready) return ready
  return withReleaseLock(async () => ((await databaseState()).ready ? ready : prepareInOwnProcess()))
}

async function serve(preparing: Promise<AdminResult | undefined>) {
  markSiteServer()
  // Before Next loads the Payload config, whose jobs endpoint checks it (jobs/runKey.ts).
  ownRunKey()
  const { default: next } = await import('next')
  const app = next({ dev, dir: process.cwd(), port })
  const handle = app.getRequestHandler()
  const ready = Promise.all([app.prepare(), preparing]).then(async ([, admin]) => {
    if (!dev) await clearSharedCache(distDir)
    return admin
  })
  const server = createSiteServer({
    next: (request, response) => void handle(request, response),
    ready,
    siteUrl,
    trustedProxyHops: Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '0', 10) || 0,
    log: logLines ? (lines) => process.stdout.write(lines) : undefined,
  })
  server.listen(port, () => console.log(`Listening on port ${port}; requests wait until the site is ready.`))
  stopOnSignals(server)
  try {
    const admin = await ready
    // Scheduled publishing and pages that change by the clock (jobs/jobRunner.ts).
    startJobRunner((request, response) => void handle(request, response), { firstTurnAfterMs: JOB_FIRST_TURN_MS })
    if (!dev) writeCompiledCodeSoon()
    console.log(`\nThe site: ${siteUrl}\nSign in: ${siteUrl}/admin${admin ? ` as ${admin.email}` : ''}`)
    if (admin?.generatedPassword) {
      console.log(`Password (shown only this once; change it after signing in): ${admin.generatedPassword}`)
    }
  } catch (error) {
    console.error('The site could not start:', error)
    process.exit(1)
  }
}

/** On a signal, open requests finish (10 s at most) and no new connection is taken. */
function stopOnSignals(server: import('node:http').Server) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0))
      server.closeIdleConnections()
      setTimeout(() => process.exit(0), 10_000).unref()
    })
  }
}

if (dev) {
  await serve(Promise.resolve(undefined))
} else if (fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  forgetCachedPages(distDir)
  await serve(prepareDatabase())
} else {
  const admin = await prepareDatabase()
  console.log('No build yet: building the site (a few minutes the first time)…')
  const nextBin = path.resolve('node_modules/next/dist/bin/next')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0) process.exit(build.status ?? 1)
  await serve(Promise.resolve(admin))
}
