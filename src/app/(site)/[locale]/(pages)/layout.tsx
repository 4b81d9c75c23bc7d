import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { draftPreviewer } from '@/data/draftPreview'
import { requireLocale } from '@/i18n/requireLocale'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Every page but home: the navigation bar on top, the footer below. */
export default async function PagesLayout({ children, params }: Props) {
  const locale = requireLocale((await params).locale)
  const previewing = (await draftPreviewer()) !== null
  return (
    <>
      {previewing && <PreviewBanner locale={locale} />}
      <SiteHeader locale={locale} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} />
    </>
  )
}
