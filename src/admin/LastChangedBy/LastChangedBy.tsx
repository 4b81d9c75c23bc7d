import { getTranslation } from '@payloadcms/translations'
import { FieldLabel } from '@payloadcms/ui'
import type { RelationshipFieldServerComponent } from 'payload'

import { accountName, updatedById } from '@/lib/accountName'

import { formatAdminDate } from '../dates'
import { adminT } from '../translations'
import styles from './LastChangedBy.module.css'

/**
 * "Last changed by" in a document's side bar: the person's name (their e-mail address while
 * their account has none), when, to the second, and when the document was created.
 * Payload's relationship field named the account by its title, the e-mail address, and an
 * editor, who may not open other accounts, saw a number: the account is read past the
 * accounts' access for that reason (the field itself is for the staff only). The header's
 * own "Last Modified" and "Created" are hidden where this is shown: they were cut short
 * beside the buttons ("Last Modified: D…" at 1366 px), in the browser's time zone where the
 * rest of the admin writes the site's (Baghdad).
 */
export const LastChangedBy: RelationshipFieldServerComponent = async ({ data, field, i18n, payload }) => {
  const t = adminT(i18n.t)
  const id = updatedById(data)
  const account =
    id === undefined
      ? null
      : await payload.findByID({
          collection: 'users',
          id,
          depth: 0,
          select: { name: true, email: true },
          overrideAccess: true,
          disableErrors: true,
        })
  const when = (value: unknown) =>
    typeof value === 'string' ? <time dateTime={value}>{formatAdminDate(value, i18n.language, { seconds: true })}</time> : null
  const saved = typeof data?.updatedAt === 'string'
  // The class without a module's hash: custom.css hides the header's shorter dates where this is shown.
  return (
    <div className={`field-type last-changed-by ${styles.field}`}>
      <FieldLabel as="span" label={getTranslation(field.label || '', i18n)} />
      {saved ? (
        <>
          <p className={styles.name}>{account ? accountName(account) : t('hawler:historyNobody')}</p>
          <p className={styles.when}>{when(data.updatedAt)}</p>
          {typeof data?.createdAt === 'string' && (
            <p className={styles.when}>
              {t('hawler:createdLabel')} {when(data.createdAt)}
            </p>
          )}
        </>
      ) : (
        <p className={styles.when}>{t('hawler:notSavedYet')}</p>
      )}
    </div>
  )
}
