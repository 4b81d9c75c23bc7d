import type { FlattenedField } from 'payload'

import { plainText } from '@/lib/plainText'

/** A document or a version's data, read in one language without falling back to English. */
export type Data = Record<string, unknown>
type Row = Data & { id?: unknown; blockType?: unknown }

const asData = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {})
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/** The fields of one row of a list (array) or of a block of the type the row is. */
function rowFields(field: FlattenedField, row: Row): FlattenedField[] | undefined {
  if (field.type === 'array') return field.flattenedFields
  if (field.type === 'blocks') return field.blocks.find((block) => block.slug === row.blockType)?.flattenedFields
  return undefined
}

/** Whether a field holds text of each language, itself or in a field inside it. */
export function holdsLanguageText(field: FlattenedField): boolean {
  if (field.type === 'join') return false
  if (field.localized) return true
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return field.flattenedFields.some(holdsLanguageText)
  if (field.type === 'blocks') return field.blocks.some((block) => block.flattenedFields.some(holdsLanguageText))
  return false
}

/**
 * One language's text of `from` (a version) written over `now` (the document as it is):
 * every localized field's value as the version had it, a localized list or block list whole.
 * A list that is the same in every language but has text of each language in its rows (a
 * product's ingredients) keeps its rows as they are now, so no row comes back or goes: a
 * row the version also had (the same row id) gets its text from the version; a row added
 * since keeps the text it has. Everything that is not text of a language is left out, so
 * a save of the result changes that language's text alone.
 */
export function languageTextOf(fields: FlattenedField[], from: Data, now: Data): Data {
  const text: Data = {}
  for (const field of fields) {
    if (!holdsLanguageText(field)) continue
    if (field.localized) {
      text[field.name] = structuredClone(from[field.name] ?? null)
    } else if (field.type === 'group' || field.type === 'tab') {
      text[field.name] = languageTextOf(field.flattenedFields, asData(from[field.name]), asData(now[field.name]))
    } else if (field.type === 'array' || field.type === 'blocks') {
      const then = new Map(asRows(from[field.name]).map((row) => [row.id, row]))
      text[field.name] = asRows(now[field.name]).map((row) => {
        const old = then.get(row.id)
        const sub = rowFields(field, row)
        if (!old || !sub || old.blockType !== row.blockType) return structuredClone(row)
        return { ...structuredClone(row), ...languageTextOf(sub, old, row) }
      })
    }
  }
  return text
}

function valueHasText(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  // A per-language choice left at its default (keepOutUntilTranslated) is no text of that language.
  if (typeof value === 'boolean') return value
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && 'root' in value) return plainText(value) !== ''
  return true
}

/** Whether `data` has any text of its language: an English-only version has none in Arabic. */
export function hasLanguageText(fields: FlattenedField[], data: Data): boolean {
  return fields.some((field) => {
    if (!holdsLanguageText(field)) return false
    if (field.localized) return valueHasText(data[field.name])
    if (field.type === 'group' || field.type === 'tab') return hasLanguageText(field.flattenedFields, asData(data[field.name]))
    return asRows(data[field.name]).some((row) => {
      const sub = rowFields(field, row)
      return sub ? hasLanguageText(sub, row) : false
    })
  })
}

/** What restoring a version's text of one language does to that language. */
export type LanguageChange = 'same' | 'changes' | 'removed'

/**
 * Compares a version's text of one language with the document's: the same, different, or
 * (the version has none of it) removed by a full restore.
 */
export function languageChange(fields: FlattenedField[], version: Data, now: Data): LanguageChange {
  const restored = languageTextOf(fields, version, now)
  const current = languageTextOf(fields, now, now)
  if (JSON.stringify(restored) === JSON.stringify(current)) return 'same'
  return hasLanguageText(fields, version) || !hasLanguageText(fields, now) ? 'changes' : 'removed'
}
