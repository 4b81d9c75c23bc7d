import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import type { CardCollection } from '@/components/content/ContentCards'

import { contentDetailPage } from '../_detail/contentDetailPage'
import { contentListPage } from '../_list/contentListPage'

/** The props Next gives `{list}` (no path) and `{list}/[...path]` (`_page/{n}` for a later page, `{slug}` for a document). */
type Props = { params: Promise<{ locale: string; path?: string[] }> }

type Options<S extends CardCollection> = Omit<Parameters<typeof contentListPage>[0], 'collection'> &
  Omit<Parameters<typeof contentDetailPage<S>>[0], 'collection'> & { collection: S }

/** The list's later pages, where the proxy sends `?page=N` (src/proxy.ts). Next may hand the segment over encoded. */
const LATER_PAGE = new Set(['_page', '%5Fpage', '%5fpage'])

type Address = { locale: string; page?: string; slug?: never } | { locale: string; slug: string; page?: never }

/** Which page of the type an address is, or null for one the type has not (`/news/a/b`). */
function addressOf(locale: string, path: string[] | undefined): Address | null {
  if (!path || path.length === 0) return { locale }
  if (path.length === 2 && LATER_PAGE.has(path[0]!)) return { locale, page: path[1] }
  if (path.length === 1 && !LATER_PAGE.has(path[0]!)) return { locale, slug: path[0]! }
  return null
}

/**
 * Every page of a content type whose documents have no pages below them (news, videos,
 * health care, recipes): the list (`contentListPage`), its later pages, each cached on its
 * own, and each document's page (`contentDetailPage`). `{list}/page.tsx` makes them, and
 * `{list}/[...path]/page.tsx` re-exports them for the addresses below the list. (One optional
 * catch-all route for all three gave every list page's RSC payload a segment more, 530 bytes.)
 * A type with pages under a document (a job's application) has routes of its own instead.
 */
export function contentPages<S extends CardCollection>({ collection, pageSize, heading, wide, detail, read }: Options<S>) {
  const list = contentListPage({ collection, pageSize, heading, wide })
  const item = contentDetailPage({ collection, detail, read })

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, path } = await params
    const address = addressOf(locale, path)
    if (!address) return {}
    return address.slug === undefined
      ? list.generateMetadata({ params: Promise.resolve(address) })
      : item.generateMetadata({ params: Promise.resolve(address) })
  }

  // The chosen page is called, not rendered as an element: an element of an async component
  // would be a chunk of its own in each page's RSC payload.
  async function Page({ params }: Props): Promise<ReactNode> {
    const { locale, path } = await params
    const address = addressOf(locale, path)
    if (!address) notFound()
    return address.slug === undefined ? list.Page({ params: Promise.resolve(address) }) : item.Page({ params: Promise.resolve(address) })
  }

  return { generateMetadata, Page }
}

// No document or later page is rendered at build time (there is no database then): each is
// rendered on its first request and kept in Next's cache until a save expires its tags.
export function noPagesAtBuild() {
  return []
}
