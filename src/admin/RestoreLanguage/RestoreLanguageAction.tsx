import { type CollectionSlug, createLocalReq, type GlobalSlug, type PayloadRequest, type ServerProps } from 'payload'

import { locales } from '@/i18n/locales'
import { type VersionedEntity, versionIdToRestore, versionLanguages } from '@/lib/versions/restoreLanguage'

import { adminT } from '../translations'
import { type LanguageRow, RestoreLanguagePanel } from './RestoreLanguagePanel'

type Props = ServerProps & { req?: PayloadRequest }

/** The entity and version of a version view's address: `collections/products/12/versions/34`, `globals/about-us/versions/5`. */
function versionOfAddress(segments: string[]): { entity: VersionedEntity; docId?: string; version: string } | null {
  if (segments.at(-2) !== 'versions') return null
  const version = segments.at(-1)!
  if (segments[0] === 'collections' && segments.length === 5)
    return { entity: { collection: segments[1] as CollectionSlug }, docId: segments[2], version }
  if (segments[0] === 'globals' && segments.length === 4) return { entity: { global: segments[1] as GlobalSlug }, version }
  return null
}

/**
 * In a version view's header, for an account that may update the document: what restoring
 * this version does to each language, and a way to restore one language's text alone
 * (RestoreLanguagePanel). Payload's own Restore button beside it restores every language.
 */
export async function RestoreLanguageAction({ params, permissions, req, i18n }: Props) {
  const segments = params?.segments
  const address = Array.isArray(segments) ? versionOfAddress(segments) : null
  if (!address || !req?.user) return null
  const slug = 'collection' in address.entity ? address.entity.collection : address.entity.global
  const rights = 'collection' in address.entity ? permissions?.collections?.[slug] : permissions?.globals?.[slug]
  if (!rights?.update) return null

  let languages
  try {
    // A request of its own: each read sets the request's language, and the page's request is
    // still rendering Payload's view beside this.
    const own = await createLocalReq({ user: req.user }, req.payload)
    languages = await versionLanguages(address.entity, versionIdToRestore(address.version), own)
  } catch {
    // Payload's own view says what is wrong with the address (no such version, no access).
    return null
  }

  const t = adminT(i18n.t)
  const rows: LanguageRow[] = locales.map((locale) => ({ locale, name: t(`hawler:language_${locale}`), change: languages.changes[locale] }))
  const apiPath =
    'collection' in address.entity
      ? `/${slug}/versions/${address.version}/restore-language`
      : `/globals/${slug}/versions/${address.version}/restore-language`
  const afterPath = 'collection' in address.entity ? `/collections/${slug}/${address.docId}` : `/globals/${slug}`
  return <RestoreLanguagePanel rows={rows} apiPath={apiPath} afterPath={afterPath} publishes={languages.publishes} />
}
