import type { DataFromGlobalSlug, GlobalSlug } from 'payload'

import type { Locale } from '@/i18n/locales'
import { defaultLocale } from '@/i18n/locales'
import { payloadClient } from '@/data/payload'

import { cacheTag } from '@/lib/cachePolicy'

import { cachedRead } from './cache'
import { isText } from './content'

/** The globals that are pages or a page's texts: all but the site's settings and the job queue's counts. */
export type PageGlobal = Exclude<GlobalSlug, 'site-settings' | 'payload-jobs-stats'>

export type GlobalContent<S extends PageGlobal> = {
  doc: DataFromGlobalSlug<S>
  /** Localized fields shown in English because the visitor's language has no text yet. */
  fallbackFields: string[]
}

/** A page's global (about us, contact us, a list page's settings) in the visitor's language, cached. */
export function getGlobalContent<S extends PageGlobal>(slug: S, locale: Locale): Promise<GlobalContent<S>> {
  return cachedRead(`global:${slug}`, [locale], [cacheTag.global(slug), cacheTag.collection('media')], async () => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug, locale, depth: 1, overrideAccess: false })
    let fallbackFields: string[] = []
    if (locale !== defaultLocale) {
      const own = (await payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0, overrideAccess: false })) as unknown as Record<
        string,
        unknown
      >
      fallbackFields = Object.entries(doc as unknown as Record<string, unknown>)
        .filter(([field, value]) => isText(value) && !isText(own[field]))
        .map(([field]) => field)
    }
    return { doc, fallbackFields } as GlobalContent<S>
  })
}
