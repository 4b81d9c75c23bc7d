import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { type CodePicture, drawnBarcode, qrPicture, qrTarget } from '@/lib/productCodes'

import styles from './ProductCodes.module.css'

type Props = {
  locale: Locale
  barcode?: string | null
  pageUrl: string
  /** False for pages that show the barcode alone (a video's product code). */
  withQr?: boolean
  /** The heading of a barcode shown alone, where "Barcode" would not say whose it is. */
  title?: string
}

/**
 * The product's barcode and a QR code, drawn on the server as SVG (no script, sharp at
 * any size, printable) and linked as pictures with long-cached addresses, so a page does
 * not carry them twice (as markup and again in its RSC payload). The QR code opens the
 * product's GS1 Digital Link when it has a GTIN.
 */
export async function ProductCodes({ locale, barcode, pageUrl, withQr = true, title }: Props) {
  const t = await getTranslations({ locale, namespace: 'products' })
  const qrUrl = qrTarget(barcode, pageUrl)
  const [qr, bars] = await Promise.all([withQr ? qrPicture(qrUrl) : undefined, drawnBarcode(barcode)])
  if (!qr && !bars) return null
  return (
    <section className={styles.codes} aria-labelledby="product-codes">
      <h2 id="product-codes" className={styles.title}>
        {qr ? t('forRetailers') : (title ?? t('barcode'))}
      </h2>
      {qr && <p className={styles.intro}>{t('retailersIntro')}</p>}
      <div className={styles.figures}>
        {bars && barcode && (
          <figure className={styles.figure}>
            {/* The picture prints the digits under the bars; its text alternative names them. */}
            <CodeImage picture={bars} alt={t('barcodeImage', { code: barcode })} className={styles.barcode} />
            {qr && <figcaption className={styles.caption}>{t('barcode')}</figcaption>}
          </figure>
        )}
        {qr && (
          <figure className={styles.figure}>
            <CodeImage picture={qr} alt={t('qrImage', { url: qrUrl })} className={styles.qr} />
            {/* A phone cannot scan its own screen: the hint is for a visitor at a computer. */}
            <figcaption className={`${styles.caption} ${styles.scanHint}`}>{t('qrCaption')}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}

function CodeImage({ picture, alt, className }: { picture: CodePicture; alt: string; className: string }) {
  // A plain <img>: next/image would pass an SVG through untouched anyway (it does not
  // optimise vector pictures), and this one is already cached for good.
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={picture.src} width={picture.width} height={picture.height} alt={alt} className={className} loading="lazy" decoding="async" />
  )
}
