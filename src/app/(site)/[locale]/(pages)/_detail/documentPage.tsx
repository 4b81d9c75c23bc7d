import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { resilientMetadata, resilientPage } from '../../_shared/resilient'

import { type DetailAddress, detailAddress, type DetailRouteProps } from './detailAddress'

type Options<Found> = {
  /** The document by its slug, in the page's language; null when there is none. */
  read: (locale: Locale, slug: string) => Promise<Found | null>
  metadata: (found: Found, address: DetailAddress) => Promise<Metadata>
  render: (found: Found, address: DetailAddress) => Promise<ReactNode>
}

/**
 * A page of one document found by its slug: the language of the address, the read, the
 * not-found page for a slug no document has, the metadata, and the error screen when the
 * content cannot be read. The detail pages of the content types (`contentDetailPage`) and
 * the product's specification sheet are made with it.
 */
export function documentPage<Found>({ read, metadata, render }: Options<Found>) {
  async function generateMetadata({ params }: DetailRouteProps): Promise<Metadata> {
    const address = await detailAddress(params)
    const found = await read(address.locale, address.slug)
    return found ? metadata(found, address) : {}
  }

  async function DocumentPage({ params }: DetailRouteProps) {
    const address = await detailAddress(params)
    setRequestLocale(address.locale)
    const found = await read(address.locale, address.slug)
    if (!found) notFound()
    return render(found, address)
  }

  return { generateMetadata: resilientMetadata(generateMetadata), Page: resilientPage(DocumentPage), generateStaticParams }
}

// No document is rendered at build time (there is no database then): each page is rendered
// on its first request and kept in Next's cache until a save expires its tags (src/data/cache.ts).
function generateStaticParams() {
  return []
}
