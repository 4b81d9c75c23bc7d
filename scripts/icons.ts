/**
 * `npm run icons`: writes src/components/icons/lucide.ts, the Lucide icons that src/ imports
 * from '@/components/icons', as data for the server-rendered `icon()` (see icon.tsx).
 * Run it after using an icon the file does not have yet (tests/unit/icons.spec.ts checks).
 */
import fs from 'node:fs'
import path from 'node:path'

import * as prettier from 'prettier'

const lucideDir = path.resolve('node_modules/lucide-react/dist/esm')
export const outputFile = path.resolve('src/components/icons/lucide.ts')

/** Every name lucide-react exports, and the file whose icon it is. */
function lucideFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(lucideDir, 'lucide-react.mjs'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name, file)
  return files
}

/** The icon names src/ imports from '@/components/icons'. */
function usedNames(dir = path.resolve('src')): Set<string> {
  const names = new Set<string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from '@\/components\/icons'/g))
      for (const name of list.split(',').map((part) => part.trim()))
        if (/^[A-Z]\w*$/.test(name) && name !== 'Icon' && name !== 'IconProps') names.add(name)
  }
  return names
}

type IconData = { node: Array<[string, Record<string, string>]> }

export async function renderIcons(): Promise<string> {
  const files = lucideFiles()
  const version = (JSON.parse(fs.readFileSync('node_modules/lucide-react/package.json', 'utf8')) as { version: string }).version
  const lines = [
    `// Written by \`npm run icons\` (scripts/icons.ts) from lucide-react ${version}: do not edit.`,
    '// Lucide icons, ISC License, Copyright (c) Lucide Contributors (https://lucide.dev/license).',
    "import { icon } from './icon'",
    '',
  ]
  for (const name of [...usedNames()].sort()) {
    const file = files.get(name)
    if (!file) throw new Error(`Lucide has no icon named ${name}.`)
    const { __iconData: data } = (await import(path.join(lucideDir, 'icons', `${file}.mjs`))) as { __iconData: IconData }
    // Lucide's React keys are not part of the drawing.
    const node = data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
    lines.push(`export const ${name} = icon(${JSON.stringify(file)}, ${JSON.stringify(node)})`)
  }
  const options = await prettier.resolveConfig(outputFile)
  return prettier.format(`${lines.join('\n')}\n`, { ...options, filepath: outputFile })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(outputFile, await renderIcons())
  console.log(`Written ${path.relative(process.cwd(), outputFile)}.`)
}
