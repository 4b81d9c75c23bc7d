import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { DocumentTitle } from '@/components/states/DocumentTitle'
import { NotFoundScreen } from '@/components/states/NotFoundScreen'
import { getSiteSettings } from '@/data/site'

// A well-formed code that no published product has: the visitor scanned a pack or typed its
// code, so the page says the code is unknown and leads to the products, not just "no page".
async function unknownCodeTitle(): Promise<string> {
  const locale = await getLocale()
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'states' }), getSiteSettings(locale)])
  return `${t('unknownCodeTitle')} | ${settings.siteName || 'Hawler Foods'}`
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: await unknownCodeTitle() }
}

export default async function UnknownProductCode() {
  return (
    <>
      <DocumentTitle title={await unknownCodeTitle()} />
      <NotFoundScreen kind="productCode" />
    </>
  )
}
