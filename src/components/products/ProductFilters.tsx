import { RotateCcw, Search } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/languagePath'
import { Link } from '@/i18n/ServerLink'
import type { ProductFilters as Filters } from '@/lib/productFilters'
import { listPath } from '@/lib/contentTypes'

import { type CategoryOption, CategoryFilters, type SubCategoryOption } from './CategoryFilters'
import styles from './ProductFilters.module.css'

type Props = {
  locale: Locale
  filters: Filters
  categories: CategoryOption[]
  subCategories: SubCategoryOption[]
}

/**
 * Search, category and sub category as a plain GET form: the state lives in the address,
 * so results can be shared and bookmarked and the form works without JavaScript.
 */
export async function ProductFilters({ locale, filters, categories, subCategories }: Props) {
  const t = await getTranslations({ locale, namespace: 'products' })
  const action = localizedPath(listPath('products'), locale)
  return (
    // Keyed by the filters: after a client-side navigation (Reset, a badge link) the fields
    // start again from the address instead of keeping what was typed or chosen before.
    <form
      key={`${filters.q}|${filters.category}|${filters.subCategory}`}
      role="search"
      aria-label={t('filters')}
      action={action}
      method="get"
      className={styles.form}
    >
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor="product-search">{t('searchLabel')}</label>
        <div className={styles.searchBox}>
          <Search size={18} aria-hidden="true" className={styles.searchIcon} />
          <input
            id="product-search"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
        </div>
      </div>
      <CategoryFilters
        categories={categories}
        subCategories={subCategories}
        category={filters.category}
        subCategory={filters.subCategory}
        labels={{
          category: t('category'),
          subCategory: t('subCategory'),
          allCategories: t('allCategories'),
          allSubCategories: t('allSubCategories'),
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          <Search size={18} aria-hidden="true" />
          {t('search')}
        </button>
        <Link href={listPath('products')} className={styles.reset}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('reset')}
        </Link>
      </div>
    </form>
  )
}
