import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ResetRequestForm } from '@/components/auth/ResetRequestForm'
import { localizedPath } from '@/i18n/languagePath'
import { requireLocale } from '@/i18n/requireLocale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false } }
}

/** Asks for the e-mail address that gets a link to choose a new password. */
export default async function ResetPasswordPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  const messages = await getMessages({ locale })
  return (
    <AuthCard title={t('title')} intro={<p>{t('intro')}</p>}>
      <NextIntlClientProvider messages={{ resetPassword: messages.resetPassword }}>
        <ResetRequestForm permalink={localizedPath('/ResetPassword', locale)} />
      </NextIntlClientProvider>
    </AuthCard>
  )
}
