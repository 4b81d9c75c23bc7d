import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

type Props = { params: Promise<{ locale: Locale }> }

// Shows live content, not a build-time snapshot; the public-site work adds tag caching.
export const dynamic = 'force-dynamic'

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const payload = await payloadClient()
  const [settings, products] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
    payload.find({ collection: 'products', locale, depth: 0, limit: 12, sort: 'order', where: { _status: { equals: 'published' } } }),
  ])
  return (
    <main>
      <h1>{settings.siteName || t('title')}</h1>
      <p>{t('intro', { year: settings.foundingYear ?? 1944 })}</p>
      <h2>{t('latestProducts')}</h2>
      <ul>
        {products.docs.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
    </main>
  )
}
