import type { ServerProps } from 'payload'

import { getSiteSettings } from '@/data/site'
import { defaultLocale } from '@/i18n/locales'

import { adminT } from '../translations'
import styles from './Brand.module.css'
import { BrandMark } from './BrandMark'

/** The company's logo and name at the top of the admin's navigation, leading to the public site. */
export async function NavBrand({ i18n }: ServerProps) {
  const settings = await getSiteSettings(defaultLocale)
  const t = adminT(i18n.t)
  return (
    // The public site is another application shell: a full page load, not a client-side route change.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/" className={styles.navBrand}>
      <BrandMark size={36} />
      <span>
        <span className={styles.navName}>{settings.siteName || 'Hawler Foods'}</span>
        <span className={styles.navHint}>{t('hawler:viewWebsite')}</span>
      </span>
    </a>
  )
}
