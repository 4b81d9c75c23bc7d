import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { SignInForm } from '@/components/auth/SignInForm'
import { localizedPath } from '@/i18n/languagePath'
import { requireLocale } from '@/i18n/requireLocale'
import { safeAdminRedirect } from '@/lib/auth/adminRedirect'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string | string[]; signedOut?: string | string[] }>
}

// The page reads `?redirect=` (where to return after signing in), so it is rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'login' })
  return { title: t('metaTitle'), description: t('intro'), robots: { index: false } }
}

/** The administrators' sign-in page, in the public layout and the visitor's language. */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  const { redirect, signedOut } = await searchParams
  const t = await getTranslations({ locale, namespace: 'login' })
  const messages = await getMessages({ locale })
  const redirectTo = safeAdminRedirect(Array.isArray(redirect) ? redirect[0] : redirect)
  // Sent back here after a mistake without scripts, the page must still know where to go.
  const permalink = localizedPath({ pathname: '/login', query: redirect ? { redirect: redirectTo } : {} }, locale)
  return (
    <AuthCard
      title={t('title')}
      intro={
        <>
          {/* The admin's Sign out button comes here with ?signedOut=1 (src/admin/SignOut). */}
          {signedOut !== undefined && (
            <p role="status">
              <strong>{t('signedOut')}</strong>
            </p>
          )}
          <p>{t('intro')}</p>
        </>
      }
    >
      <NextIntlClientProvider messages={{ login: messages.login }}>
        <SignInForm permalink={permalink} redirectTo={redirectTo} />
      </NextIntlClientProvider>
    </AuthCard>
  )
}
