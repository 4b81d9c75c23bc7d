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

/** The first problem of a `where` query, in words for the API's user, or null when none. */
export function whereProblem(where: unknown, fields: FlattenedField[], fieldsOf: FieldsOf, depth = 0): string | null {
  if (where === undefined || where === null) return null
  if (depth > 8) return 'The query is nested too deeply'
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
