import { PackageSearch } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import { Card } from '@/components/content/Card'
import { cardPicture } from '@/components/content/cardContent'
import { ProductCodes } from '@/components/products/ProductCodes'
import { fallbackLang } from '@/data/content'
import { findProductCardByGtin } from '@/data/products'
import type { Locale } from '@/i18n/locales'
import { itemPath } from '@/lib/contentTypes'

import styles from './VideoProduct.module.css'

type Props = { locale: Locale; barcode: string; pageUrl: string }

/**
 * The product a video shows, named by the video's barcode: its photo and name, linking to its
 * page. A barcode no published product has is shown alone, headed as the product's barcode.
 */
export async function VideoProduct({ locale, barcode, pageUrl }: Props) {
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'videos' }), findProductCardByGtin(barcode, locale)])
  if (!found) {
    return (
      <div className={styles.product}>
        <ProductCodes locale={locale} barcode={barcode} pageUrl={pageUrl} withQr={false} title={t('productBarcode')} />
      </div>
    )
  }
  const { product, untitled } = found
  return (
    <section className={styles.product} aria-labelledby="video-product">
      <h2 id="video-product" className={styles.title}>
        <PackageSearch aria-hidden="true" className={styles.icon} />
        {t('productHeading')}
      </h2>
      <Card
        href={itemPath('products', product.slug)}
        title={product.title ?? ''}
        titleLang={fallbackLang(untitled)}
        image={cardPicture('products', product as unknown as Record<string, unknown>)}
        headingLevel={3}
      />
    </section>
  )
}
