import type { Metadata } from 'next'

import { type Locale, localeInfo, locales } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { serverURL } from './serverUrl'

/** The absolute address of a page in a language (English unprefixed). */
export function absoluteUrl(path: string, locale: Locale): string {
  return `${serverURL}${getPathname({ href: path, locale })}`
}

/** An absolute address for a file path such as `/api/media/file/x.webp`. */
export function absoluteFileUrl(path: string): string {
  return path.startsWith('http') ? path : `${serverURL}${path}`
}

type PageMetadata = {
  locale: Locale
  /** The page's path without the language prefix, e.g. `/products/crispy-chips`. */
  path: string
  title: string
  description?: string | null
  image?: string | null
  type?: 'website' | 'article'
}

/** Title, description, canonical URL, hreflang alternates (with x-default) and Open Graph. */
export function pageMetadata({ locale, path, title, description, image, type = 'website' }: PageMetadata): Metadata {
  const url = absoluteUrl(path, locale)
  return {
    title,
    description: description ?? undefined,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((code) => [localeInfo[code].tag, absoluteUrl(path, code)])),
        'x-default': absoluteUrl(path, 'en'),
      },
    },
    openGraph: {
      title,
      description: description ?? undefined,
      url,
      type,
      locale: localeInfo[locale].tag,
      images: image ? [{ url: absoluteFileUrl(image) }] : undefined,
    },
  }
}

/** Plain text from the first paragraphs of a rich-text value, for descriptions. */
export function plainText(value: unknown, max = 160): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  const joined = parts.join(' ').replace(/\s+/g, ' ').trim()
  return joined.length > max ? `${joined.slice(0, max - 1).trimEnd()}…` : joined
}
