import { getTranslations } from 'next-intl/server'

import { fallbackLang } from '@/data/content'
import { type SiteImage, toImage } from '@/lib/media'
import { getPageSettings, type PageSettingsSlug } from '@/data/pageSettings'
import type { Locale } from '@/i18n/locales'
import type { ContentScreen } from '@/lib/contentTypes'

/** The top of a list page: what its header shows and its metadata describes. */
export type ListHeading = {
  title: string
  titleLang?: string
  intro: string
  introLang?: string
  banner: SiteImage | null
}

export type HeadingSource = (locale: Locale) => Promise<ListHeading>

/**
 * The heading, introduction and banner an editor sets on the list's settings screen in
 * the admin (the spec's "settings" screens), each falling back to the translated default.
 */
export function fromSettings(settings: PageSettingsSlug, screen: ContentScreen): HeadingSource {
  return async (locale) => {
    const [t, { doc, fallbackFields }] = await Promise.all([
      getTranslations({ locale, namespace: screen }),
      getPageSettings(settings, locale),
    ])
    return {
      title: doc.heading || t('title'),
      titleLang: fallbackLang(fallbackFields.includes('heading')),
      intro: doc.intro || t('intro'),
      introLang: fallbackLang(fallbackFields.includes('intro')),
      banner: toImage(doc.banner, 'hero'),
    }
  }
}

/** The list's translated title and introduction; `values` fills the introduction's placeholders. */
export function fromMessages(screen: ContentScreen, values?: (locale: Locale) => Promise<Record<string, string>>): HeadingSource {
  return async (locale) => {
    const [t, filled] = await Promise.all([getTranslations({ locale, namespace: screen }), values?.(locale)])
    return { title: t('title'), intro: t('intro', filled), banner: null }
  }
}
