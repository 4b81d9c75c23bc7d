import { CircleAlert, Info } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import { getCurrentNotices } from '@/data/notices'
import { langAttribute } from '@/data/content'
import type { Locale } from '@/i18n/locales'

import styles from './Notices.module.css'

/**
 * Every current notice that names the product, at the top of its page (where its QR code
 * leads), but a recall: the banner above every page shows it, naming this product, and it is
 * said once.
 */
export async function ProductNotices({ productId, locale }: { productId: number; locale: Locale }) {
  const notices = (await getCurrentNotices(locale)).filter((notice) => notice.kind !== 'recall' && notice.productIds.includes(productId))
  if (notices.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'notices' })
  return (
    <div className={styles.productNotices}>
      {notices.map((notice) => {
        const Icon = notice.kind === 'recall' ? CircleAlert : Info
        return (
          <section
            key={notice.id}
            className={notice.kind === 'recall' ? styles.recall : styles.info}
            aria-labelledby={`notice-${notice.id}`}
          >
            <Icon aria-hidden="true" className={styles.icon} />
            <div className={styles.body}>
              {/* Above the product's own heading: a labelled section, not a heading out of order. */}
              <p className={styles.heading} id={`notice-${notice.id}`}>
                <span className={styles.kind}>{t(notice.kind)}</span>
                <span {...langAttribute(notice.title.lang)}>{notice.title.text}</span>
              </p>
              <p className={styles.message} {...langAttribute(notice.message.lang)}>
                {notice.message.text}
              </p>
              {(notice.title.lang || notice.message.lang) && <p className={styles.untranslated}>{t('notTranslated')}</p>}
            </div>
          </section>
        )
      })}
    </div>
  )
}
