import { getSiteSettings } from '@/data/site'
import { defaultLocale } from '@/i18n/locales'

import styles from './Brand.module.css'
import { BrandMark } from './BrandMark'

/** The company's logo and name on the admin's own full-page screens, in place of Payload's. */
export async function Logo() {
  const settings = await getSiteSettings(defaultLocale)
  return (
    <span className={styles.brand}>
      <BrandMark size={48} />
      <span className={styles.name}>{settings.siteName || 'Hawler Foods'}</span>
    </span>
  )
}
