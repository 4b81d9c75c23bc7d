import { Eye } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { EXIT_PREVIEW_ROUTE } from '@/lib/preview'

import styles from './PreviewBanner.module.css'

/** Tells an administrator previewing drafts that visitors do not see this yet. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'states' })
  return (
    <div className={styles.banner} role="status">
      <Eye aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('previewNotice')}</p>
      {/* A plain link: the route returns to the page it was followed from. */}
      <a href={EXIT_PREVIEW_ROUTE} className={styles.leave}>
        {t('leavePreview')}
      </a>
    </div>
  )
}
