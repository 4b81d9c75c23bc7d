import { getTranslations } from 'next-intl/server'

import { sections } from '@/components/layout/sections'
import type { Locale } from '@/i18n/locales'
import { localizedUrl } from '@/lib/metadata'

import { JsonLd } from './JsonLd'

type Props = { locale: Locale; listPath: string; title: string; path: string }

/** Home › section › item, as BreadcrumbList data for search results. */
export async function BreadcrumbJsonLd({ locale, listPath, title, path }: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const section = sections.find((item) => item.href === listPath)
  const trail = [
    { name: t('home'), url: localizedUrl(locale, '/') },
    ...(section ? [{ name: t(section.key), url: localizedUrl(locale, listPath) }] : []),
    { name: title, url: localizedUrl(locale, path) },
  ]
  return (
    <JsonLd
      data={{
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
      }}
    />
  )
}
