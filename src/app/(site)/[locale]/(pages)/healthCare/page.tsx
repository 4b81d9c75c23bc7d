import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ListPage, pageNumber } from '@/components/content/ListPage'
import { fallbackLang, listDocuments } from '@/data/content'
import { tryLoad } from '@/data/tryLoad'
import { toImage } from '@/data/media'
import { getPageSettings } from '@/data/pageSettings'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata } from '@/lib/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

const PAGE_SIZE = 9

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const page = pageNumber((await searchParams).page)
  const [t, { doc }] = await Promise.all([
    getTranslations({ locale, namespace: 'healthCare' }),
    getPageSettings('health-care-settings', locale),
  ])
  return pageMetadata({
    locale,
    pathname: '/healthCare',
    query: page > 1 ? { page: String(page) } : undefined,
    title: doc.heading || t('title'),
    description: doc.intro || t('intro'),
    image: toImage(doc.banner, 'hero'),
  })
}

export default async function HealthCarePage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const page = pageNumber((await searchParams).page)
  const [t, states, { doc, fallbackFields }, list] = await Promise.all([
    getTranslations({ locale, namespace: 'healthCare' }),
    getTranslations({ locale, namespace: 'states' }),
    getPageSettings('health-care-settings', locale),
    tryLoad(listDocuments('health-care', locale, { page, limit: PAGE_SIZE })),
  ])
  return (
    <ListPage
      locale={locale}
      collection="health-care"
      list={list}
      title={doc.heading || t('title')}
      titleLang={fallbackLang(fallbackFields.includes('heading'))}
      intro={doc.intro || t('intro')}
      introLang={fallbackLang(fallbackFields.includes('intro'))}
      banner={toImage(doc.banner, 'hero')}
      emptyMessage={states('noHealthCare')}
    />
  )
}
