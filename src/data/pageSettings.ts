import { cache } from 'react'

import type { Locale } from '@/i18n/locales'

import { getGlobalContent, type PageGlobal } from './globals'

/** A list page's settings screen (src/globals/pageSettings.ts): `recipe-settings`, … */
export type PageSettingsSlug = Extract<PageGlobal, `${string}-settings`>

/** The heading, introduction and banner an editor sets for a list page (the spec's "settings" screens). */
export const getPageSettings = cache((slug: PageSettingsSlug, locale: Locale) => getGlobalContent(slug, locale))
