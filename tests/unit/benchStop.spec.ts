import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sleep } from '../../scripts/bench/http'
import { isAlive } from './helpers/processAlive'

const root = path.resolve(import.meta.dirname, '../..')
const benchScript = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  .bench

describe('npm run bench stopped with Ctrl-C', () => {
  it('stops what it started and removes its folders, however busy it was', async () => {
    // The bench's own command, as package.json runs it, on a stand-in that starts what the bench starts.
    const command = benchScript.replace('scripts/bench.ts', 'tests/unit/fixtures/benchStopFixture.ts')
    expect(command).not.toBe(benchScript)
    const run = spawn('sh', ['-c', command], {
      cwd: root,
      detached: true,
      env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const ended = new Promise<void>((resolve) => run.once('exit', () => resolve()))
    for (let tries = 0; tries < 300 && !output.includes('\n'); tries++) await sleep(50)
    const started = JSON.parse(output.split('\n')[0]) as { dir: string; pid: number }
    expect(fs.existsSync(started.dir)).toBe(true)
    expect(isAlive(started.pid)).toBe(true)

    // Ctrl-C in a terminal: SIGINT to every process of the foreground group.
    process.kill(-run.pid!, 'SIGINT')
    await ended
    for (let tries = 0; tries < 100 && (isAlive(started.pid) || fs.existsSync(started.dir)); tries++) await sleep(100)
    try {
      expect(isAlive(started.pid), 'the stand-in server').toBe(false)
      expect(fs.existsSync(started.dir), started.dir).toBe(false)
    } finally {
      if (isAlive(started.pid)) process.kill(started.pid, 'SIGKILL')
      fs.rmSync(started.dir, { recursive: true, force: true })
    }
  }, 60_000)
})
