import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { RichText } from '@/components/content/RichText'
import { fallbackLang } from '@/data/content'
import { getGlobalContent } from '@/data/globals'
import { pageMetadata } from '@/data/pageMetadata'
import type { Locale } from '@/i18n/locales'
import { type LegalPageSlug, legalPages } from '@/lib/legalPages'
import { plainText } from '@/lib/plainText'

import styles from './LegalPage.module.css'

const pageOf = (slug: LegalPageSlug) => legalPages.find((page) => page.slug === slug)!

export async function legalPageMetadata(slug: LegalPageSlug, locale: Locale): Promise<Metadata> {
  const page = pageOf(slug)
  const [t, { doc }] = await Promise.all([getTranslations({ locale, namespace: 'legal' }), getGlobalContent(slug, locale)])
  return pageMetadata({ locale, pathname: page.path, title: doc.title || t(page.label), description: plainText(doc.description, 160) })
}

/** A privacy notice, legal notice or accessibility statement, as its editor wrote it, with when it last changed. */
export async function LegalPage({ slug, locale }: { slug: LegalPageSlug; locale: Locale }) {
  const page = pageOf(slug)
  const [t, states, format, { doc, fallbackFields }] = await Promise.all([
    getTranslations({ locale, namespace: 'legal' }),
    getTranslations({ locale, namespace: 'states' }),
    getFormatter({ locale }),
    getGlobalContent(slug, locale),
  ])
  const lang = (field: string) => fallbackLang(fallbackFields.includes(field))
  return (
    <div className={styles.page}>
      <PageHeader title={doc.title || t(page.label)} titleLang={doc.title ? lang('title') : undefined} />
      {doc.description ? (
        <div className={styles.content}>
          <RichText value={doc.description} lang={lang('description')} className={styles.text} />
          {doc.updatedAt && (
            <p className={styles.updated}>{t('lastUpdated', { date: format.dateTime(new Date(doc.updatedAt), 'long') })}</p>
          )}
        </div>
      ) : (
        <EmptyState message={states('noData')} />
      )}
    </div>
  )
}
