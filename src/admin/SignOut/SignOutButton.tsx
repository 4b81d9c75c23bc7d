'use client'

import { LogOutIcon, useAuth, useTranslation } from '@payloadcms/ui'

import { localizedPath } from '@/i18n/languagePath'
import { EXPIRED_SIGNED_IN_HINT } from '@/lib/auth/signedInHint'
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * Sign out at the foot of the side menu. Payload's own button ends on its sign-in address,
 * which leads to the English sign-in page with no word of what happened; this one signs out
 * the same way and then opens the sign-in page in the editor's admin language, saying they
 * have signed out.
 */
export function SignOutButton({ tabIndex = 0 }: { tabIndex?: number }) {
  const { t, i18n } = useTranslation()
  const { logOut } = useAuth()
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale
  const signInPage = localizedPath({ pathname: '/login', query: { signedOut: '1' } }, locale)

  return (
    <button
      type="button"
      className="nav__log-out"
      aria-label={t('authentication:logOut')}
      title={t('authentication:logOut')}
      tabIndex={tabIndex}
      onClick={async () => {
        await logOut()
        document.cookie = EXPIRED_SIGNED_IN_HINT
        window.location.assign(signInPage)
      }}
    >
      <LogOutIcon />
    </button>
  )
}
