import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { fallbackLang, listDocuments } from '@/data/content'
import { toImage } from '@/data/media'
import { getPageSettings, type PageSettingsSlug } from '@/data/pageSettings'
import { tryLoad } from '@/data/tryLoad'
import { requireLocale } from '@/i18n/requireLocale'
import { listPaths } from '@/lib/contentPaths'
import { pageMetadata } from '@/lib/metadata'

import { ListPage, pageNumber } from './ListPage'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string | string[] }> }

type Options = {
  collection: 'recipes' | 'health-care'
  /** The global whose heading, introduction and banner an editor sets for this list. */
  settings: PageSettingsSlug
  /** The messages of the screen: its default title and introduction. */
  messages: 'recipes' | 'healthCare'
  empty: 'noRecipes' | 'noHealthCare'
  pageSize: number
  wide?: boolean
}

/**
 * A list page whose heading, introduction and banner come from its settings screen in
 * the admin, falling back to the translated defaults: the recipe and health-care lists.
 */
export function settingsListPage({ collection, settings, messages, empty, pageSize, wide }: Options) {
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = requireLocale((await params).locale)
    const page = pageNumber((await searchParams).page)
    const [t, { doc }] = await Promise.all([getTranslations({ locale, namespace: messages }), getPageSettings(settings, locale)])
    return pageMetadata({
      locale,
      pathname: listPaths[collection],
      query: page > 1 ? { page: String(page) } : undefined,
      title: doc.heading || t('title'),
      description: doc.intro || t('intro'),
      image: toImage(doc.banner, 'hero'),
    })
  }

  async function SettingsListPage({ params, searchParams }: Props) {
    const locale = requireLocale((await params).locale)
    setRequestLocale(locale)
    const page = pageNumber((await searchParams).page)
    const [t, states, { doc, fallbackFields }, list] = await Promise.all([
      getTranslations({ locale, namespace: messages }),
      getTranslations({ locale, namespace: 'states' }),
      getPageSettings(settings, locale),
      tryLoad(listDocuments(collection, locale, { page, limit: pageSize })),
    ])
    return (
      <ListPage
        locale={locale}
        collection={collection}
        list={list}
        title={doc.heading || t('title')}
        titleLang={fallbackLang(fallbackFields.includes('heading'))}
        intro={doc.intro || t('intro')}
        introLang={fallbackLang(fallbackFields.includes('intro'))}
        banner={toImage(doc.banner, 'hero')}
        emptyMessage={states(empty)}
        wide={wide}
      />
    )
  }

  return { generateMetadata, Page: SettingsListPage }
}
