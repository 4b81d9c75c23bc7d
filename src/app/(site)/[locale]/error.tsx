'use client'

import { ErrorScreen } from '@/components/states/ErrorScreen'

// Next.js hands unhandled render errors here; the visitor sees what happened and a way home.
export default function Error({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen message={error.message} />
}
