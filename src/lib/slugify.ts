/**
 * A URL-safe slug: lower-case Latin letters, digits and single hyphens. Slugs come
 * from the English title, so letters outside Latin are dropped, not transliterated.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/**
 * A page's cache tags name its slug (`doc:health-care:<slug>`), and Next ignores a tag of
 * more than 256 characters: an edit could not expire the page of a longer slug.
 */
export const SLUG_MAX_LENGTH = 120

export function slugProblem(value: string): string | undefined {
  if (!SLUG_PATTERN.test(value)) {
    return 'A slug may use only lower-case Latin letters, digits and single hyphens, for example crispy-chips.'
  }
  if (value.length > SLUG_MAX_LENGTH) return `A slug can be at most ${SLUG_MAX_LENGTH} characters long.`
  return undefined
}
