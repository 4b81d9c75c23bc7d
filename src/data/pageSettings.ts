import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import { getGlobalContent } from './globals'

export type PageSettingsSlug = 'category-settings' | 'recipe-settings' | 'health-care-settings'

/** The heading, introduction and banner an editor sets for a list page (the spec's "settings" screens). */
export const getPageSettings = cache((slug: PageSettingsSlug, locale: Locale) => getGlobalContent(slug, locale))
