/**
 * `npm start`: build if there is no build yet, migrate, seed an empty database, then
 * serve on PORT (3000). Everything it writes goes under data/.
 *
 * Run with `node --conditions=production`: Lexical's plain Node entry waits on a dynamic
 * import at its top level, which Node 20 at random leaves unsettled, and the process
 * ends with exit code 13 and no message. The condition loads its ready-built file instead.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { prepareDatabase } from './lib/prepare'

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const port = process.env.PORT || '3000'
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
process.env.SITE_URL = siteUrl
const nextBin = path.resolve('node_modules/next/dist/bin/next')

const { admin } = await prepareDatabase()

const distDir = process.env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('No build yet: building the site (a few minutes the first time)…')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Cached reads and cached pages survive restarts on disk, but the record of which cache
// tags a save expired lives in the server's memory, and the database may have changed
// meanwhile (a new DATA_DIR, a restore, the seed): every start reads and renders afresh.
fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })

console.log(`\nThe site: ${siteUrl}\nSign in: ${siteUrl}/admin as ${admin.email}`)
if (admin.generatedPassword) {
  console.log(`Password (shown only this once; change it after signing in): ${admin.generatedPassword}`)
}

const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
