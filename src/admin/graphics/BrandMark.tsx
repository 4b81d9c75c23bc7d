import { toImage } from '@/lib/media'
import { getSiteSettings } from '@/data/site'
import { defaultLocale } from '@/i18n/locales'

import styles from './Brand.module.css'

/** The company's logo from the site settings, or its initial on the brand red when none is set. */
export async function BrandMark({ size }: { size: number }) {
  const settings = await getSiteSettings(defaultLocale)
  const siteName = settings.siteName || 'Hawler Foods'
  const logo = toImage(settings.logo, 'thumbnail')
  if (logo) {
    // A plain img: the admin is not a page of the public site, and the logo is small.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={logo.src} alt="" width={size} height={size} className={styles.logo} />
  }
  return (
    <span className={styles.mark} style={{ inlineSize: size, blockSize: size, fontSize: size * 0.55 }} aria-hidden="true">
      {siteName.slice(0, 1)}
    </span>
  )
}
