import { getTranslation, type I18nClient } from '@payloadcms/translations'
import { isEntityHidden, type Payload, type TypedUser } from 'payload'

import { defaultLocale, type TranslatedLocale } from '@/i18n/locales'
import { accountName } from '@/lib/accountName'
import { type ContentCollection, dashboardCollections } from '@/lib/contentTypes'

import { type Coverage, coveredGlobals, globalTranslationGaps, translationCoverage } from '../translationCoverage'
import type { RecentDocument } from './RecentlyEdited'

/** A content type's line: its names, how many documents are published and drafts, and which lack each translation. */
export type ContentRow = {
  slug: ContentCollection
  plural: string
  singular: string
  published: number
  drafts: number
  missing: Coverage['missing']
}

/** A setting or page (global) the editor may open, and how many of its texts each translation lacks. */
export type GlobalRow = { slug: string; label: string; missing: Record<TranslatedLocale, number> }

export type Overview = {
  rows: ContentRow[]
  /** Pictures and videos without their words in a language. */
  media: Coverage
  globals: GlobalRow[]
  recent: RecentDocument[]
}

/** What the top of the dashboard shows, read for the signed-in account (DashboardOverview). */
export async function readOverview(payload: Payload, i18n: I18nClient, user: TypedUser): Promise<Overview> {
  const rows = await Promise.all(dashboardCollections.map((slug) => contentRow(payload, i18n, slug)))
  const [media, globals, recent] = await Promise.all([
    translationCoverage(payload, 'media'),
    Promise.all(
      coveredGlobals
        .map((slug) => ({ slug, config: payload.globals.config.find((global) => global.slug === slug) }))
        // An editor is not shown what only administrators may open (the site settings).
        .filter(({ config }) => !isEntityHidden({ hidden: config?.admin.hidden, user }))
        .map(async ({ slug, config }) => ({
          slug,
          label: getTranslation(config?.label ?? slug, i18n),
          missing: await globalTranslationGaps(payload, slug),
        })),
    ),
    recentlyEdited(payload, 8),
  ])
  return { rows, media, globals, recent }
}

async function contentRow(payload: Payload, i18n: I18nClient, slug: ContentCollection): Promise<ContentRow> {
  const [published, drafts, coverage] = await Promise.all([
    payload.count({ collection: slug, where: { _status: { equals: 'published' } }, overrideAccess: true }),
    payload.count({ collection: slug, where: { _status: { equals: 'draft' } }, overrideAccess: true }),
    translationCoverage(payload, slug),
  ])
  const labels = payload.collections[slug].config.labels
  return {
    slug,
    plural: getTranslation(labels.plural, i18n),
    singular: getTranslation(labels.singular, i18n),
    published: published.totalDocs,
    drafts: drafts.totalDocs,
    missing: coverage.missing,
  }
}

/** The documents saved last, across every content type (drafts included). */
async function recentlyEdited(payload: Payload, limit: number): Promise<RecentDocument[]> {
  const lists = await Promise.all(
    dashboardCollections.map(async (collection: ContentCollection) => {
      const { docs } = await payload.find({
        collection,
        locale: defaultLocale,
        draft: true,
        depth: 1,
        limit,
        sort: '-updatedAt',
        select: { title: true, updatedAt: true, _status: true, updatedBy: true },
        populate: { users: { name: true, email: true } },
        overrideAccess: true,
      })
      return docs.map((doc) => {
        const by = doc.updatedBy && typeof doc.updatedBy === 'object' ? doc.updatedBy : undefined
        return {
          collection,
          id: doc.id,
          title: typeof doc.title === 'string' ? doc.title : '',
          status: doc._status === 'published' ? ('published' as const) : ('draft' as const),
          updatedAt: doc.updatedAt,
          by: by ? accountName(by) : undefined,
        }
      })
    }),
  )
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, limit)
}
