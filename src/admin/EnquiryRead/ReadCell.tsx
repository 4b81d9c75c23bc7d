import type { DefaultServerCellComponentProps } from 'payload'

import { adminT } from '../translations'
import styles from './EnquiryRead.module.css'
import { MarkReadButton } from './MarkReadButton'

/**
 * The enquiries list's "Read" column: an unread enquiry is marked "Unread" and has a button
 * that marks it read without opening it; a read one says so quietly.
 */
export function ReadCell({ cellData, rowData, i18n }: DefaultServerCellComponentProps) {
  const t = adminT(i18n.t)
  if (cellData === true) return <span className={styles.read}>{t('hawler:enquiryRead')}</span>
  const id = rowData?.id
  const name = typeof rowData?.name === 'string' ? rowData.name : ''
  return (
    <span className={styles.unread}>
      <strong className={styles.badge}>{t('hawler:enquiryUnread')}</strong>
      {(typeof id === 'number' || typeof id === 'string') && (
        <MarkReadButton
          id={id}
          label={t('hawler:markRead')}
          accessibleLabel={t('hawler:markReadOf', { name })}
          failedMessage={t('hawler:markReadFailed')}
        />
      )}
    </span>
  )
}
