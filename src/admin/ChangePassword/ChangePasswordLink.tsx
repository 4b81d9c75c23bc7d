'use client'

import { Link, useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { adminT } from '../translations'

/**
 * On the editor's own account screen, the way to change the password: the screen that asks
 * for the current one first (ChangePasswordView). Another administrator's account has no
 * such link: a forgotten password is reset from the sign-in page.
 */
export function ChangePasswordLink() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  if (!user || id === undefined || String(user.id) !== String(id)) return null
  return (
    <div className="field-type">
      <p className="field-description">{t('hawler:changePasswordHint')}</p>
      <Link href="/admin/ChangePassword" className="btn btn--style-secondary btn--size-medium" prefetch={false}>
        {t('hawler:changePasswordLink')}
      </Link>
    </div>
  )
}
