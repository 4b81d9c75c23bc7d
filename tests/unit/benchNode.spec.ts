import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { afterAll, describe, expect, it } from 'vitest'

import { sleep } from '../../scripts/bench/http'
import { cleanUp, descendantsOf, expectBenchNode, withBenchNode } from '../../scripts/bench/processes'

const own = fs.realpathSync(process.execPath)

afterAll(cleanUp)

describe("the bench's own Node", () => {
  it('is the `node` a process it starts finds by name, whatever the PATH it was given', () => {
    const found = spawnSync('node', ['-p', 'process.execPath'], {
      env: withBenchNode({ ...process.env, PATH: '/usr/bin:/bin' }),
      encoding: 'utf8',
    })
    expect(found.status).toBe(0)
    expect(fs.realpathSync(found.stdout.trim())).toBe(own)
  })

  it('is checked in a process and every process below it', async () => {
    const idle = 'setTimeout(() => {}, 60000)'
    const node = spawn(process.execPath, [
      '-e',
      `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(idle)}]); ${idle}`,
    ])
    const other = spawn(process.execPath, ['-e', `require('node:child_process').spawn('sleep', ['60']); ${idle}`])
    try {
      // Until both have started their child: seconds, on a busy machine.
      for (let tries = 0; tries < 1500 && (descendantsOf(node.pid!).length === 0 || descendantsOf(other.pid!).length === 0); tries++)
        await sleep(20)
      expect(() => expectBenchNode('a server', node.pid!)).not.toThrow()
      expect(() => expectBenchNode('a server', other.pid!)).toThrow(/a server runs \S*sleep \(process \d+\), not the bench's own Node/)
    } finally {
      for (const pid of [node.pid!, other.pid!]) for (const each of [...descendantsOf(pid), pid]) process.kill(each)
    }
  })
})
