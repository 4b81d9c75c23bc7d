import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The content model (collections, globals, fields, hooks) is loaded by the admin, the pages'
 * Payload and the tests alike; the server (src/server) is imported only by payload.config.ts,
 * the health route and instrumentation (docs/architecture.md, "Layers"). A hook that needs a
 * job queues it by its slug from src/lib/jobTasks.ts instead.
 */
const src = path.resolve('src')
const serverDir = path.join(src, 'server')
const contentModel = ['collections', 'globals', 'fields', 'hooks'].map((dir) => path.join(src, dir))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

function importsServer(specifier: string, importer: string): boolean {
  const target = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier)
      : undefined
  return target !== undefined && (target === serverDir || target.startsWith(serverDir + path.sep))
}

function serverImports(file: string): string[] {
  // TypeScript's own scan: static imports, re-exports, `import()` and `require()`.
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.map(({ fileName }) => fileName).filter((specifier) => importsServer(specifier, file))
}

describe('the content model', () => {
  const files = contentModel.flatMap(sourceFiles)

  it('is found', () => {
    for (const dir of contentModel)
      expect(
        files.some((file) => file.startsWith(dir + path.sep)),
        dir,
      ).toBe(true)
  })

  it('imports nothing of src/server', () => {
    const offending = files.flatMap((file) => serverImports(file).map((specifier) => `${path.relative(src, file)}: ${specifier}`))
    expect(offending).toEqual([])
  })

  it('would catch an import of the server, by alias or relative path', () => {
    const importer = path.join(src, 'collections', 'Notices.ts')
    expect(importsServer('@/server/jobs/expireContent', importer)).toBe(true)
    expect(importsServer('../server/jobs/retention', importer)).toBe(true)
    expect(importsServer('../server', importer)).toBe(true)
    expect(importsServer('../serverless', importer)).toBe(false)
    expect(importsServer('@/hooks/revalidateOnChange', importer)).toBe(false)
    expect(importsServer('@/lib/jobTasks', importer)).toBe(false)
    expect(importsServer('payload', importer)).toBe(false)
  })
})
