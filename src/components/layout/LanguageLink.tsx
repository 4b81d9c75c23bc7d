'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { LANGUAGE_COOKIE, pathInLanguage } from '@/i18n/languagePath'
import { type Locale, localeInfo } from '@/i18n/locales'

type Props = { locale: Locale; current: boolean; className?: string; children: ReactNode }

/**
 * A link to the page being read, in another language. Choosing it saves the language for
 * the visitor's next visit to `/` (src/proxy.ts reads the cookie), as next-intl's links do;
 * this small island replaces theirs, which brought next-intl's whole client runtime to
 * every page.
 */
export function LanguageLink({ locale, current, className, children }: Props) {
  const pathname = usePathname()
  const tag = localeInfo[locale].tag
  return (
    <NextLink
      href={pathInLanguage(pathname, locale)}
      // Another language is another root layout (`<html lang dir>`): a full page load anyway.
      prefetch={false}
      lang={tag}
      hrefLang={tag}
      aria-current={current ? 'true' : undefined}
      className={className}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
      }}
    >
      {children}
    </NextLink>
  )
}
