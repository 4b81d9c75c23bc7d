import type { FlattenedField } from 'payload'

/**
 * Checks a `where` query against the fields it names, before it reaches the database:
 * a date that is not a date, an id that is not a number or an operator a field cannot
 * take would otherwise fail inside the database driver and answer 500. Payload itself
 * refuses unknown paths and operators; this refuses values of the wrong kind.
 */

/** The fields of another collection, for paths through a relationship (`category.slug`). */
export type FieldsOf = (collection: string) => FlattenedField[] | undefined

const SCALAR_OPERATORS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

/** What a path leads to: a field, or the document's id. */
type Target = { kind: 'id' } | { kind: 'field'; field: FlattenedField }

function resolve(path: string, fields: FlattenedField[], fieldsOf: FieldsOf): Target | null {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return { kind: 'id' }
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === head)
  if (!field) return null
  if (rest.length === 0) return { kind: 'field', field }
  const next = rest.join('.')
  switch (field.type) {
    case 'group':
    case 'array':
    case 'tab':
      return resolve(next, field.flattenedFields, fieldsOf)
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo !== 'string') return null
      const related = fieldsOf(field.relationTo)
      return related ? resolve(next, related, fieldsOf) : null
    }
    default:
      // A localized field may be asked in one language (`title.ar`): its value is the field's.
      return { kind: 'field', field }
  }
}

const isWholeNumber = (value: string) => /^\d{1,15}$/.test(value)
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))

function isDate(value: string): boolean {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** Why one value does not fit its target, or null when it does. */
function valueProblem(target: Target, value: string): string | null {
  if (target.kind === 'id') return isWholeNumber(value) ? null : 'is not a document number'
  const { field } = target
  switch (field.type) {
    case 'number':
      return isNumber(value) ? null : 'is not a number'
    case 'date':
      return isDate(value) ? null : 'is not a date (use e.g. 2026-01-31)'
    case 'relationship':
    case 'upload':
      return isWholeNumber(value) ? null : 'is not a document number'
    case 'checkbox':
      return value === 'true' || value === 'false' ? null : 'is not true or false'
    default:
      return null
  }
}

/** A value the query string gives: a string, or (for lists) strings. Numbers and booleans come from JSON. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

function conditionProblem(path: string, operator: string, value: unknown, target: Target): string | null {
  const at = `where[${path}][${operator}]`
  if (GEO_OPERATORS.has(operator)) {
    return target.kind === 'field' && target.field.type === 'point' ? null : `${at}: only a map point can be searched by distance`
  }
  if (operator === 'exists') {
    const text = asText(value)
    return text === 'true' || text === 'false' ? null : `${at} must be true or false`
  }
  if (LIST_OPERATORS.has(operator)) {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
    for (const item of items) {
      const text = asText(item)
      if (text === null) return `${at} must be a list of values`
      const problem = valueProblem(target, text)
      if (problem) return `${at}: "${text}" ${problem}`
    }
    return null
  }
  if (SCALAR_OPERATORS.has(operator)) {
    if (value === null && (operator === 'equals' || operator === 'not_equals')) return null
    const text = asText(value)
    if (text === null) return `${at} must be a single value`
    const problem = valueProblem(target, text)
    return problem ? `${at}: "${text}" ${problem}` : null
  }
  // An unknown operator: Payload answers it with its own message.
  return null
}

/**
 * The most conditions a query may hold, and how deeply `and`/`or` may nest. What the site and
 * the admin send stays far below: the product search builds one condition a word (100
 * characters at most, src/lib/productFilters.ts) plus each word's synonyms, three levels
 * deep; the admin's list filters are a row per condition (`or` of `and`s, with its search
 * and the selected rows' ids as one `in` each, four levels). SQLite fails on about 1,000
 * (its expression depth), and 30,000 kept the server busy for seconds.
 */
export const MAX_WHERE_CONDITIONS = 200
export const MAX_WHERE_DEPTH = 8
/** Items in one `in`/`not_in`/`all` list: a whole page of ids (MAX_PAGE_SIZE), not SQLite's 32,766 variables. */
export const MAX_WHERE_LIST = 1000

/** Why a query is too large to run, before any of it is checked further, or null. */
export function whereSizeProblem(where: unknown): string | null {
  let conditions = 0
  const walk = (node: unknown, depth: number): string | null => {
    if (!node || typeof node !== 'object') return null
    if (depth > MAX_WHERE_DEPTH) return `The query nests and/or more than ${MAX_WHERE_DEPTH} levels deep`
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const parts = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
        for (const part of parts) {
          const problem = walk(part, depth + 1)
          if (problem) return problem
        }
        continue
      }
      const operators = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [['', value]]
      for (const [operator, operand] of operators) {
        conditions += 1
        if (conditions > MAX_WHERE_CONDITIONS) return `The query has more than ${MAX_WHERE_CONDITIONS} conditions`
        const items = Array.isArray(operand)
          ? operand.length
          : typeof operand === 'string' && LIST_OPERATORS.has(operator)
            ? operand.split(',').length
            : 0
        if (items > MAX_WHERE_LIST) return `where[${key}][${operator}] lists more than ${MAX_WHERE_LIST} values`
      }
    }
    return null
  }
  return walk(where, 0)
}

/** The first problem of a `where` query, in words for the API's user, or null when none. */
export function whereProblem(where: unknown, fields: FlattenedField[], fieldsOf: FieldsOf, depth = 0): string | null {
  if (where === undefined || where === null) return null
  if (depth === 0) {
    const tooLarge = whereSizeProblem(where)
    if (tooLarge) return tooLarge
  }
  if (depth > MAX_WHERE_DEPTH) return 'The query is nested too deeply'
  if (typeof where !== 'object' || Array.isArray(where)) return 'The query (where) must be an object of conditions'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const parts = Array.isArray(condition) ? condition : condition && typeof condition === 'object' ? Object.values(condition) : null
      if (!parts) return `where[${key}] must be a list of conditions`
      for (const part of parts) {
        if (!part || typeof part !== 'object' || Array.isArray(part)) return `where[${key}] must be a list of conditions`
        const problem = whereProblem(part, fields, fieldsOf, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition))
      return `where[${key}] must name an operator, e.g. where[${key}][equals]=…`
    const target = resolve(key, fields, fieldsOf)
    // A path Payload does not know: it refuses it with its own message.
    if (!target) continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = conditionProblem(key, operator, value, target)
      if (problem) return problem
    }
  }
  return null
}
