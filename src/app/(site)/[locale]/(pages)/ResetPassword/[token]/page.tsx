import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ExpiredResetLink } from '@/components/auth/ExpiredResetLink'
import { NewPasswordForm } from '@/components/auth/NewPasswordForm'
import { localizedPath } from '@/i18n/languagePath'
import { requireLocale } from '@/i18n/requireLocale'
import { accountForResetToken } from '@/auth/resetToken'

type Props = { params: Promise<{ locale: string; token: string }> }

// Whether the link is still valid is checked on every visit, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  return { title: t('newMetaTitle'), robots: { index: false }, referrer: 'no-referrer' }
}

/** The page the reset e-mail links to: choose the new password, then go to the admin. */
export default async function NewPasswordPage({ params }: Props) {
  const { token, ...rest } = await params
  const locale = requireLocale(rest.locale)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'resetPassword' })
  const [messages, account] = await Promise.all([getMessages({ locale }), accountForResetToken(token)])
  return (
    <AuthCard title={t('newTitle')} intro={account ? <p>{t('newIntro')}</p> : undefined}>
      <NextIntlClientProvider messages={{ resetPassword: messages.resetPassword }}>
        {account ? (
          <NewPasswordForm token={token} permalink={localizedPath(`/ResetPassword/${encodeURIComponent(token)}`, locale)} />
        ) : (
          <ExpiredResetLink />
        )}
      </NextIntlClientProvider>
    </AuthCard>
  )
}
