import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export type SiteProcess = { output: () => string; exited: () => boolean; stop: () => Promise<void> }

/**
 * `npm start` (src/server/start.ts) in a process group of its own, from its own copy of the
 * build without the cache (Next keeps its build folder inside the project), so its caches
 * never mix with another server's. `stop` ends it and removes the copy.
 */
export function startSiteProcess(distDir: string, env: Record<string, string | undefined>): SiteProcess {
  // E2E_BUILD_DIR: another build to copy, for running one test file against it.
  const build = process.env.E2E_BUILD_DIR || '.next'
  fs.cpSync(build, distDir, { recursive: true, filter: (source) => !source.startsWith(path.join(build, 'cache')) })
  const server: ChildProcess = spawn(process.execPath, ['--conditions=production', 'src/server/start.ts'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const exited = () => server.exitCode !== null || server.signalCode !== null
  const stop = async () => {
    if (!exited()) {
      process.kill(-server.pid!, 'SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(distDir, { recursive: true, force: true })
  }
  return { output: () => output, exited, stop }
}

export type FreshServer = { url: string; email: string; password: string; output: () => string; stop: () => Promise<void> }

/**
 * A server of its own, started from the production build exactly as `npm start` starts it,
 * on an empty database, for tests about what happens right after a start.
 */
export async function startFreshServer(
  label: string,
  options: { siteUrl?: (port: number) => string; env?: Record<string, string> } = {},
): Promise<FreshServer> {
  const port = await freePort()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `food-${label}-`))
  const url = `http://127.0.0.1:${port}`
  const email = `${label}@e2e.example`
  const password = 'fresh-server-password-1944'
  const server = startSiteProcess(`.next-e2e-fresh-${label}-${port}`, {
    PORT: String(port),
    SITE_URL: options.siteUrl?.(port) ?? url,
    DATA_DIR: path.join(root, 'data'),
    DATABASE_URL: '',
    SEED: 'false',
    PAYLOAD_SECRET: 'fresh-server-secret',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    ...options.env,
  })
  const stop = async () => {
    await server.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
  // Listening (requests are held until the database is ready); nothing may be requested
  // before, or the order under test is lost.
  const deadline = Date.now() + 120_000
  while (!/Listening on port/.test(server.output())) {
    if (server.exited() || Date.now() > deadline) {
      await stop()
      throw new Error(`The fresh server did not start:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, email, password, output: server.output, stop }
}
