import { setRequestLocale } from 'next-intl/server'

import { LegalPage, legalPageMetadata } from '@/components/legal/LegalPage'
import { requireLocale } from '@/i18n/requireLocale'

import { resilientMetadata, resilientPage } from '../../_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = resilientMetadata(async ({ params }: Props) =>
  legalPageMetadata('legal-notice', requireLocale((await params).locale)),
)

async function LegalNoticePage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  return <LegalPage slug="legal-notice" locale={locale} />
}

export default resilientPage(LegalNoticePage)
