import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { getSiteSettings } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

type Props = { params: Promise<{ locale: Locale }> }

/** Home has its own layout: the header floats over the hero, then the sections. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'home' })
  const payload = await payloadClient()
  const [settings, products] = await Promise.all([
    getSiteSettings(locale),
    payload.find({ collection: 'products', locale, depth: 0, limit: 12, sort: 'order', overrideAccess: false }),
  ])
  return (
    <>
      <SiteHeader locale={locale} overlay />
      <main id="main">
        <h1>{settings.siteName || t('title')}</h1>
        <p>{t('intro', { year: settings.foundingYear ?? 1944 })}</p>
        <h2>{t('latestProducts')}</h2>
        <ul>
          {products.docs.map((product) => (
            <li key={product.id}>{product.title}</li>
          ))}
        </ul>
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
