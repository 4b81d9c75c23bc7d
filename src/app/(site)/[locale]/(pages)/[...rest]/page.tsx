import { notFound } from 'next/navigation'

// Rendered per request: an address nobody links to must not take a place in the page cache.
export const dynamic = 'force-dynamic'

// Any path no page claims gets the translated 404 of its language.
export default function UnknownPage() {
  notFound()
}
