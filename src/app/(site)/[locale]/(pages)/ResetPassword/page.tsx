import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ResetRequestForm } from '@/components/auth/ResetRequestForm'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false } }
}

/** Asks for the e-mail address that gets a link to choose a new password. */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  const messages = await getMessages({ locale })
  return (
    <AuthCard title={t('title')} intro={<p>{t('intro')}</p>}>
      <NextIntlClientProvider messages={{ resetPassword: messages.resetPassword }}>
        <ResetRequestForm />
      </NextIntlClientProvider>
    </AuthCard>
  )
}
