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

export type FreshServer = { url: string; email: string; password: string; stop: () => Promise<void> }

/**
 * A server of its own, started from the production build exactly as `npm start` starts it,
 * on an empty database, for tests about what happens right after a start. It gets a copy
 * of the build without the cache, so its caches never mix with the shared test server's.
 */
export async function startFreshServer(label: string, options: { siteUrl?: (port: number) => string } = {}): Promise<FreshServer> {
  const port = await freePort()
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `food-${label}-`))
  // Next keeps its build folder inside the project.
  const distDir = `.next-e2e-fresh-${label}-${port}`
  fs.cpSync('.next', distDir, { recursive: true, filter: (source) => !source.startsWith(path.join('.next', 'cache')) })
  const url = `http://127.0.0.1:${port}`
  const email = `${label}@e2e.example`
  const password = 'fresh-server-password-1944'
  const server: ChildProcess = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: options.siteUrl?.(port) ?? url,
      DATA_DIR: path.join(root, 'data'),
      DATABASE_URL: '',
      NEXT_DIST_DIR: distDir,
      SEED: 'false',
      PAYLOAD_SECRET: 'fresh-server-secret',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (server.exitCode === null) {
      process.kill(-server.pid!, 'SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(distDir, { recursive: true, force: true })
  }
  // Ready when Next says so; nothing may be requested before, or the order under test is lost.
  const deadline = Date.now() + 120_000
  while (!/Ready in/.test(output)) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The fresh server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, email, password, stop }
}
