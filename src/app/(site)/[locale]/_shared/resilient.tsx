import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ErrorScreen } from '@/components/states/ErrorScreen'
import { keepPageBriefly } from '@/data/tryLoad'

/**
 * A page whose content cannot be read (the database is down) shows the error screen.
 * Next answers a cached page that throws while it is rendered for the cache with a bare
 * "Internal Server Error" and does not use `error.tsx`, so pages that read content catch
 * the failure themselves; the screen is kept in the cache only briefly. `notFound()` and
 * redirects pass through.
 */
export function resilientPage<P>(Page: (props: P) => Promise<ReactNode>) {
  return async function PageOrErrorScreen(props: P): Promise<ReactNode> {
    try {
      return await Page(props)
    } catch (error) {
      unstable_rethrow(error)
      console.error('A page could not be rendered.', error)
      await keepPageBriefly()
      const t = await getTranslations('states')
      return <ErrorScreen message={t('loadFailed')} />
    }
  }
}

/** The metadata of such a page: when its content cannot be read, the error screen's title. */
export function resilientMetadata<P>(generate: (props: P) => Promise<Metadata>) {
  return async function metadataOrErrorTitle(props: P): Promise<Metadata> {
    try {
      return await generate(props)
    } catch (error) {
      unstable_rethrow(error)
      const t = await getTranslations('states')
      return { title: t('errorTitle'), robots: { index: false } }
    }
  }
}
