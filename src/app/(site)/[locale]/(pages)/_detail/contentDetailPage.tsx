import { createElement, Fragment, type ReactNode } from 'react'

import type { ContentDetail, DetailProps } from '@/components/content/details/contentDetail'
import { UntranslatedNote } from '@/components/content/UntranslatedNote'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd'
import { JsonLd } from '@/components/seo/JsonLd'
import { type ContentDocument, fallbackLang, getDocumentBySlug } from '@/data/content'
import { pageMetadata } from '@/data/pageMetadata'
import type { Locale } from '@/i18n/locales'
import { itemPath, listPath, type PublicContentCollection } from '@/lib/contentTypes'

import type { DetailAddress } from './detailAddress'
import { documentPage } from './documentPage'

type Options<S extends PublicContentCollection> = {
  collection: S
  detail: ContentDetail<S>
  /** The read of one document, where a type needs another depth than `getDocumentBySlug`'s. */
  read?: (locale: Locale, slug: string) => Promise<ContentDocument<S> | null>
}

/**
 * Every detail page of a content type (`/news/{slug}`, `/products/{slug}`, …) is this page:
 * the document in the address's language or the not-found page, the draft banner for an
 * administrator previewing, the note where its text is still English, its structured data
 * and breadcrumb, and metadata in every language it is written in. What the page shows of
 * the document is the type's `detail` (src/components/content/details/).
 */
export function contentDetailPage<S extends PublicContentCollection>({
  collection,
  detail,
  read = (locale, slug) => getDocumentBySlug(collection, locale, slug),
}: Options<S>) {
  return documentPage({
    read,
    metadata: (found, { locale, slug }) =>
      pageMetadata({
        languages: found.translatedIn,
        locale,
        pathname: itemPath(collection, slug),
        title: found.doc.title ?? '',
        ...detail.metadata(found.doc),
      }),
    render: async (found, address) => {
      const page = detailProps(found, address)
      const [data, body] = await Promise.all([detail.structuredData?.(page), detail.body(page)])
      const parts: ReactNode[] = [found.draft && <PreviewBanner locale={address.locale} />]
      if (data) parts.push(<JsonLd data={data} />)
      if (detail.breadcrumb !== false) {
        const { locale, slug } = address
        parts.push(
          <BreadcrumbJsonLd
            locale={locale}
            listPath={listPath(collection)}
            title={found.doc.title ?? ''}
            path={itemPath(collection, slug)}
          />,
        )
      }
      parts.push(body)
      // Each part a child of its own, and none for a part the type has not: an empty one
      // would still be written, as `false`, into the RSC payload of each of its pages.
      return createElement(Fragment, null, ...parts)
    },
  })
}

function detailProps<S extends PublicContentCollection>(found: ContentDocument<S>, { locale, slug }: DetailAddress): DetailProps<S> {
  return {
    locale,
    slug,
    found,
    lang: (field) => fallbackLang(found.fallbackFields.includes(field)),
    note: found.fallbackFields.includes('title') && <UntranslatedNote locale={locale} />,
  }
}
