import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'

import { freePort } from '../../e2e/helpers/freshServer'

export type RedisServer = { url: string; stop: () => Promise<void> }

/** Debian's `redis-server` on a free loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-redis-'))
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  )
  const url = `redis://127.0.0.1:${port}`
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 10_000
  for (;;) {
    const client = createClient({ url, socket: { reconnectStrategy: false } })
    client.on('error', () => {
      // Not listening yet: tried again below.
    })
    try {
      await client.connect()
      await client.ping()
      client.destroy()
      return { url, stop }
    } catch (error) {
      // A client that never connected is already closed.
      if (client.isOpen) client.destroy()
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`redis-server did not start: ${(error as Error).message}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
