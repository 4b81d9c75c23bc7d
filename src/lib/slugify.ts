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

export function slugProblem(value: string): string | undefined {
  return SLUG_PATTERN.test(value)
    ? undefined
    : 'A slug may use only lower-case Latin letters, digits and single hyphens, for example crispy-chips.'
}
