import { getFormatter, getTranslations } from 'next-intl/server'

import { Card, CardGrid } from '@/components/content/Card'
import { RichText } from '@/components/content/RichText'
import { ChevronRight, FileText, MapPin } from '@/components/icons'
import { ProductNotices } from '@/components/notices/ProductNotices'
import { CategoryBadge } from '@/components/products/CategoryBadge'
import { FoodInformation } from '@/components/products/FoodInformation'
import { ProductCodes } from '@/components/products/ProductCodes'
import { ProductGallery } from '@/components/products/ProductGallery'
import { JsonLd } from '@/components/seo/JsonLd'
import { fallbackLang, langAttribute } from '@/data/content'
import { listRecipesUsingProduct } from '@/data/products'
import { getSiteSettings } from '@/data/site'
import { localeInfo } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { itemPath, listPath } from '@/lib/contentTypes'
import { whereToBuyPath } from '@/lib/distributors'
import { foodInformationToShow } from '@/lib/food/foodInformation'
import { toImage, toImages } from '@/lib/media'
import { absoluteUrl, localizedUrl } from '@/lib/metadata'
import { packSizesToShow } from '@/lib/packs'
import { plainText } from '@/lib/plainText'
import { productJsonLd } from '@/lib/productStructuredData'
import { sheetPath } from '@/lib/specificationSheet'
import type { Category, SubCategory } from '@/payload-types'

import type { ContentDetail } from './contentDetail'
import styles from './ProductDetail.module.css'

/**
 * One product: photos, name, description, category, barcode and QR code, its food
 * information (ingredients, allergens, nutrition), and recipes that use it. It shows its
 * own trail (all products › category › product) and sends its structured data last.
 */
export const productDetail: ContentDetail<'products'> = {
  metadata: (doc) => ({
    description: plainText(doc.description),
    image: toImage(doc.images?.[0], 'card'),
  }),
  breadcrumb: false,
  body: async ({ locale, found: { doc: product }, lang, note }) => {
    const [t, whereToBuy, sheet, format, recipes, brand] = await Promise.all([
      getTranslations({ locale, namespace: 'products' }),
      getTranslations({ locale, namespace: 'whereToBuy' }),
      getTranslations({ locale, namespace: 'sheet' }),
      getFormatter({ locale }),
      listRecipesUsingProduct(locale, product.id),
      // The brand is the company's name as registered, the same in every language.
      getSiteSettings('en'),
    ])
    const category = typeof product.category === 'object' ? (product.category as Category) : null
    const subCategory = typeof product.subCategory === 'object' && product.subCategory ? (product.subCategory as SubCategory) : null
    const title = product.title ?? ''
    const pathname = itemPath('products', product.slug)
    const pageUrl = localizedUrl(locale, pathname)
    // Search engines get the photos as uploaded, the largest there are; the page shows the sizes made for it.
    const photos = toImages(product.images)
    const description = plainText(product.description)
    const sizes = packSizesToShow(product.packs)
    const food = foodInformationToShow(product)

    return (
      <div className={styles.page}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={listPath('products')}>{t('allProducts')}</Link>
            </li>
            {category && (
              <li>
                <ChevronRight size={16} aria-hidden="true" className="flip-in-rtl" />
                <Link href={`/products?category=${encodeURIComponent(category.slug)}`}>{category.title}</Link>
              </li>
            )}
            <li>
              <ChevronRight size={16} aria-hidden="true" className="flip-in-rtl" />
              <span aria-current="page" {...langAttribute(lang('title'))}>
                {title}
              </span>
            </li>
          </ol>
        </nav>

        <ProductNotices productId={product.id} locale={locale} />
        {note}

        <article className={styles.product}>
          <ProductGallery
            photos={toImages(product.images, 'large')}
            thumbnails={toImages(product.images, 'thumbnail')}
            labels={{
              photos: t('photos'),
              showPhoto: (number, total) =>
                t('showPhoto', { number: format.number(number, 'integer'), total: format.number(total, 'integer') }),
            }}
          />
          <div className={styles.summary}>
            {(category || subCategory) && (
              <p className={styles.categories}>
                {category?.title && (
                  <CategoryBadge
                    label={category.title}
                    colours={category}
                    href={`/products?category=${encodeURIComponent(category.slug)}`}
                  />
                )}
                {subCategory?.title && (
                  <CategoryBadge label={subCategory.title} href={`/products?subCategory=${encodeURIComponent(subCategory.slug)}`} />
                )}
              </p>
            )}
            <h1 className={styles.title} {...langAttribute(lang('title'))}>
              {title}
            </h1>
            <RichText value={product.description} lang={lang('description')} className={styles.description} />
            {sizes.length > 0 && (
              <section aria-labelledby="pack-sizes" className={styles.packSizes}>
                <h2 id="pack-sizes" className={styles.packSizesTitle}>
                  {t('packSizes')}
                </h2>
                <ul className={styles.chips}>
                  {sizes.map(({ amount, unit }) => (
                    <li key={`${amount}${unit}`}>{t('packSize', { amount, unit })}</li>
                  ))}
                </ul>
              </section>
            )}
            <ul className={styles.moreLinks}>
              <li>
                <Link href={whereToBuyPath}>
                  <MapPin size={18} aria-hidden="true" />
                  {whereToBuy('productLink')}
                </Link>
              </li>
              <li>
                <Link href={sheetPath(product.slug)}>
                  <FileText size={18} aria-hidden="true" />
                  {sheet('link')}
                </Link>
              </li>
            </ul>
            <ProductCodes locale={locale} barcode={product.barcode} pageUrl={pageUrl} />
          </div>
        </article>

        <FoodInformation
          locale={locale}
          food={food}
          textLang={{ storage: lang('storage'), origin: lang('origin'), bestBeforeNote: lang('bestBeforeNote') }}
        />

        {recipes.docs.length > 0 && (
          <section aria-labelledby="product-recipes" className={styles.recipes}>
            <h2 id="product-recipes" className={styles.recipesTitle}>
              {t('usedInRecipes')}
            </h2>
            <CardGrid>
              {recipes.docs.map((recipe) => (
                <Card
                  key={recipe.id}
                  href={itemPath('recipes', recipe.slug)}
                  title={recipe.title ?? ''}
                  titleLang={fallbackLang(recipes.fallbackIds.includes(recipe.id))}
                  image={toImage(recipe.images?.[0], 'card')}
                  headingLevel={3}
                />
              ))}
            </CardGrid>
          </section>
        )}

        <JsonLd
          data={productJsonLd({
            url: pageUrl,
            name: title,
            description,
            images: photos.map((photo) => absoluteUrl(photo.src)),
            barcode: product.barcode,
            brand: brand.siteName || 'Hawler Foods',
            category: [category?.title, subCategory?.title].filter(Boolean).join(' > ') || undefined,
            language: localeInfo[locale].tag,
          })}
        />
      </div>
    )
  },
}
