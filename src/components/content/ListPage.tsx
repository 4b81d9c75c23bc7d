import { notFound } from 'next/navigation'

import { type ContentList, langAttribute } from '@/data/content'
import type { SiteImage } from '@/lib/media'
import type { Locale } from '@/i18n/locales'
import { listPath } from '@/lib/contentTypes'

import { LoadFailed } from '@/components/states/LoadFailed'

import { type CardCollection, ContentCards } from './ContentCards'
import { EmptyState } from './EmptyState'
import { PageHeader } from './PageHeader'
import { Pagination } from './Pagination'
import styles from './ListPage.module.css'

type Props<S extends CardCollection> = {
  locale: Locale
  collection: S
  /** null when the list could not be loaded. */
  list: ContentList<S> | null
  title: string
  titleLang?: string
  intro?: string | null
  introLang?: string
  banner?: SiteImage | null
  /** The screen's empty state ('No Recipes Available'). */
  emptyMessage: string
  wide?: boolean
}

/** A list page of recipes, news, videos, health care or jobs: heading, cards, page links, or the empty state. */
export function ListPage<S extends CardCollection>({
  locale,
  collection,
  list,
  title,
  titleLang,
  intro,
  introLang,
  banner,
  emptyMessage,
  wide,
}: Props<S>) {
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        titleLang={titleLang}
        banner={banner}
        intro={intro ? <p {...langAttribute(introLang)}>{intro}</p> : undefined}
      />
      {!list ? (
        <LoadFailed />
      ) : list.docs.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <>
          <ContentCards locale={locale} collection={collection} list={list} firstPicture={banner ? 'eager' : 'priority'} wide={wide} />
          <Pagination locale={locale} page={list.page ?? 1} totalPages={list.totalPages} pathname={listPath(collection)} />
        </>
      )}
    </div>
  )
}

/**
 * The page of a list. The address says `?page=2`; the proxy turns that into the path
 * segment `…/_page/2` (src/proxy.ts), so that every page of a list is a page of its own
 * in Next's cache. No segment is the first page; a segment that is not a page from 2 on
 * (`/news/_page/1`, `/news/_page/x`) is not a page.
 */
export function pageNumber(segment: string | undefined): number {
  if (segment === undefined) return 1
  const page = Number(segment)
  if (!Number.isInteger(page) || page < 2 || page >= 10_000) notFound()
  return page
}
