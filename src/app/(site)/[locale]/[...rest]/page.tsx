import { notFound } from 'next/navigation'

// Any path no page claims gets the translated 404 of its language.
export default function UnknownPage() {
  notFound()
}
