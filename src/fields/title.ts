import type { TextField } from 'payload'

import { defaultLocale } from '@/i18n/locales'

import { englishOriginal } from './englishOriginal'

type TitleOptions = { name?: string; label?: string; maxLength?: number }

/**
 * A localized title. English is the language every document starts in (the slug
 * comes from it and it is the fallback), so it is required; translations are not.
 */
export function title({ name = 'title', label = 'Title', maxLength = 200 }: TitleOptions = {}): TextField {
  return {
    name,
    label,
    type: 'text',
    localized: true,
    admin: {
      description: 'Required in English; add the Arabic and Kurdish versions with the language switch above.',
      components: { ...englishOriginal, Label: '/admin/TitleLabel/TitleLabel#TitleLabel' },
    },
    validate: (value, { req, operation }) => {
      const text = typeof value === 'string' ? value.trim() : ''
      const locale = req.locale ?? defaultLocale
      if (text.length > maxLength) return `${label} can be at most ${maxLength} characters long.`
      if (locale === defaultLocale && !text) return `${label} is required in English.`
      if (locale !== defaultLocale && operation === 'create') {
        return `Create this with its English ${label.toLowerCase()} first, then add the translations.`
      }
      return true
    },
  }
}
