import type { ServerProps } from 'payload'

import { adminT } from '../translations'
import styles from './Brand.module.css'
import { BrandWordmark } from './BrandMark'

/** The brand's wordmark at the top of the admin's navigation, leading to the public site. */
export async function NavBrand({ i18n }: ServerProps) {
  const t = adminT(i18n.t)
  return (
    // The public site is another application shell: a full page load, not a client-side route change.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a href="/" className={styles.navBrand}>
      <BrandWordmark height={40} />
      <span className={styles.navHint}>{t('hawler:viewWebsite')}</span>
    </a>
  )
}
