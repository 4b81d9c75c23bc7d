import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'

import { RecallBanner } from '@/components/notices/RecallBanner'
import { RouteLoader } from '@/components/states/RouteLoader'
import { StateTextsProvider } from '@/components/states/StateTexts'
import { getSiteSettings } from '@/data/site'
import { pathInLanguage } from '@/i18n/languagePath'
import { directionOf, localeInfo } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { serverURL } from '@/lib/serverUrl'
import { inter, vazirmatn } from '@/styles/fonts'
import '@/styles/global.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSiteSettings(locale)
  const siteName = settings.siteName ?? 'Hawler Foods'
  return {
    metadataBase: new URL(serverURL),
    // Pages add the site's name to their own titles (`pageMetadata`).
    title: siteName,
    description: settings.tagline ?? undefined,
    applicationName: siteName,
    openGraph: { siteName, type: 'website' },
  }
}

// Public pages are kept whole in Next's cache (ISR): nothing is rendered at build time
// (there is no database then), a page is rendered on its first request, and a save in the
// admin expires the tags of what it changed (src/hooks/revalidateOnChange.ts), so the next
// request renders it afresh. Routes below with a dynamic segment of their own return [] too;
// routes that must answer per request (search, sign-in, reset) say `force-dynamic`.
export function generateStaticParams() {
  return []
}

/**
 * The public site's root layout: language and direction are set on the server, so the
 * first paint is already right-to-left in Arabic and Kurdish.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) {
    // Only paths the proxy passes through (files with an extension) get here: answer
    // with the English 404 without reading the request's headers.
    setRequestLocale(routing.defaultLocale)
    notFound()
  }
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'states' })
  const texts = { loading: t('loading'), errorTitle: t('errorTitle'), tryAgain: t('tryAgain'), homePath: pathInLanguage('/', locale) }
  return (
    <html lang={localeInfo[locale].tag} dir={directionOf(locale)} className={`${inter.variable} ${vazirmatn.variable}`}>
      <body>
        {/* Above everything on every page while a recall is current (src/collections/Notices.ts). */}
        <RecallBanner locale={locale} />
        <StateTextsProvider texts={texts}>
          {children}
          <Suspense>
            <RouteLoader />
          </Suspense>
        </StateTextsProvider>
      </body>
    </html>
  )
}
