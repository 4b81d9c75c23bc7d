import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { defaultLocale, locales } from '@/i18n/locales'

/**
 * The codes a restatement would name. English, the default, is left out: it is also the
 * language of the admin, of the staff's e-mails and of fallback text (`lang="en"`), and a new
 * language is added beside it, never in its place.
 */
const codes: readonly string[] = locales.filter((locale) => locale !== defaultLocale)

/** A code as a whole word: `'ar'`, `/ar/news`, `ar-IQ`, `language_ar`; not `bar` or `archive`. */
const inText = new RegExp(`(?<![A-Za-z0-9])(${codes.join('|')})(?![A-Za-z0-9])`, 'g')

type Allowed = {
  /** Under src/: a file, a folder ending in `/`, or the start of both (`lib/routing`). */
  path: string
  /** Only these codes; every code when absent. */
  codes?: readonly string[]
  /** Only inside this top-level declaration. */
  within?: string
  why: string
}

/** What may name a language's code. Anything else takes its languages from src/i18n/locales.ts. */
const allowed: Allowed[] = [
  { path: 'i18n/locales.ts', why: 'the declaration itself' },
  { path: 'i18n/messages/', why: "the catalogues: a language's texts, and their static imports where no render loads them" },
  { path: 'admin/translations.ts', why: "the admin's catalogue: the site's languages by name (`language_ckb`), in the admin's languages" },
  { path: 'migrations/', why: 'generated: each holds the schema as it was when it ran, its locales included' },
  { path: 'payload-types.ts', why: 'generated from the config' },
  // The admin's own interface languages (Payload's `supportedLanguages`: English and Arabic)
  // are a list of their own: a new language of the site adds none.
  { path: 'payload.config.ts', codes: ['ar'], why: "the admin's interface languages" },
  { path: 'admin/dates.ts', codes: ['ar'], why: "dates in the admin's interface language" },
  { path: 'admin/FoodPreview/foodPreviewTexts.ts', codes: ['ar'], why: "the preview's labels in the admin's interface languages" },
  { path: 'fields/keepOutUntilTranslated.ts', codes: ['ar'], why: "a field's label in the admin's interface languages" },
  { path: 'fields/translationStatus.ts', codes: ['ar'], why: "a field's label in the admin's interface languages" },
  { path: 'fields/packLabels.ts', codes: ['ar'], why: "the packs' labels and country names in the admin's interface languages" },
  // Next reads the matcher without running the file: `npm run generate` writes it from
  // `proxyMatcher` (src/lib/routing), and tests/unit/proxyMatcherWritten.spec.ts holds it.
  { path: 'proxy.ts', within: 'config', why: "the proxy's matcher, a literal Next requires" },
  // The old site put Kurdish under `he`: its links are sent to Kurdish's address.
  { path: 'lib/routing', codes: ['ckb'], why: 'the old site’s `/he/…` is Kurdish' },
  // Style sheets name a language where it looks different.
  { path: 'components/layout/LanguageFlag.module.css', why: "each language's flag (held below)" },
  { path: 'styles/tokens.css', why: "the Arabic script's font, size and line height" },
  { path: 'components/products/ProductCodes.module.css', why: 'the Arabic script has no capitals' },
  { path: 'components/layout/SiteHeader.module.css', codes: ['ckb'], why: "Kurdish's longer section names" },
]

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(tsx?|m?js|css)$/.test(entry.name) ? [file] : []
  })

type Found = { codes: string[]; line: number; text: string; within?: string }

/** The top-level declaration a node is part of: `config` in `export const config = …`. */
function declarationOf(node: ts.Node): string | undefined {
  let top = node
  while (top.parent && !ts.isSourceFile(top.parent)) top = top.parent
  if (!ts.isVariableStatement(top)) return undefined
  const [declaration] = top.declarationList.declarations
  return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined
}

/** Where a style sheet names a code (`:lang(ar)`, `.ckb`), its comments aside. */
function codesInStyles(file: string): Found[] {
  // Blanked to its line breaks, so that a comment keeps its lines counted.
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
  return css.split('\n').flatMap((text, index) => {
    const named = [...new Set(Array.from(text.matchAll(inText), ([, code]) => code))]
    return named.length > 0 ? [{ codes: named, line: index + 1, text: text.trim() }] : []
  })
}

/** Where a file names a code in code: strings, regular expressions, template parts, names and keys; not in comments. */
function codesIn(file: string): Found[] {
  if (file.endsWith('.css')) return codesInStyles(file)
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Found[] = []
  const visit = (node: ts.Node) => {
    const named =
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? codes.filter((code) => code === node.text)
        : ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)
          ? [...new Set(Array.from(node.text.matchAll(inText), ([, code]) => code))]
          : []
    if (named.length > 0) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push({ codes: named, line, text: node.getText(source), within: declarationOf(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Where a file casts a value to a language (`x as Locale`, `as Locale | undefined`): `isLocale` tells instead. */
function castsToLocale(file: string): string[] {
  if (file.endsWith('.css')) return []
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const casts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) && /^\(?Locale\b/.test(node.type.getText(source))) {
      casts.push(`${relativePath(file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${node.getText(source)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return casts
}

const relativePath = (file: string) => path.relative('src', file).split(path.sep).join('/')

const allows = (entry: Allowed, file: string, { codes: named, within }: Found) =>
  file.startsWith(entry.path) &&
  named.every((code) => !entry.codes || entry.codes.includes(code)) &&
  (!entry.within || entry.within === within)

const found = sources('src').flatMap((file) => codesIn(file).map((where) => ({ file: relativePath(file), ...where })))

describe('languages, declared once', () => {
  it('no source file names a language but the declaration, the catalogues and the few allowed (src/i18n/locales.ts)', () => {
    const restating = found
      .filter((where) => !allowed.some((entry) => allows(entry, where.file, where)))
      .map(({ file, line, text }) => `src/${file}:${line}: ${text}`)
    expect(restating).toEqual([])
  })

  it('casts no value to a language', () => {
    expect(sources('src').flatMap(castsToLocale)).toEqual([])
  })

  it('gives every language its flag (src/components/layout/LanguageFlag.tsx)', () => {
    const flags = fs.readFileSync('src/components/layout/LanguageFlag.module.css', 'utf8')
    for (const locale of locales) expect(flags, locale).toMatch(new RegExp(`^\\.${locale} \\{`, 'm'))
  })

  it('allows only what is still there: an entry that allows nothing is taken out', () => {
    const unused = allowed.filter((entry) => !found.some((where) => allows(entry, where.file, where)))
    expect(unused.map((entry) => entry.path)).toEqual([])
  })
})
