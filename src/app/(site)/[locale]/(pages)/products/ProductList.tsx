import { SearchX } from '@/components/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EmptyState } from '@/components/content/EmptyState'
import { PageHeader } from '@/components/content/PageHeader'
import { Pagination } from '@/components/content/Pagination'
import type { CategoryOption, SubCategoryOption } from '@/components/products/CategoryFilters'
import { FreeFromChips } from '@/components/products/FreeFromChips'
import { ProductCards } from '@/components/products/ProductCards'
import { ProductFilters } from '@/components/products/ProductFilters'
import { fallbackLang, langAttribute } from '@/data/content'
import { listProductCategories, listProducts } from '@/data/products'
import { Link } from '@/i18n/ServerLink'
import type { Locale } from '@/i18n/locales'
import { listPath } from '@/lib/contentTypes'
import { FREE_FROM_PARAM, freeFromParam, type ProductFilters as Filters } from '@/lib/productFilters'

import { fromSettings } from '../_list/listHeading'
import { listMetadata } from '../_list/listMetadata'
import styles from './page.module.css'

const heading = fromSettings('category-settings', 'products')
const pathname = listPath('products')

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** Filters name a category by slug; links that name it by id (`?category=3`) work too. */
const named = (value: string) => (doc: { id: number; slug: string }) => value !== '' && (doc.slug === value || String(doc.id) === value)

/**
 * The list's title, description and canonical address. Two routes show the list: the
 * cached one (`/products`, `?page=N`) and, when the address searches or filters, the one
 * rendered per request (`_search`); both end here.
 */
export async function productListMetadata(locale: Locale, filters: Filters): Promise<Metadata> {
  const metadata = await listMetadata(locale, pathname, await heading(locale), 1)
  // Search results, "free from" choices (thousands of combinations) and later pages are not
  // pages of their own for search engines; the list is.
  return filters.q || filters.free.length > 0 || filters.page > 1 ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/**
 * The product list: search in any language, category and sub-category filters, "free from"
 * allergen groups, pages of cards.
 */
export async function ProductList({ locale, filters }: { locale: Locale; filters: Filters }) {
  setRequestLocale(locale)
  const [t, top, { categories, subCategories }] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    heading(locale),
    listProductCategories(locale),
  ])

  // A sub category implies its category; one that belongs to another category (left over
  // from a form whose category changed) is dropped.
  const chosenSub = subCategories.docs.find(named(filters.subCategory))
  const category = filters.category
    ? categories.docs.find(named(filters.category))
    : chosenSub && categories.docs.find((doc) => doc.id === idOf(chosenSub.category))
  const subCategory = chosenSub && category && idOf(chosenSub.category) === category.id ? chosenSub : undefined
  const state = { q: filters.q, category: category?.slug ?? '', subCategory: subCategory?.slug ?? '' }

  const { free } = filters

  const products = await listProducts(locale, {
    q: filters.q,
    category: category?.id,
    subCategory: subCategory?.id,
    free,
    page: filters.page,
  })
  // ?page=9 of a two-page list is not a page. By the page asked for: past the end of a list
  // read in Arabic or Kurdish, Payload may answer page 1 with a count of 0.
  if (products.docs.length === 0 && filters.page > 1) notFound()
  const filtering = Boolean(state.q || state.category || state.subCategory || free.length > 0)
  // What every link of the list keeps (pages, the chips): empty parts left out of the address.
  const query = { q: state.q || undefined, category: state.category || undefined, subCategory: state.subCategory || undefined }

  const categoryOptions: CategoryOption[] = categories.docs.map((doc) => ({
    value: doc.slug,
    label: doc.title ?? doc.slug,
    ...langAttribute(fallbackLang(categories.fallbackIds.includes(doc.id))),
  }))
  const subCategoryOptions: SubCategoryOption[] = subCategories.docs.flatMap((doc) => {
    const parent = categories.docs.find((candidate) => candidate.id === idOf(doc.category))
    return parent
      ? [
          {
            value: doc.slug,
            label: doc.title ?? doc.slug,
            ...langAttribute(fallbackLang(subCategories.fallbackIds.includes(doc.id))),
            category: parent.slug,
          },
        ]
      : []
  })

  return (
    <div className={styles.page}>
      <PageHeader
        title={top.title}
        titleLang={top.titleLang}
        intro={<p {...langAttribute(top.introLang)}>{top.intro}</p>}
        banner={top.banner}
      />
      <div className={styles.content}>
        <ProductFilters
          locale={locale}
          filters={{ ...filters, ...state }}
          categories={categoryOptions}
          subCategories={subCategoryOptions}
          resultCount={products.totalDocs}
        />
        {/* Where the filters' "Show N products" lands (the fragment is kept by the GET form). */}
        <div id="product-list" className={styles.list}>
          <FreeFromChips locale={locale} free={free} query={query} />
          {products.totalDocs === 0 ? (
            filtering ? (
              <div className={styles.noResults} role="status">
                <SearchX size={40} aria-hidden="true" />
                <p className={styles.noResultsTitle}>{t('noResults')}</p>
                <p>{t('noResultsHint')}</p>
                <Link href={pathname} className={styles.noResultsReset}>
                  {t('allProducts')}
                </Link>
              </div>
            ) : (
              <EmptyState message={t('empty')} />
            )
          ) : (
            <section aria-labelledby="product-results">
              <p id="product-results" className={styles.count}>
                {state.q ? t('resultsFor', { count: products.totalDocs, q: state.q }) : t('results', { count: products.totalDocs })}
              </p>
              <ProductCards
                products={products.docs}
                fallbackIds={products.fallbackIds}
                categoryFallbackIds={categories.fallbackIds}
                firstPicture={top.banner ? 'eager' : 'priority'}
              />
              <Pagination
                locale={locale}
                page={products.page ?? 1}
                totalPages={products.totalPages}
                pathname={pathname}
                query={{ ...query, [FREE_FROM_PARAM]: freeFromParam(free) }}
              />
            </section>
          )}
        </div>
      </div>
    </div>
  )
}
