import { getFormatter, getTranslations } from 'next-intl/server'

import { FoodInformation } from '@/components/products/FoodInformation'
import { PrintButton } from '@/components/recipes/PrintButton'
import { langAttribute } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import type { FoodInformation as Food } from '@/lib/food/foodInformation'
import { isValidGtin } from '@/lib/gtin'
import type { SiteImage } from '@/lib/media'
import type { PackSize } from '@/lib/packs'
import type { CodePicture } from '@/lib/productCodes'

import styles from './SpecificationSheet.module.css'

export type SheetProduct = {
  title: string
  titleLang?: string
  category?: string
  barcode?: string | null
  barcodePicture?: CodePicture
  photo?: SiteImage | null
  /** The sizes of the product's packs, smallest first (`packSizesToShow`). */
  packSizes: PackSize[]
  food: Food
  foodLang: { storage?: 'en'; origin?: 'en'; bestBeforeNote?: 'en' }
  updatedAt: string
  pagePath: string
  pageUrl: string
}

export type Manufacturer = {
  name: string
  nameLang?: string
  address?: string | null
  addressLang?: string
  phone?: string | null
  email?: string | null
}

/**
 * One product's specification sheet for importers and retailers: its name, codes, pack sizes,
 * food information and the manufacturer, on one or two A4 pages, without the site's
 * navigation. Everything is drawn on the server; the print button is the only script.
 */
export async function SpecificationSheet({
  locale,
  product,
  manufacturer,
}: {
  locale: Locale
  product: SheetProduct
  manufacturer: Manufacturer
}) {
  const [t, products, format] = await Promise.all([
    getTranslations({ locale, namespace: 'sheet' }),
    getTranslations({ locale, namespace: 'products' }),
    getFormatter({ locale }),
  ])
  const { barcode, barcodePicture } = product
  return (
    <main id="main" className={styles.sheet}>
      <p className={styles.toolbar} data-print="hide">
        <Link href={product.pagePath}>{t('back')}</Link>
        <PrintButton label={t('print')} />
      </p>
      <header className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{t('title')}</p>
          <h1 className={styles.title} {...langAttribute(product.titleLang)}>
            {product.title}
          </h1>
          {product.category && <p className={styles.category}>{product.category}</p>}
        </div>
        {product.photo && (
          // eslint-disable-next-line @next/next/no-img-element -- printed at a fixed small size; loaded at once so it is there when printing
          <img
            className={styles.photo}
            src={product.photo.src}
            width={product.photo.width}
            height={product.photo.height}
            alt={product.photo.alt}
          />
        )}
      </header>

      {barcode && (
        <section aria-labelledby="sheet-codes" className={styles.block}>
          <h2 id="sheet-codes">{t('codes')}</h2>
          <dl className={styles.facts}>
            <dt>{isValidGtin(barcode) ? t('gtin') : t('code')}</dt>
            <dd dir="ltr">{barcode}</dd>
          </dl>
          {barcodePicture && (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server, loaded at once for printing
            <img
              className={styles.barcode}
              src={barcodePicture.src}
              width={barcodePicture.width}
              height={barcodePicture.height}
              alt={products('barcodeImage', { code: barcode })}
            />
          )}
        </section>
      )}

      {product.packSizes.length > 0 && (
        <section aria-labelledby="sheet-pack-sizes" className={styles.block}>
          <h2 id="sheet-pack-sizes">{products('packSizes')}</h2>
          <ul className={styles.packSizes}>
            {product.packSizes.map(({ amount, unit }) => (
              <li key={`${amount}${unit}`}>{products('packSize', { amount, unit })}</li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.food}>
        <FoodInformation locale={locale} food={product.food} textLang={product.foodLang} />
      </div>

      <section aria-labelledby="sheet-manufacturer" className={styles.block}>
        <h2 id="sheet-manufacturer">{t('manufacturer')}</h2>
        <address className={styles.address}>
          <strong {...langAttribute(manufacturer.nameLang)}>{manufacturer.name}</strong>
          {manufacturer.address && <span {...langAttribute(manufacturer.addressLang)}>{manufacturer.address}</span>}
          {/* A phone number and an e-mail address read left to right in every language. */}
          {manufacturer.phone && <bdi dir="ltr">{manufacturer.phone}</bdi>}
          {manufacturer.email && <bdi dir="ltr">{manufacturer.email}</bdi>}
        </address>
      </section>

      <p className={styles.footnote}>{t('asOf', { date: format.dateTime(new Date(product.updatedAt), 'long'), url: product.pageUrl })}</p>
    </main>
  )
}
