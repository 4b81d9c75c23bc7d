import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })

describe('Cache-Control', () => {
  it('is written from src/lib/cachePolicy.ts only: no answer of the site sets it as a literal', () => {
    const literal = /['"]cache-control['"]\s*[:,]\s*['"`]/i
    const written = sources('src')
      .filter((file) => !file.endsWith(path.join('lib', 'cachePolicy.ts')) && !file.includes(`${path.sep}migrations${path.sep}`))
      .filter((file) => literal.test(fs.readFileSync(file, 'utf8')))
    expect(written).toEqual([])
  })
})
