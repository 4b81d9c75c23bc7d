import { toImage } from '@/lib/media'
import { pagesOf, type PublicContentCollection } from '@/lib/contentTypes'
import { plainText } from '@/lib/plainText'

/** A document as a card reads it: by the field names its content type declares. */
export type Fields = Record<string, unknown>

const EXCERPT_LENGTH = 140

/** The card's picture: the first of the declared upload field (one upload or a list). */
export function cardPicture(collection: PublicContentCollection, doc: Fields) {
  const value = doc[pagesOf(collection).card.image]
  return toImage(Array.isArray(value) ? value[0] : value, 'card')
}

/** The card's excerpt: the first declared text field that has words. */
export function cardExcerpt(collection: PublicContentCollection, doc: Fields): string | undefined {
  for (const field of pagesOf(collection).card.excerpt as readonly string[]) {
    const value = doc[field]
    const text = typeof value === 'string' ? value.trim() : plainText(value, EXCERPT_LENGTH)
    if (text) return text
  }
  return undefined
}
