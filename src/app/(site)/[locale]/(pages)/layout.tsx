import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { requireLocale } from '@/i18n/requireLocale'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Every page but home: the navigation bar on top, the footer below. */
export default async function PagesLayout({ children, params }: Props) {
  const locale = requireLocale((await params).locale)
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} />
    </>
  )
}
