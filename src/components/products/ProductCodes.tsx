import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { barcodeSvg, qrSvg, qrTarget } from '@/lib/productCodes'

import styles from './ProductCodes.module.css'

type Props = {
  locale: Locale
  barcode?: string | null
  pageUrl: string
  /** False for pages that show the barcode alone (a video's product code). */
  withQr?: boolean
}

/**
 * The product's barcode and a QR code, drawn on the server as SVG (no script, sharp at
 * any size, printable). The QR code opens the product's GS1 Digital Link when it has a GTIN.
 */
export async function ProductCodes({ locale, barcode, pageUrl, withQr = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'products' })
  const qrUrl = qrTarget(barcode, pageUrl)
  const [qr, bars] = await Promise.all([withQr ? qrSvg(qrUrl) : null, barcode ? drawBarcode(barcode) : null])
  if (!qr && !bars) return null
  return (
    <section className={styles.codes} aria-labelledby="product-codes">
      <h2 id="product-codes" className={styles.title}>
        {qr ? t('codes') : t('barcode')}
      </h2>
      <div className={styles.figures}>
        {bars && barcode && (
          <figure className={styles.figure}>
            {/* Our own SVG, drawn from a validated code: no markup from the database. */}
            <div
              role="img"
              aria-label={t('barcodeImage', { code: barcode })}
              className={styles.barcode}
              dangerouslySetInnerHTML={{ __html: bars }}
            />
            <figcaption className={styles.caption}>
              {/* Alone, the barcode is already named by the heading. */}
              {qr && `${t('barcode')} `}
              <bdi dir="ltr" className={styles.digits}>
                {barcode}
              </bdi>
            </figcaption>
          </figure>
        )}
        {qr && (
          <figure className={styles.figure}>
            <div role="img" aria-label={t('qrImage', { url: qrUrl })} className={styles.qr} dangerouslySetInnerHTML={{ __html: qr }} />
            <figcaption className={styles.caption}>{t('qrCaption')}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}

/** A code the symbology cannot draw leaves the page without a barcode picture, not broken. */
async function drawBarcode(code: string): Promise<string | null> {
  try {
    return barcodeSvg(code)
  } catch (error) {
    console.error(`Could not draw the barcode ${code}:`, error)
    return null
  }
}
