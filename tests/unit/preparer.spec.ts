import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sleep } from '../../scripts/bench/http'
import { isAlive } from './helpers/processAlive'
import { PREPARER_GRACE_MS, prepareInOwnProcess } from '@/server/startup/prepareInOwnProcess'

const fixture = path.resolve(import.meta.dirname, 'fixtures/preparerThatStays.ts')

async function until(done: () => boolean, ms: number) {
  for (const started = Date.now(); !done() && Date.now() - started < ms;) await sleep(100)
}

describe("the database's preparer", () => {
  it('is ended once it has answered, if it does not end by itself', async () => {
    const { pid } = (await prepareInOwnProcess(fixture)) as unknown as { pid: number }
    expect(isAlive(pid)).toBe(true)
    await until(() => !isAlive(pid), PREPARER_GRACE_MS + 5000)
    expect(isAlive(pid)).toBe(false)
  }, 30_000)

  it('ends when the server that started it is stopped before it answered', async () => {
    // A server waiting for its preparer, which has not answered yet.
    const server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { fork } = require('node:child_process'); const child = fork(${JSON.stringify(fixture)}, ['--with-parent', '--silent'], { execArgv: ['--import', 'tsx'] }); console.log(child.pid); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await until(() => output.includes('\n'), 20_000)
    const preparer = Number(output.trim())
    await until(() => false, 1500)
    expect(isAlive(preparer)).toBe(true)
    server.kill('SIGKILL')
    await until(() => !isAlive(preparer), 10_000)
    expect(isAlive(preparer), 'the preparer outlived its server').toBe(false)
  }, 40_000)
})
