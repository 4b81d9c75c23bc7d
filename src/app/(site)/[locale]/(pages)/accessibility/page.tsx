import { setRequestLocale } from 'next-intl/server'

import { LegalPage, legalPageMetadata } from '@/components/legal/LegalPage'
import { requireLocale } from '@/i18n/requireLocale'

import { resilientMetadata, resilientPage } from '../../_shared/resilient'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = resilientMetadata(async ({ params }: Props) =>
  legalPageMetadata('accessibility-statement', requireLocale((await params).locale)),
)

async function AccessibilityPage({ params }: Props) {
  const locale = requireLocale((await params).locale)
  setRequestLocale(locale)
  return <LegalPage slug="accessibility-statement" locale={locale} />
}

export default resilientPage(AccessibilityPage)
