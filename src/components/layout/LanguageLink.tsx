'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react'

import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, pathInLanguage } from '@/i18n/languagePath'
import { type Locale, localeInfo } from '@/i18n/locales'

type Props = { locale: Locale; current: boolean; className?: string; children: ReactNode }

function onHistoryChange(notify: () => void) {
  window.addEventListener('popstate', notify)
  return () => window.removeEventListener('popstate', notify)
}

/**
 * A link to the page being read, in another language, with its search and page number
 * (`/products?q=chips&page=2` → `/ar/products?q=chips&page=2`). Choosing it saves the
 * language for the visitor's next visit to `/` (src/i18n/preferredLanguageScript.ts) and to a
 * scanned `/01/{GTIN}` (src/proxy.ts).
 *
 * A plain link: another language is another root layout (`<html lang dir>`), a full page
 * load anyway. The query is read in the browser, since cached pages are the same for every
 * query; it is put in again on the click, as the client router may have changed it since.
 */
export function LanguageLink({ locale, current, className, children }: Props) {
  const pathname = usePathname()
  const search = useSyncExternalStore(
    onHistoryChange,
    () => window.location.search,
    () => '',
  )
  const tag = localeInfo[locale].tag
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.search = window.location.search
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
    } catch {
      // Storage refused (private mode, full): the cookie alone remembers the choice.
    }
  }
  return (
    <a
      href={`${pathInLanguage(pathname, locale)}${search}`}
      lang={tag}
      hrefLang={tag}
      aria-current={current ? 'true' : undefined}
      className={className}
      onClick={onClick}
    >
      {children}
    </a>
  )
}
