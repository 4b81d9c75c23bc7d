import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { CardCollection } from '@/components/content/ContentCards'
import { ListPage, pageNumber } from '@/components/content/ListPage'
import { listDocuments } from '@/data/content'
import { tryLoad } from '@/data/tryLoad'
import { requireLocale } from '@/i18n/requireLocale'
import { pagesOf } from '@/lib/contentTypes'

import type { HeadingSource } from './listHeading'
import { listMetadata } from './listMetadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

type Options = {
  collection: CardCollection
  pageSize: number
  heading: HeadingSource
  /** Two large cards a row instead of three. */
  wide?: boolean
}

/**
 * Every list page of cards (recipes, news, videos, health care, jobs) is this page: a
 * heading, a page of published documents, page links, or the empty state. Each route
 * says which content type, how many a page, and where its heading comes from.
 */
export function contentListPage({ collection, pageSize, heading, wide }: Options) {
  const { list: pathname, empty } = pagesOf(collection)

  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = requireLocale((await params).locale)
    const page = pageNumber((await searchParams).page)
    return listMetadata(locale, pathname, await heading(locale), page)
  }

  async function ContentListPage({ params, searchParams }: Props) {
    const locale = requireLocale((await params).locale)
    setRequestLocale(locale)
    const page = pageNumber((await searchParams).page)
    const [top, states, list] = await Promise.all([
      heading(locale),
      getTranslations({ locale, namespace: 'states' }),
      tryLoad(listDocuments(collection, locale, { page, limit: pageSize })),
    ])
    return <ListPage locale={locale} collection={collection} list={list} {...top} emptyMessage={states(empty)} wide={wide} />
  }

  return { generateMetadata, Page: ContentListPage }
}
