import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/data/payload'
import type { ContactUs, SiteSetting } from '@/payload-types'

import { cacheTag } from '@/lib/cachePolicy'

import { cachedRead } from './cache'
import { keepPageBriefly } from './tryLoad'

/**
 * Site name, logo, footer and social links, as visitors see them. The header and footer
 * of every page use it, so when the database cannot be read they fall back to the
 * company's defaults and the page can still say what went wrong.
 */
export const getSiteSettings = cache(async (locale: Locale): Promise<SiteSetting> => {
  try {
    return await cachedRead('site-settings', [locale], [cacheTag.global('site-settings'), cacheTag.collection('media')], async () => {
      const payload = await payloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })
    })
  } catch (error) {
    console.error('Site settings could not be read; using defaults.', error)
    await keepPageBriefly()
    return { id: 0, siteName: 'Hawler Foods', foundingYear: 1944, footerBackgroundColor: '#C62828', footerTextColor: '#FFFFFF' }
  }
})

export const getContactUs = cache((locale: Locale): Promise<ContactUs> =>
  cachedRead('contact-us', [locale], [cacheTag.global('contact-us')], async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'contact-us', locale, depth: 1, overrideAccess: false })
  }),
)
