import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ListPage, pageNumber } from '@/components/content/ListPage'
import { listDocuments } from '@/data/content'
import { tryLoad } from '@/data/tryLoad'
import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { requireLocale } from '@/i18n/requireLocale'
import { formatYear } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

const PAGE_SIZE = 9

async function foundingYear(locale: Locale) {
  const settings = await getSiteSettings(locale)
  return formatYear(locale, settings.foundingYear ?? 1944)
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const page = pageNumber((await searchParams).page)
  const [t, year] = await Promise.all([getTranslations({ locale, namespace: 'jobs' }), foundingYear(locale)])
  return pageMetadata({
    locale,
    pathname: '/jobs',
    query: page > 1 ? { page: String(page) } : undefined,
    title: t('title'),
    description: t('intro', { year }),
  })
}

export default async function JobsPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const page = pageNumber((await searchParams).page)
  const [t, year, states, list] = await Promise.all([
    getTranslations({ locale, namespace: 'jobs' }),
    foundingYear(locale),
    getTranslations({ locale, namespace: 'states' }),
    tryLoad(listDocuments('jobs', locale, { page, limit: PAGE_SIZE })),
  ])
  return (
    <ListPage
      locale={locale}
      collection="jobs"
      list={list}
      title={t('title')}
      intro={t('intro', { year })}
      emptyMessage={states('noJobs')}
    />
  )
}
