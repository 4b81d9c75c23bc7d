import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { pathInLanguage } from '@/i18n/languagePath'
import type { Locale } from '@/i18n/locales'
import { appliedPath, applyPath } from '@/lib/applications/paths'
import { itemPath } from '@/lib/contentTypes'
import { privacyPath } from '@/lib/legalPages'

import { ApplicationForm } from './ApplicationForm'
import styles from './ApplicationSection.module.css'

type Props = { locale: Locale; slug: string; retentionDays: number }

/** An open job's "Apply for this job": what to send, and the form. */
export async function ApplicationSection({ locale, slug, retentionDays }: Props) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'application' }), getMessages({ locale })])
  const job = itemPath('jobs', slug)
  return (
    <section id="apply" className={styles.section} aria-labelledby="apply-title">
      <h2 id="apply-title">{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <NextIntlClientProvider messages={{ application: messages.application }}>
        <ApplicationForm
          action={pathInLanguage(applyPath(job), locale)}
          appliedPath={pathInLanguage(appliedPath(job), locale)}
          privacyPath={pathInLanguage(privacyPath, locale)}
          retentionDays={retentionDays}
        />
      </NextIntlClientProvider>
    </section>
  )
}
