/**
 * The site under test: `npm start` (src/server/start.ts: check the database, or migrate and
 * seed it, while `next start` boots) on the benchmark's build, a loopback port and a
 * temporary data folder, run by the bench's own Node as `npm start` would run it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { benchDistDir } from './build'
import { loopbackUrl, waitFor200 } from './http'
import { descendantsOf, expectBenchNode, isStopping, spawnTracked, type Tracked } from './processes'

export const benchAdmin = { email: 'bench@hawlerfoods.example', password: 'bench-password-1944' }

export type AppSettings = { port: number; dataDir: string; logFile: string }

/** The app's environment: where its data lives and who signs in are set here, whatever the shell says. */
export function appEnvironment({ port, dataDir }: Omit<AppSettings, 'logFile'>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: benchDistDir,
    PORT: String(port),
    SITE_URL: loopbackUrl(port),
    DATA_DIR: dataDir,
    SEED: 'true',
    // SQLite and media in the data folder, no shared cache: the default set-up.
    DATABASE_URL: '',
    MEDIA_DIR: '',
    S3_BUCKET: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PAYLOAD_SECRET: 'bench-secret-not-for-production',
    // The bench measures serving, from one address: the limits would answer its searches 429.
    RATE_LIMIT_MULTIPLIER: '100000',
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
  }
}

export type RunningApp = {
  url: string
  /** Milliseconds from starting `npm start` to the first 200 from `/`. */
  startMs: number
  /** Of those, until `npm start` found the database ready (`next start` boots meanwhile). */
  databaseReadyMs: number
  process: Tracked
  stop: () => Promise<void>
}

/** What src/server/start.ts prints once the database is ready, as it lets `next start` answer. */
const READY_MARKER = 'The site:'

/** Starts the app and waits until `/` answers 200 (seeding an empty database takes a minute). */
export async function startApp(settings: AppSettings, { timeoutMs = 300_000 } = {}): Promise<RunningApp> {
  const log = fs.createWriteStream(settings.logFile, { flags: 'a' })
  const started = performance.now()
  const tracked = spawnTracked(
    `the app on port ${settings.port}`,
    process.execPath,
    ['--conditions=production', path.resolve('src/server/start.ts')],
    { env: appEnvironment(settings), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let readyAt: number | undefined
  tracked.child.stdout?.on('data', (chunk: Buffer) => {
    if (readyAt === undefined && chunk.toString().includes(READY_MARKER)) readyAt = performance.now()
  })
  tracked.child.stdout?.pipe(log)
  tracked.child.stderr?.pipe(log)
  let exitCode: number | null | undefined
  void tracked.exited.then((code) => (exitCode = code))
  const url = loopbackUrl(settings.port)
  const startMs = await waitFor200(`${url}/`, {
    since: started,
    timeoutMs,
    failed: () => (exitCode !== undefined ? `npm start ended (exit code ${exitCode}); see ${settings.logFile}` : undefined),
  })
  expectBenchNode(`the app on ${url}`, tracked.pid)
  // If the server goes away while it is being measured, say so at once: the next request
  // would only fail with "fetch failed".
  let stopping = false
  tracked.child.once('exit', (code, signal) => {
    if (!stopping && !isStopping())
      console.error(`\nThe app on ${url} ended unexpectedly (exit code ${code}, signal ${signal}); see ${settings.logFile}.`)
  })
  const stop = () => {
    stopping = true
    return tracked.stop()
  }
  return { url, startMs, databaseReadyMs: (readyAt ?? Number.NaN) - started, process: tracked, stop }
}

export type StartTime = Pick<RunningApp, 'startMs' | 'databaseReadyMs'>

/**
 * Start to first 200 on the existing build and database, `runs` times: one sample on a
 * shared machine says little. The last start is left running for the other measurements.
 */
export async function measureRestarts(settings: AppSettings, runs: number): Promise<{ app: RunningApp; times: StartTime[] }> {
  const times: StartTime[] = []
  for (;;) {
    const app = await startApp(settings, { timeoutMs: 120_000 })
    times.push({ startMs: app.startMs, databaseReadyMs: app.databaseReadyMs })
    if (times.length >= runs) return { app, times }
    await app.stop()
  }
}

function rssKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/**
 * Resident memory of the site's server in MB: the process `src/server/start.ts` runs in,
 * which is the server itself, and any process it starts (the database preparation, Next's
 * workers).
 */
export function serverRssMb(app: RunningApp): number {
  return [app.process.pid, ...descendantsOf(app.process.pid)].reduce((total, pid) => total + rssKb(pid), 0) / 1024
}
