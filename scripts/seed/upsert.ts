import type { CollectionSlug, Payload } from 'payload'

import type { Locale } from '../../src/i18n/locales'

type Data = Record<string, unknown>

type Translations = Partial<Record<Exclude<Locale, 'en'>, Data>>

/**
 * Creates the document in English, then adds the Arabic and Kurdish texts. A document
 * whose slug already exists is left as it is, so seeding twice changes nothing and
 * never overwrites an editor's work.
 */
export function createOnce(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
  data: Data,
  translations: Translations,
): Promise<number> {
  return createOnceBy(payload, collection, { field: 'slug', value: slug }, { ...data, slug }, translations)
}

/**
 * The same for a document without an address of its own (a notice, a certificate, a place
 * to buy): it is known by one of its English fields, its title or name.
 */
export async function createOnceBy(
  payload: Payload,
  collection: CollectionSlug,
  knownBy: { field: string; value: string },
  data: Data,
  translations: Translations,
): Promise<number> {
  const existing = await payload.find({
    collection,
    locale: 'en',
    where: { [knownBy.field]: { equals: knownBy.value } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id as number
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { ...data, _status: 'published' },
    overrideAccess: true,
    depth: 0,
  })
  for (const [locale, localized] of Object.entries(translations)) {
    await payload.update({
      collection,
      id: created.id,
      locale: locale as Locale,
      data: { ...localized, _status: 'published' },
      overrideAccess: true,
      depth: 0,
    })
  }
  return created.id as number
}
