import type { PayloadRequest, Where } from 'payload'

import { type Locale, locales } from '@/i18n/locales'
import { accountName, updatedById } from '@/lib/accountName'

import { changedLanguages, type InEachLanguage } from './changedLanguages'
import type { Data } from './languageText'
import { entityShape, type VersionedEntity } from './restoreLanguage'

/** One saved version, as the admin's version history lists it. */
export type HistoryRow = {
  id: number | string
  /** When it was saved (ISO). */
  savedAt: string
  /** The name (or, without one, the e-mail address) of the account that saved it; undefined where none was recorded (the demo content, an import). */
  by?: string
  status: 'published' | 'draft'
  /** The version the site shows now. */
  live: boolean
  /** The languages whose text it changed; for the first version, the languages it was written in. */
  languages: Locale[]
  first: boolean
}

export type HistoryPage = { rows: HistoryRow[]; page: number; totalPages: number; totalDocs: number; limit: number }

type VersionDoc = { id: number | string; updatedAt: string; version: Data }
type VersionsPage = { docs: VersionDoc[]; page?: number; totalPages: number; totalDocs: number }
type Query = { where: Where; sort: string[]; limit: number; page?: number; pagination?: boolean }

/**
 * Versions of a document or a global, read as the signed-in account may read them, in
 * one language (Payload's own version view reads them so), the newest first.
 */
function versionsReader(entity: VersionedEntity, req: PayloadRequest) {
  const { payload } = req
  const as = { overrideAccess: false, user: req.user, req, depth: 0, fallbackLocale: false as const }
  if ('collection' in entity) {
    return {
      ...entityShape(entity, payload),
      read: async (query: Query, locale: Locale) =>
        (await payload.findVersions({ ...as, ...query, collection: entity.collection, locale })) as unknown as VersionsPage,
    }
  }
  return {
    ...entityShape(entity, payload),
    read: async (query: Query, locale: Locale) =>
      (await payload.findGlobalVersions({ ...as, ...query, slug: entity.global, locale })) as unknown as VersionsPage,
  }
}

/**
 * A page of a document's (or a global's) version history: for each version, when it was
 * saved to the second, by whom, whether it was published or a draft, and which languages'
 * text it changed. `parent` is the document's id (none for a global); `published`, whether
 * the site shows it now (an unpublished document's last published version is not live).
 */
export async function versionHistory(
  entity: VersionedEntity,
  parent: number | string | undefined,
  req: PayloadRequest,
  { page, limit, published }: { page: number; limit: number; published: boolean },
): Promise<HistoryPage> {
  const reader = versionsReader(entity, req)
  const conditions: Where[] = []
  if (parent !== undefined) conditions.push({ parent: { equals: parent } })
  // With languages and drafts, publishing one language also stores a copy of the others as
  // they were ("snapshot"): Payload's own list leaves those out, and so does this one.
  if (reader.drafts) conditions.push({ snapshot: { not_equals: true } })
  const where: Where = { and: conditions }
  // Two saves can share a millisecond; their ids still grow with each save.
  const sort = ['-updatedAt', '-id']

  const [firstLocale, ...otherLocales] = locales
  const first = await reader.read({ where, sort, limit, page }, firstLocale)
  const docs = first.docs
  // The version saved just before the last one on this page, to say what that one changed.
  const last = docs.at(-1)
  const olderThanLast = last
    ? (await reader.read({ where: { and: [...conditions, savedBefore(last)] }, sort, limit: 1, pagination: false }, firstLocale)).docs[0]
    : undefined
  const listed = olderThanLast ? [...docs, olderThanLast] : docs
  // The same versions in the other languages, by id: a save in between would shift a page.
  const text = new Map(listed.map((doc) => [doc.id, { [firstLocale]: doc.version } as Partial<InEachLanguage>]))
  for (const locale of otherLocales) {
    if (!listed.length) break
    const ids = listed.map((doc) => doc.id)
    const { docs: read } = await reader.read({ where: { id: { in: ids } }, sort, limit: ids.length, pagination: false }, locale)
    for (const doc of read) text.get(doc.id)![locale] = doc.version
  }
  const inEachLanguage = (doc: VersionDoc) => text.get(doc.id) as InEachLanguage

  const live = published ? await liveVersion(reader, conditions) : undefined
  const names = await accountNames(
    req,
    docs.map((doc) => updatedById(doc.version)),
  )

  const rows = docs.map((doc, index): HistoryRow => {
    const next = index + 1 < docs.length ? docs[index + 1] : olderThanLast
    const older = next ? inEachLanguage(next) : undefined
    const by = updatedById(doc.version)
    return {
      id: doc.id,
      savedAt: doc.updatedAt,
      by: by === undefined ? undefined : names.get(by),
      status: !reader.drafts || doc.version._status === 'published' ? 'published' : 'draft',
      live: doc.id === live,
      languages: changedLanguages(reader.fields, inEachLanguage(doc), older),
      first: older === undefined,
    }
  })
  return { rows, page: first.page ?? page, totalPages: first.totalPages, totalDocs: first.totalDocs, limit }
}

/** Versions saved before `version`, in the order of the list (a save in the same millisecond with a lower id is older). */
const savedBefore = (version: VersionDoc): Where => ({
  or: [
    { updatedAt: { less_than: version.updatedAt } },
    { and: [{ updatedAt: { equals: version.updatedAt } }, { id: { less_than: version.id } }] },
  ],
})

/** The id of the newest published version: what the site shows (none while nothing is published). */
async function liveVersion(reader: ReturnType<typeof versionsReader>, conditions: Where[]): Promise<number | string | undefined> {
  const statusWhere: Where[] = reader.drafts ? [{ 'version._status': { equals: 'published' } }] : []
  const { docs } = await reader.read(
    { where: { and: [...conditions, ...statusWhere] }, sort: ['-updatedAt', '-id'], limit: 1, pagination: false },
    locales[0],
  )
  return docs[0]?.id
}

/**
 * The accounts' names, or their e-mail addresses where no name is written. Read past the
 * accounts' access: an editor may not open other accounts, but sees who changed what, as
 * the "Last changed by" field shows.
 */
async function accountNames(req: PayloadRequest, ids: Array<number | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== undefined))]
  if (!wanted.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    select: { name: true, email: true },
    limit: wanted.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((user) => [user.id, accountName(user)]))
}
