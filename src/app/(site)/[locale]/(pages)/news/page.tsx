import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ListPage, pageNumber } from '@/components/content/ListPage'
import { listDocuments } from '@/data/content'
import { tryLoad } from '@/data/tryLoad'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

const PAGE_SIZE = 9

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const page = pageNumber((await searchParams).page)
  const t = await getTranslations({ locale, namespace: 'news' })
  return pageMetadata({
    locale,
    pathname: '/news',
    query: page > 1 ? { page: String(page) } : undefined,
    title: t('title'),
    description: t('intro'),
  })
}

export default async function NewsPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const page = pageNumber((await searchParams).page)
  const [t, states, list] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'states' }),
    tryLoad(listDocuments('news', locale, { page, limit: PAGE_SIZE })),
  ])
  return <ListPage locale={locale} collection="news" list={list} title={t('title')} intro={t('intro')} emptyMessage={states('noNews')} />
}
