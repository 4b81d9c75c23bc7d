import { ChevronLeft, ChevronRight } from '@/components/icons'
import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageWindow } from '@/lib/pageWindow'
import { Link } from '@/i18n/ServerLink'

import styles from './Pagination.module.css'

type Props = {
  locale: Locale
  page: number
  totalPages: number
  pathname: string
  /** The rest of the URL state (search, filters) that every page link keeps. */
  query?: Record<string, string | undefined>
}

/** Numbered page links (the first, the last and those near this one); the page lives in the URL (?page=2), so it works without JavaScript. */
export async function Pagination({ locale, page, totalPages, pathname, query = {} }: Props) {
  if (totalPages <= 1) return null
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getFormatter({ locale })])
  const href = (target: number) => ({
    pathname,
    query: Object.fromEntries(
      Object.entries({ ...query, page: target > 1 ? String(target) : undefined }).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    ),
  })
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={styles.step}>
          <ChevronLeft size={16} aria-hidden="true" className="flip-in-rtl" />
          {t('previous')}
        </Link>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link href={href(target)} aria-current={target === page ? 'page' : undefined} className={styles.page}>
                <span className="visually-hidden">{t('page')} </span>
                {format.number(target, 'integer')}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages && (
        <Link href={href(page + 1)} rel="next" className={styles.step}>
          {t('next')}
          <ChevronRight size={16} aria-hidden="true" className="flip-in-rtl" />
        </Link>
      )}
    </nav>
  )
}
