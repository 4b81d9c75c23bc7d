import type { FieldHook, TextField } from 'payload'
import { ValidationError } from 'payload'

import { defaultLocale } from '@/i18n/locales'

import { englishOriginal } from './englishOriginal'

type TitleOptions = {
  name?: string
  label?: string
  maxLength?: number
  /** Under the field: where its translations are written, said for the form it is in. */
  description?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The English title a document is being created with: the one typed when it is created in
 * English, else (a duplicate in another language) the copied document's English title.
 */
function englishTitleOnCreate(value: unknown, locale: string | undefined, copiedWithLocales: unknown): string {
  // `locale: 'all'` sends every language at once.
  if (value && typeof value === 'object') return text((value as Record<string, unknown>)[defaultLocale])
  if ((locale ?? defaultLocale) === defaultLocale) return text(value)
  return copiedWithLocales && typeof copiedWithLocales === 'object'
    ? text((copiedWithLocales as Record<string, unknown>)[defaultLocale])
    : ''
}

/**
 * Payload skips every field's `validate` on a draft, so a draft could be created without the
 * title the page address and every fallback are made from (an editor's typing lost in a
 * language switch saved one that was headed by its record number). A new document is
 * refused without its English title whatever its status; a publish is left to `validate`,
 * which reports it with the other missing fields.
 */
function requireEnglishOnCreate(name: string, label: string): FieldHook {
  return ({ value, operation, data, req, siblingDocWithLocales, collection }) => {
    if (operation !== 'create' || (data as { _status?: unknown } | undefined)?._status === 'published') return value
    if (englishTitleOnCreate(value, req.locale ?? undefined, siblingDocWithLocales?.[name])) return value
    const message =
      (req.locale ?? defaultLocale) === defaultLocale
        ? `${label} is required in English.`
        : `Create this with its English ${label.toLowerCase()} first, then add the translations.`
    throw new ValidationError({ collection: collection?.slug, errors: [{ path: name, message }], req })
  }
}

/**
 * A localized title. English is the language every document starts in (the slug
 * comes from it and it is the fallback), so it is required; translations are not.
 */
const IN_OTHER_LANGUAGES = 'Required in English; add the Arabic and Kurdish versions with the language switch above.'

export function title({
  name = 'title',
  label = 'Title',
  maxLength = 200,
  description = IN_OTHER_LANGUAGES,
}: TitleOptions = {}): TextField {
  return {
    name,
    label,
    type: 'text',
    localized: true,
    admin: {
      description,
      components: { ...englishOriginal, Label: '/admin/TitleLabel/TitleLabel#TitleLabel' },
    },
    hooks: { beforeChange: [requireEnglishOnCreate(name, label)] },
    validate: (value, { req, operation }) => {
      const trimmed = text(value)
      const locale = req.locale ?? defaultLocale
      if (trimmed.length > maxLength) return `${label} can be at most ${maxLength} characters long.`
      if (locale === defaultLocale && !trimmed) return `${label} is required in English.`
      if (locale !== defaultLocale && operation === 'create') {
        return `Create this with its English ${label.toLowerCase()} first, then add the translations.`
      }
      return true
    },
  }
}
