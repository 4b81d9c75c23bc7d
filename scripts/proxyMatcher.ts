/**
 * Part of `npm run generate`: writes the proxy's matcher into src/proxy.ts from
 * `proxyMatcher` (src/lib/routing/proxyMatcher.ts), which builds it from the locales, the
 * list pages and the product filters. Next reads the proxy's `config` without running the
 * file, so it has to be a literal there; tests/unit/proxyMatcherWritten.spec.ts fails when
 * the file and the declaration differ.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import * as prettier from 'prettier'

import { proxyMatcher } from '../src/lib/routing/proxyMatcher.ts'

export const proxyFile = path.resolve('src/proxy.ts')

const CONFIG_START = 'export const config = {'

/** `source` (the proxy's file) with its `config` written anew from the declaration. */
export async function withWrittenMatcher(source: string): Promise<string> {
  const start = source.indexOf(CONFIG_START)
  if (start < 0) throw new Error(`src/proxy.ts has no "${CONFIG_START}"`)
  const config = [
    CONFIG_START,
    '  // Written by `npm run generate` from `proxyMatcher` (src/lib/routing/proxyMatcher.ts), where',
    '  // each entry says why: Next reads this object without running the file.',
    `  matcher: ${JSON.stringify(proxyMatcher)},`,
    '}',
    '',
  ].join('\n')
  const options = await prettier.resolveConfig(proxyFile)
  return prettier.format(source.slice(0, start) + config, { ...options, filepath: proxyFile })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const source = fs.readFileSync(proxyFile, 'utf8')
  const written = await withWrittenMatcher(source)
  if (written !== source) fs.writeFileSync(proxyFile, written)
  console.log(written === source ? 'src/proxy.ts: the matcher was already up to date' : 'src/proxy.ts: matcher written')
}
