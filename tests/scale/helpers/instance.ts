import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import { freePort } from '../../e2e/helpers/freshServer'

export type Instance = { url: string; output: () => string; stop: () => Promise<void> }

/**
 * One app instance as a machine of a cluster runs it: `npm start` from its own copy of the
 * build (so nothing is shared through the build folder), with the environment given.
 */
export async function startInstance(label: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const distDir = `.next-scale-${label}-${port}`
  fs.cpSync('.next', distDir, { recursive: true, filter: (source) => !source.startsWith('.next/cache') })
  const url = `http://127.0.0.1:${port}`
  const server: ChildProcess = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), SITE_URL: url, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      process.kill(-server.pid!, 'SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(distDir, { recursive: true, force: true })
  }
  return { url, output: () => output, stop }
}

/** Waits until the instance answers its first page (it holds requests while the database is prepared). */
export async function untilServing(instance: Instance, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${instance.url}/api/globals/site-settings`, { signal: AbortSignal.timeout(timeoutMs) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${instance.url} did not start:\n${instance.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
