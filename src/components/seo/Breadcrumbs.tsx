import { ChevronRight } from 'lucide-react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedUrl } from '@/lib/metadata'

import { JsonLd } from './JsonLd'
import styles from './Breadcrumbs.module.css'

export type Crumb = { label: string; path: string }

/** Where the page sits (Home › News › This article), shown and as BreadcrumbList data. */
export function Breadcrumbs({ locale, items, label }: { locale: Locale; items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index < items.length - 1 ? (
              <>
                <Link href={item.path}>{item.label}</Link>
                <ChevronRight size={14} aria-hidden="true" className="flip-in-rtl" />
              </>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            item: localizedUrl(locale, item.path),
          })),
        }}
      />
    </nav>
  )
}
