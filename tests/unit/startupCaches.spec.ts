import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { forgetCachedPages } from '../../src/server/startup/forgetCachedPages'

const folders: string[] = []
function temporaryFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hawler-startup-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

function write(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, 'x')
}

describe('a start forgets the pages and reads cached before it', () => {
  it('takes the cached pages and reads away at once, and leaves the rest of the build', async () => {
    const dist = temporaryFolder()
    write(path.join(dist, 'server', 'route-cache', 'products', 'chips.html'))
    write(path.join(dist, 'cache', 'fetch-cache', 'abc'))
    write(path.join(dist, 'server', 'app', 'page.js'))
    write(path.join(dist, 'cache', 'images', 'picture.webp'))
    // Left by a start that stopped before its deletion finished.
    write(path.join(dist, 'forgotten-cache-1-2-0', 'old.html'))

    forgetCachedPages(dist)

    expect(fs.existsSync(path.join(dist, 'server', 'route-cache'))).toBe(false)
    expect(fs.existsSync(path.join(dist, 'cache', 'fetch-cache'))).toBe(false)
    expect(fs.existsSync(path.join(dist, 'server', 'app', 'page.js'))).toBe(true)
    expect(fs.existsSync(path.join(dist, 'cache', 'images', 'picture.webp'))).toBe(true)
    await expect.poll(() => fs.readdirSync(dist).filter((entry) => entry.startsWith('forgotten'))).toEqual([])
  })

  it('starts on a build that has cached nothing yet', () => {
    const dist = temporaryFolder()
    write(path.join(dist, 'BUILD_ID'))
    expect(() => forgetCachedPages(dist)).not.toThrow()
    expect(fs.readdirSync(dist)).toEqual(['BUILD_ID'])
  })
})

describe('the compiled code of the modules a start loads', () => {
  it('is kept on disk for the next start', () => {
    const cache = temporaryFolder()
    const script = `
      const { keepCompiledCode } = await import(${JSON.stringify(path.resolve('src/server/startup/compileCache.ts'))})
      keepCompiledCode()
      await import('zod')
    `
    // Node's default place for it, in the temporary folder, which TMPDIR names.
    // A variable left undefined is not passed on.
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: cache, NODE_COMPILE_CACHE: undefined }
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { env, encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const kept = path.join(cache, 'node-compile-cache')
    const files = fs.readdirSync(kept, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(files.length).toBeGreaterThan(0)
  })
})
