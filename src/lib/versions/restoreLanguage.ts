import { APIError, type CollectionSlug, type FlattenedField, type GlobalSlug, type Payload, type PayloadRequest } from 'payload'

import { byLocale, isLocale, type Locale, localeInfo, locales } from '@/i18n/locales'

import { type Data, hasLanguageText, languageChange, type LanguageChange, languageTextOf } from './languageText'

/** A collection's document or a global, whose versions are restored. */
export type VersionedEntity = { collection: CollectionSlug } | { global: GlobalSlug }

/** The languages by their English names, as the admin's messages say them. */
const LANGUAGE_NAMES = byLocale(locales, (locale) => localeInfo[locale].englishName)

/** Refusal with a message the caller may show as it is. */
const badRequest = (message: string) => new APIError(message, 400, undefined, true)

/** The locale asked for, or a 400 that says which ones there are. */
export function localeToRestore(value: unknown): Locale {
  if (isLocale(value)) return value
  throw badRequest(`"locale" must name the language to restore: one of ${locales.join(', ')}.`)
}

/** A version id as the database numbers them, or a 400: Payload would read "abc" as NaN. */
export function versionIdToRestore(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN
  if (!(Number.isSafeInteger(id) && id > 0)) throw badRequest('The version id must be a whole number, as in /versions/12.')
  return id
}

/** A collection's or a global's fields, and whether it keeps drafts. */
export function entityShape(entity: VersionedEntity, payload: Payload): { fields: FlattenedField[]; drafts: boolean } {
  const config =
    'collection' in entity
      ? payload.collections[entity.collection].config
      : payload.globals.config.find((global) => global.slug === entity.global)!
  return { fields: config.flattenedFields as FlattenedField[], drafts: Boolean(config.versions && config.versions.drafts) }
}

type Loose = Record<string, unknown>
const idOf = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' ? (value as { id?: number | string }).id : (value as number | string | undefined)

/**
 * The Local API with loosely typed data: a restore writes back whatever the entity's own
 * fields hold, which the generated types only know per slug. Access, validation and hooks
 * run as for the signed-in account (`overrideAccess: false`, `user`), in the request's transaction.
 */
function entityApi(entity: VersionedEntity, req: PayloadRequest) {
  const { payload } = req
  const as = { overrideAccess: false, user: req.user, req, depth: 0, fallbackLocale: false as const }
  if ('collection' in entity) {
    return {
      ...entityShape(entity, payload),
      readVersion: async (id: number, locale: Locale) => {
        const found = await payload.findVersionByID({ ...as, collection: entity.collection, id: String(id), locale })
        return { data: found.version as unknown as Loose, parent: idOf(found.parent) }
      },
      readNow: async (parent: number | string | undefined, locale: Locale) =>
        (await payload.findByID({ ...as, collection: entity.collection, id: parent!, locale, draft: true })) as unknown as Loose,
      write: (parent: number | string | undefined, locale: Locale, data: Loose, draft: boolean) =>
        payload.update({ ...as, collection: entity.collection, id: parent!, locale, draft, data } as unknown as Parameters<
          typeof payload.update
        >[0]) as unknown as Promise<Loose>,
    }
  }
  return {
    ...entityShape(entity, payload),
    readVersion: async (id: number, locale: Locale) => {
      const found = await payload.findGlobalVersionByID({ ...as, slug: entity.global, id, locale })
      return { data: found.version as unknown as Loose, parent: undefined }
    },
    readNow: async (_parent: unknown, locale: Locale) =>
      (await payload.findGlobal({ ...as, slug: entity.global, locale, draft: true })) as unknown as Loose,
    write: (_parent: unknown, locale: Locale, data: Loose, draft: boolean) =>
      payload.updateGlobal({ ...as, slug: entity.global, locale, draft, data } as unknown as Parameters<
        typeof payload.updateGlobal
      >[0]) as unknown as Promise<Loose>,
  }
}

export type VersionLanguages = {
  /** For each language, what restoring the whole version would do to its text. */
  changes: Record<Locale, LanguageChange>
  /** Whether restoring it publishes (see restoreLanguage), or saves a draft. */
  publishes: boolean
}

/** What a version holds in each language. Reading it needs the right to read versions, as the admin's version view does. */
export async function versionLanguages(entity: VersionedEntity, versionId: number, req: PayloadRequest): Promise<VersionLanguages> {
  const api = entityApi(entity, req)
  const changes = {} as Record<Locale, LanguageChange>
  let status: unknown
  for (const locale of locales) {
    const version = await api.readVersion(versionId, locale)
    const now = await api.readNow(version.parent, locale)
    changes[locale] = languageChange(api.fields, version.data, now)
    status = version.data._status
  }
  return { changes, publishes: !api.drafts || status !== 'draft' }
}

type RestoreArgs = { entity: VersionedEntity; versionId: number; locale: Locale; draft: boolean; req: PayloadRequest }

/**
 * Restores one language's text of a version and keeps the rest of the document as it is
 * now: the other languages' text and every field that is not text of a language.
 *
 * Publishing follows Payload's own restore, which gives the document the version's status:
 * a published version's text is published at once. A draft version's text, or any text when
 * `draft` is asked (Payload's "Restore as draft"), is saved as a new draft and the site keeps
 * what it shows until the editor publishes. Payload's full restore of a draft version would
 * instead unpublish the whole document in every language; restoring one language must not.
 *
 * A version without any text of that language (a product's first, English-only version and
 * Arabic) is refused rather than clearing the language: restoring text that never existed
 * is not what an editor who asks to restore Arabic means, and deleting a translation is done
 * in the form, where it is seen.
 */
export async function restoreLanguage({ entity, versionId, locale, draft, req }: RestoreArgs): Promise<Loose> {
  const api = entityApi(entity, req)
  const version = await api.readVersion(versionId, locale)
  if (!hasLanguageText(api.fields, version.data)) {
    throw badRequest(`This version has no ${LANGUAGE_NAMES[locale]} text, so there is nothing to restore. Nothing was changed.`)
  }
  const now = await api.readNow(version.parent, locale)
  const data: Data = languageTextOf(api.fields, version.data, now)
  const asDraft = api.drafts && (draft || version.data._status === 'draft')
  if (api.drafts) data._status = asDraft ? 'draft' : 'published'
  return api.write(version.parent, locale, data, asDraft)
}

export { LANGUAGE_NAMES }
