/**
 * `npm run icons`: writes the Lucide icons that src/ imports from '@/components/icons':
 * their drawings (src/components/icons/drawings.ts, served as one sprite at /icons.svg) and
 * a component for each (src/components/icons/lucide.ts) that points into that sprite, with
 * the sprite's version in the address. Run it after using an icon the files do not have
 * yet (tests/unit/icons.spec.ts checks).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import * as prettier from 'prettier'

const lucideDir = path.resolve('node_modules/lucide-react/dist/esm')
export const componentsFile = path.resolve('src/components/icons/lucide.ts')
export const drawingsFile = path.resolve('src/components/icons/drawings.ts')

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

/** The two files' contents, formatted as the project formats code. */
export async function renderIcons(): Promise<{ components: string; drawings: string }> {
  const files = lucideFiles()
  const version = (JSON.parse(fs.readFileSync('node_modules/lucide-react/package.json', 'utf8')) as { version: string }).version
  const header = [
    `// Written by \`npm run icons\` (scripts/icons.ts) from lucide-react ${version}: do not edit.`,
    '// Lucide icons, ISC License, Copyright (c) Lucide Contributors (https://lucide.dev/license).',
  ]
  const drawings: Record<string, IconData['node']> = {}
  const components: string[] = []
  for (const name of [...usedNames()].sort()) {
    const file = files.get(name)
    if (!file) throw new Error(`Lucide has no icon named ${name}.`)
    const { __iconData: data } = (await import(path.join(lucideDir, 'icons', `${file}.mjs`))) as { __iconData: IconData }
    // Lucide's React keys are not part of the drawing.
    drawings[file] = data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
    components.push(`export const ${name} = icon(${JSON.stringify(file)})`)
  }
  const spriteVersion = createHash('sha256').update(JSON.stringify(drawings)).digest('hex').slice(0, 10)
  const format = async (source: string, filepath: string) =>
    prettier.format(source, { ...(await prettier.resolveConfig(filepath)), filepath })
  return {
    components: await format(
      [
        ...header,
        "import { iconInSprite } from './icon'",
        '',
        '/** The sprite of drawings.ts (served at /icons.svg); its address changes with the drawings. */',
        `const icon = iconInSprite('/icons.svg?v=${spriteVersion}')`,
        '',
        ...components,
        '',
      ].join('\n'),
      componentsFile,
    ),
    drawings: await format(
      [
        ...header,
        "import type { IconNode } from './icon'",
        '',
        `export const drawings: Record<string, IconNode> = ${JSON.stringify(drawings)}`,
        '',
      ].join('\n'),
      drawingsFile,
    ),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { components, drawings } = await renderIcons()
  fs.writeFileSync(componentsFile, components)
  fs.writeFileSync(drawingsFile, drawings)
  console.log(`Written ${path.relative(process.cwd(), componentsFile)} and ${path.relative(process.cwd(), drawingsFile)}.`)
}
