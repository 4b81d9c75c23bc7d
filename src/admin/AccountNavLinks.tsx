'use client'

import { Link, NavGroup, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

import { adminT } from './translations'

const links = [
  { href: '/admin/account', label: 'hawler:languageAndDisplay' },
  { href: '/admin/ChangePassword', label: 'hawler:changePasswordLink' },
] as const

/** The administrator's own settings, under the content types in the navigation. */
export function AccountNavLinks() {
  const { t } = useTranslation()
  const tt = adminT(t)
  const pathname = usePathname()
  return (
    <NavGroup label={tt('hawler:yourAccount')}>
      {links.map(({ href, label }) => (
        <Link key={href} href={href} className="nav__link" aria-current={pathname === href ? 'page' : undefined} prefetch={false}>
          {pathname === href && <div className="nav__link-indicator" />}
          <span className="nav__link-label">{tt(label)}</span>
        </Link>
      ))}
    </NavGroup>
  )
}
