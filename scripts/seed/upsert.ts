import type { CollectionSlug, Payload } from 'payload'

import type { Locale } from '../../src/i18n/locales'

type Data = Record<string, unknown>

/**
 * Creates the document in English, then adds the Arabic and Kurdish texts. A document
 * whose slug already exists is left as it is, so seeding twice changes nothing and
 * never overwrites an editor's work.
 */
export async function createOnce(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
  data: Data,
  translations: Partial<Record<Exclude<Locale, 'en'>, Data>>,
): Promise<number> {
  const existing = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id as number
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { ...data, slug, _status: 'published' },
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
