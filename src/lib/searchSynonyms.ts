import type { Where } from 'payload'

import { normalizeSearchText } from './arabicSearch'

/** Groups of words that mean the same in a search, each word in the form search compares. */
export type SynonymGroups = string[][]

// The Arabic article (alef lam, as normalizeSearchText leaves it) before a word of two letters or more.
const ARTICLE = /^\u0627\u0644(?=\S{2})/

/** A word without the article, so that "البطاطا" and "بطاطا" are one entry of a group. */
function stem(word: string): string {
  return word.replace(ARTICLE, '')
}

/**
 * The groups as editors write them in the site settings: one group a row, words separated
 * by commas (Latin or Arabic). Rows of fewer than two words say nothing and are left out.
 */
export function synonymGroups(rows: ReadonlyArray<string | null | undefined>): SynonymGroups {
  return rows.flatMap((row) => {
    const words = [
      ...new Set(
        (row ?? '')
          .split(/[,،]/)
          .map((word) => stem(normalizeSearchText(word)))
          .filter(Boolean),
      ),
    ]
    return words.length > 1 ? [words] : []
  })
}

/**
 * The condition for one word of a query: the stored search text contains it, or, when the
 * word belongs to a group, any word of its group.
 */
export function wordCondition(word: string, groups: SynonymGroups): Where {
  const own = stem(word)
  const alternatives = new Set([word, ...groups.filter((group) => group.includes(own)).flat()])
  if (alternatives.size === 1) return { searchText: { like: word } }
  return { or: [...alternatives].map((alternative) => ({ searchText: { like: alternative } })) }
}
