import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { Mail } from '@/components/icons'
import { localizedPath } from '@/i18n/languagePath'
import type { Locale } from '@/i18n/locales'

import { EnquiryForm } from './EnquiryForm'
import styles from './EnquirySection.module.css'

type Props = Omit<ComponentProps<typeof EnquiryForm>, 'permalink'> & { locale: Locale }

/** The contact page's "Send us a message": who it is for, and the form. */
export async function EnquirySection({ locale, action, retentionDays }: Props) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'enquiry' }), getMessages({ locale })])
  // Without scripts the browser posts to this address and opens the answer at the form.
  const permalink = `${localizedPath('/contactUs', locale)}#enquiry`
  return (
    <section id="enquiry" className={styles.section} aria-labelledby="enquiry-title">
      <div className={styles.intro}>
        <span className={styles.icon}>
          <Mail aria-hidden="true" />
        </span>
        <h2 id="enquiry-title">{t('title')}</h2>
        <p>{t('intro')}</p>
      </div>
      <div className={styles.card}>
        <NextIntlClientProvider messages={{ enquiry: messages.enquiry }}>
          <EnquiryForm action={action} permalink={permalink} retentionDays={retentionDays} />
        </NextIntlClientProvider>
      </div>
    </section>
  )
}
