import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { listPath } from '@/lib/contentTypes'
import type { Allergen } from '@/lib/food/allergens'
import { FREE_FROM_PARAM, freeFromParam } from '@/lib/productFilters'

import styles from './ProductFilters.module.css'

type Props = {
  locale: Locale
  free: Allergen[]
  /** The rest of the list's state, which each link keeps. */
  query: Record<string, string | undefined>
}

/**
 * The "free from" groups the list is filtered by, above the results, each a link to the
 * same list without it: what filters the list stays in sight when the form's part is
 * closed or scrolled away, and a choice is undone in one tap, with or without JavaScript.
 */
export async function FreeFromChips({ locale, free, query }: Props) {
  if (free.length === 0) return null
  const [t, allergens] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'allergens' }),
  ])
  const without = (group: Allergen) => ({
    pathname: listPath('products'),
    query: { ...query, [FREE_FROM_PARAM]: freeFromParam(free.filter((chosen) => chosen !== group)) },
  })
  return (
    <div className={styles.chips}>
      <span id="free-from-active" className={styles.chipsLabel}>
        {t('freeFromActive')}
      </span>
      <ul aria-labelledby="free-from-active" className={styles.chipList}>
        {free.map((group) => (
          <li key={group}>
            <Link href={without(group)} aria-label={t('freeFromRemove', { allergen: allergens(group) })} className={styles.chip}>
              {allergens(group)}
              <span aria-hidden="true" className={styles.chipRemove} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
