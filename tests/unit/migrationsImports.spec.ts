import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A migration must do, on any database and at any later date, what it did when it was
 * written. So it imports only the adapter and the query builder, whose versions are pinned,
 * and copies of project code frozen beside it (src/migrations/frozen/): never live app code,
 * whose next edit would quietly change what an old migration does.
 */
const migrationsDir = path.resolve('src/migrations')
const frozenDir = path.join(migrationsDir, 'frozen')

function migrationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return migrationFiles(file)
    return entry.name.endsWith('.ts') && entry.name !== 'index.ts' ? [file] : []
  })
}

function allowed(specifier: string, importer: string): boolean {
  if (/^@payloadcms\/[^/]+/.test(specifier) || /^drizzle-orm(\/|$)/.test(specifier)) return true
  if (!specifier.startsWith('.')) return false
  const target = path.resolve(path.dirname(importer), specifier)
  return target.startsWith(frozenDir + path.sep)
}

/** What a file imports that a migration may not. */
function forbiddenImports(file: string): string[] {
  // TypeScript's own scan: static imports, re-exports, `import()` and `require()`, not SQL text.
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.map(({ fileName }) => fileName).filter((specifier) => !allowed(specifier, file))
}

describe('migrations', () => {
  const files = migrationFiles(migrationsDir)

  it('are found', () => {
    expect(files.some((file) => file.includes(`${path.sep}sqlite${path.sep}`))).toBe(true)
    expect(files.some((file) => file.includes(`${path.sep}postgres${path.sep}`))).toBe(true)
  })

  it('import only @payloadcms/*, drizzle-orm and the frozen copies beside them', () => {
    const offending = files.flatMap((file) =>
      forbiddenImports(file).map((specifier) => `${path.relative(migrationsDir, file)}: ${specifier}`),
    )
    expect(offending).toEqual([])
  })

  it('would catch an import of live app code', () => {
    const importer = path.join(migrationsDir, 'sqlite', 'example.ts')
    expect(allowed('../../hooks/productSearchText', importer)).toBe(false)
    expect(allowed('@/lib/arabicSearch', importer)).toBe(false)
    expect(allowed('payload', importer)).toBe(false)
    expect(allowed('../frozen/productSearchText_20261121', importer)).toBe(true)
    expect(allowed('@payloadcms/db-sqlite', importer)).toBe(true)
    expect(allowed('drizzle-orm/sql', importer)).toBe(true)
  })
})
