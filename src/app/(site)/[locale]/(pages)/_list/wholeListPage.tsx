import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { pageMetadata } from '@/data/pageMetadata'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { requireLocale } from '@/i18n/requireLocale'

import { resilientMetadata, resilientPage } from '../../_shared/resilient'

import styles from './wholeListPage.module.css'

type Props = { params: Promise<{ locale: string }> }

/** A screen whose catalogue has the page's `title` and `intro`, and the words for an empty list. */
type WholeListScreen = {
  [S in keyof Messages]: Messages[S] extends { title: string; intro: string; empty: string } ? S : never
}[keyof Messages]

type Options<Item> = {
  screen: WholeListScreen
  /** The page's path without the language prefix. */
  pathname: string
  read: (locale: Locale) => Promise<Item[]>
  /** The list, when it has something in it. */
  list: (items: Item[], locale: Locale) => ReactNode
}

/**
 * A page that shows one list whole, on one page: its heading from the catalogue, the list,
 * or the empty state. The certificates valid today (`/quality`) and the places that sell the
 * products (`/whereToBuy`) are this page; each route says its screen, what it reads and how
 * the list is drawn.
 */
export function wholeListPage<Item>({ screen, pathname, read, list }: Options<Item>) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = requireLocale((await params).locale)
    const t = await getTranslations({ locale, namespace: screen })
    return pageMetadata({ locale, pathname, title: t('title'), description: t('intro') })
  }

  async function WholeListPage({ params }: Props) {
    const locale = requireLocale((await params).locale)
    setRequestLocale(locale)
    const [t, items] = await Promise.all([getTranslations({ locale, namespace: screen }), read(locale)])
    return (
      <div className={styles.page}>
        <PageHeader title={t('title')} intro={<p>{t('intro')}</p>} />
        <div className={styles.content}>{items.length > 0 ? list(items, locale) : <EmptyState message={t('empty')} />}</div>
      </div>
    )
  }

  return { generateMetadata: resilientMetadata(generateMetadata), Page: resilientPage(WholeListPage) }
}
