import type { ReactNode } from 'react'

import type { ContentDocument } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import type { PublicContentCollection } from '@/lib/contentTypes'
import type { SiteImage } from '@/lib/media'

/** What the detail page of one document is given to show it. */
export type DetailProps<S extends PublicContentCollection> = {
  locale: Locale
  slug: string
  found: ContentDocument<S>
  /** `lang="en"` for a field shown in English because the page's language has no text for it yet. */
  lang: (field: string) => 'en' | undefined
  /** The note that the page is still in English (UntranslatedNote), or false where it is not. */
  note: ReactNode
}

/** What a page's metadata says of its document besides its title (`pageMetadata`). */
export type DetailMetadata = {
  description?: string | null
  /** The picture a shared link shows. */
  image?: SiteImage | null
  type?: 'website' | 'article'
}

/**
 * What is particular to a content type's detail page; the rest (the address, the read, the
 * draft banner, the untranslated note, the breadcrumb, metadata) is `contentDetailPage`'s.
 */
export type ContentDetail<S extends PublicContentCollection> = {
  metadata: (doc: ContentDocument<S>['doc']) => DetailMetadata
  /** The schema.org data of the page's thing (a NewsArticle, a Recipe), sent before the breadcrumb's. */
  structuredData?: (page: DetailProps<S>) => Promise<Record<string, unknown>>
  /** Home › list › item as structured data; a page that shows a trail of its own says false. */
  breadcrumb?: boolean
  /**
   * The page below the draft banner. A function the factory awaits rather than a component
   * it renders: an async component is a chunk of its own in the RSC payload.
   */
  body: (page: DetailProps<S>) => Promise<ReactNode>
}
