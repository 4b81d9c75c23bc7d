import { CircleAlert } from '@/components/icons'
import { getTranslations } from 'next-intl/server'

import { getCurrentNotices, getNoticeProducts } from '@/data/notices'
import { langAttribute } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/ServerLink'
import { itemPath } from '@/lib/contentTypes'

import styles from './Notices.module.css'

/**
 * The warning of a current recall, at the top of every public page in the visitor's language:
 * until it is translated, in English, marked as such and said so in the visitor's language (a
 * recall is published at once, never held back for its translation). The only place a recall
 * shows, its products' pages included (ProductNotices shows the other notices). Rendered
 * with the page, so it needs no script and moves nothing once the page is shown.
 */
export async function RecallBanner({ locale }: { locale: Locale }) {
  const recalls = (await getCurrentNotices(locale)).filter((notice) => notice.kind === 'recall')
  if (recalls.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'notices' })
  const products = await getNoticeProducts([...new Set(recalls.flatMap((recall) => recall.productIds))], locale)
  return (
    <aside className={styles.recalls} aria-label={t('recall')}>
      {recalls.map((recall) => {
        const named = products.filter((product) => recall.productIds.includes(product.id))
        return (
          <div key={recall.id} className={styles.recall}>
            <CircleAlert aria-hidden="true" className={styles.icon} />
            <div className={styles.body}>
              <p className={styles.heading}>
                <span className={styles.kind}>{t('recall')}</span>
                <strong {...langAttribute(recall.title.lang)}>{recall.title.text}</strong>
              </p>
              <p className={styles.message} {...langAttribute(recall.message.lang)}>
                {recall.message.text}
              </p>
              {(recall.title.lang || recall.message.lang) && <p className={styles.untranslated}>{t('notTranslated')}</p>}
              {named.length > 0 && (
                <p className={styles.products}>
                  {t('productsConcerned')}{' '}
                  {named.map((product, index) => (
                    <span key={product.id}>
                      {index > 0 && ', '}
                      <Link href={itemPath('products', product.slug)} locale={locale} {...langAttribute(product.title.lang)}>
                        {product.title.text}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </div>
          </div>
        )
      })}
    </aside>
  )
}
