import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminT } from '../translations'
import styles from './ChangePassword.module.css'
import { ChangePasswordForm } from './ChangePasswordForm'

/**
 * /admin/ChangePassword. Payload's custom views are open to anyone, so this one sends a
 * signed-out visitor to sign in first, and comes back here afterwards.
 */
export function ChangePasswordView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  if (!req.user) redirect(`/login?redirect=${encodeURIComponent('/admin/ChangePassword')}`)
  const t = adminT(req.i18n.t)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter className={styles.view}>
        <h1>{t('hawler:changePasswordTitle')}</h1>
        <p className={styles.intro}>{t('hawler:changePasswordIntro')}</p>
        <ChangePasswordForm />
      </Gutter>
    </DefaultTemplate>
  )
}
