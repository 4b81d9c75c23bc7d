import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * `npm start` runs src/server/start.ts on Node's own type stripping, which resolves no
 * extensionless relative import (docs/performance.md, "Start"): every file it loads must name
 * each relative import with its extension, or the site does not start. `import type` is
 * erased, so it needs none.
 */
const entry = path.resolve('src/server/start.ts')

const relativeImports = (source: string) =>
  [...source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+'(\.{1,2}\/[^']+)'|^\s*import\s+'(\.{1,2}\/[^']+)'/gm)]
    .filter((match) => !match[2])
    .map((match) => match[3] ?? match[4])

function loadedBy(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen
  const specifiers = relativeImports(fs.readFileSync(file, 'utf8'))
  seen.set(file, specifiers)
  for (const specifier of specifiers) {
    const target = path.resolve(path.dirname(file), specifier)
    if (/\.(ts|mts)$/.test(target) && fs.existsSync(target)) loadedBy(target, seen)
  }
  return seen
}

describe('what npm start loads on Node', () => {
  const graph = loadedBy(entry)

  it('reaches the request path and the declarations', () => {
    const files = [...graph.keys()].map((file) => path.relative(process.cwd(), file))
    expect(files).toEqual(expect.arrayContaining(['src/server/http/siteServer.ts', 'src/lib/routing.ts', 'src/lib/contentTypes.ts']))
  })

  it('names every relative import with an extension, of a file that exists', () => {
    const unresolved = [...graph].flatMap(([file, specifiers]) =>
      specifiers
        .filter((specifier) => !fs.existsSync(path.resolve(path.dirname(file), specifier)) || !path.extname(specifier))
        .map((specifier) => `${path.relative(process.cwd(), file)}: '${specifier}'`),
    )
    expect(unresolved).toEqual([])
  })
})
