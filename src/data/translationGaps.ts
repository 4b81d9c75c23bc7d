import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { defaultLocale } from '@/i18n/locales'
import { type ContentCollection, publicContentTypes } from '@/lib/contentTypes'
import { cacheTag } from '@/lib/cachePolicy'

import { cachedRead } from './cache'
import { payloadClient } from './payload'

type Id = number | string

/** What a language lacks of a collection: the documents without a title of their own in it. */
export type TranslationGaps = {
  untitled: Id[]
  /** Of those, the ones an editor keeps out of the language until translated. */
  keptOut: Id[]
}

const NO_GAPS: TranslationGaps = { untitled: [], keptOut: [] }

/** The content types whose editors may keep a document out of a language until translated. */
const mayKeepOut = new Set<string>(publicContentTypes.map((type) => type.slug))

/**
 * Read once per language and save, instead of asking on every list: a condition on a
 * localized field made Payload join each list's query with the language's rows and count
 * it by window (an Arabic search at 10,000 products: 26 against 22 ms), and checking a
 * page of cards for English fallbacks was a query of its own (4.6 ms).
 */
export function translationGaps(collection: ContentCollection, locale: Locale): Promise<TranslationGaps> {
  if (locale === defaultLocale) return Promise.resolve(NO_GAPS)
  return cachedRead(`translation-gaps:${collection}`, [locale], [cacheTag.collection(collection)], async () =>
    readTranslationGaps(await payloadClient(), collection, locale),
  )
}

/** `translationGaps`, read from the database each time: the published documents a visitor could see. */
export async function readTranslationGaps(payload: Payload, collection: ContentCollection, locale: Locale): Promise<TranslationGaps> {
  if (locale === defaultLocale) return NO_GAPS
  const keeps = mayKeepOut.has(collection)
  // Without a fallback, a localized field reads the language's own value.
  const found = await payload.find({
    collection,
    locale,
    fallbackLocale: false,
    where: { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
    select: keeps ? { title: true, keepOutUntilTranslated: true } : { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const docs = found.docs as Array<{ id: Id; keepOutUntilTranslated?: boolean | null }>
  return { untitled: docs.map((doc) => doc.id), keptOut: docs.filter((doc) => doc.keepOutUntilTranslated === true).map((doc) => doc.id) }
}

/** `where`, leaving out the documents kept out of the language. */
export function withoutKeptOut(where: Where | undefined, { keptOut }: TranslationGaps): Where | undefined {
  if (keptOut.length === 0) return where
  const shown: Where = { id: { not_in: keptOut } }
  return where ? { and: [where, shown] } : shown
}
