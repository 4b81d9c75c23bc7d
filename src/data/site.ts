import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'

import { cachedRead, cacheTag } from './cache'

/** Site name, logo, footer and social links, as visitors see them. */
export const getSiteSettings = cache((locale: Locale) =>
  cachedRead('site-settings', [locale], [cacheTag.global('site-settings'), cacheTag.collection('media')], async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })
  }),
)

export const getContactUs = cache((locale: Locale) =>
  cachedRead('contact-us', [locale], [cacheTag.global('contact-us')], async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'contact-us', locale, depth: 1, overrideAccess: false })
  }),
)
