import { RotateCcw, Search, SlidersHorizontal } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/languagePath'
import { Link } from '@/i18n/ServerLink'
import { allergenValues } from '@/lib/food/allergens'
import { FREE_FROM_PARAM, type ProductFilters as Filters } from '@/lib/productFilters'
import { listPath } from '@/lib/contentTypes'

import { type CategoryOption, CategoryFilters, type SubCategoryOption } from './CategoryFilters'
import { FreeFromFilters } from './FreeFromFilters'
import { ProductFilterForm } from './ProductFilterForm'
import styles from './ProductFilters.module.css'

type Props = {
  locale: Locale
  filters: Filters
  categories: CategoryOption[]
  subCategories: SubCategoryOption[]
  /** How many products the list shows for these filters. */
  resultCount: number
}

/**
 * Search, category, sub category and "free from" allergen groups as a GET form: the state
 * lives in the address, so results can be shared and bookmarked and the form works without
 * JavaScript; with it, a change keeps the visitor's place and focus (ProductFilterForm).
 *
 * On a phone the filters fold behind one "Filters" button (a `<details>`, so it needs no
 * script), open while the list is filtered, so the first products are on the first screen.
 * Open, they end with how many products they leave, a link down to them, since a tick
 * applies at once but the results start a screen lower. Wider screens show every filter
 * (ProductFilters.module.css).
 */
export async function ProductFilters({ locale, filters, categories, subCategories, resultCount }: Props) {
  const [t, allergens] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'allergens' }),
  ])
  const action = localizedPath(listPath('products'), locale)
  const chosen = (filters.category ? 1 : 0) + (filters.subCategory ? 1 : 0) + filters.free.length
  // At the end of the folded filters on a phone, beside Search from 640 px (one shows at a time).
  const reset = (
    <Link href={listPath('products')} className={styles.reset}>
      <RotateCcw size={16} aria-hidden="true" />
      {t('reset')}
    </Link>
  )
  return (
    // Keyed by the filters: after a client-side navigation (Reset, a badge link) the fields
    // start again from the address instead of keeping what was typed or chosen before.
    // `autoComplete="off"`: the browser does not put back old ticks on Back (FreeFromFilters).
    <ProductFilterForm
      key={`${filters.q}|${filters.category}|${filters.subCategory}|${filters.free.join(',')}`}
      label={t('filters')}
      action={action}
      className={styles.form}
      resultsAnnouncement={t('results', { count: resultCount })}
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
          {/* On a phone, where the form's own buttons are in the folded filters. */}
          <button type="submit" aria-label={t('search')} className={styles.searchButton}>
            <Search size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
      <details className={styles.filters} open={chosen > 0}>
        <summary className={styles.filtersSummary}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          {t('filtersToggle')}
          {chosen > 0 && <span className={styles.freeFromCount}>{t('freeFromChosen', { count: chosen })}</span>}
        </summary>
        <div className={styles.filterFields}>
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
          <FreeFromFilters
            name={FREE_FROM_PARAM}
            options={allergenValues.map((value) => ({ value, label: allergens(value) }))}
            chosen={filters.free}
            labels={{
              title: t('freeFrom'),
              hint: t('freeFromHint'),
              chosen: t('freeFromChosen', { count: filters.free.length }),
            }}
          />
          <div className={styles.filtersEnd}>
            {/* Sends the form, so without JavaScript it applies the ticks too, and lands on
                the list: a GET form keeps its action's fragment. */}
            <button type="submit" formAction={`${action}#product-list`} className={styles.showResults}>
              {t('showResults', { count: resultCount })}
            </button>
            {reset}
          </div>
        </div>
      </details>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          <Search size={18} aria-hidden="true" />
          {t('search')}
        </button>
        {reset}
      </div>
    </ProductFilterForm>
  )
}
