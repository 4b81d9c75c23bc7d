import { toImage } from '@/lib/media'
import { WORDMARK } from '@/lib/brandAssets'
import { getSiteSettings } from '@/data/site'
import { defaultLocale } from '@/i18n/locales'

import styles from './Brand.module.css'

/** The logo uploaded in the site settings, if any: it replaces the brand's drawing. */
async function uploadedLogo() {
  const settings = await getSiteSettings(defaultLocale)
  return { logo: toImage(settings.logo, 'thumbnail'), siteName: settings.siteName || 'Hawler Foods' }
}

// Plain imgs here: the admin is not a page of the public site, and the pictures are small.
/* eslint-disable @next/next/no-img-element */

/** The emblem (or the uploaded logo), square. */
export async function BrandMark({ size }: { size: number }) {
  const { logo } = await uploadedLogo()
  if (logo) return <img src={logo.src} alt="" width={size} height={size} className={styles.logo} />
  return <img src="/brand/emblem.svg" alt="" width={size} height={size} />
}

/** The wordmark, `height` pixels tall, named for screen readers (or the uploaded logo with the name). */
export async function BrandWordmark({ height }: { height: number }) {
  const { logo, siteName } = await uploadedLogo()
  if (logo)
    return (
      <span className={styles.brand}>
        <img src={logo.src} alt="" width={height} height={height} className={styles.logo} />
        <span className={styles.name}>{siteName}</span>
      </span>
    )
  const width = Math.round((WORDMARK.width * height) / WORDMARK.height)
  return <img src={WORDMARK.src} alt={siteName} width={width} height={height} className={styles.wordmark} />
}
