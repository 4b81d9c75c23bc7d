'use client'

import { CheckboxField, useLocale } from '@payloadcms/ui'
import type { CheckboxFieldClientProps } from 'payload'

import { defaultLocale } from '@/i18n/locales'

/**
 * "Keep out of this language until translated", shown while Arabic or Kurdish is edited:
 * English is the language the others fall back to, so it has no such choice.
 */
export function KeepOutField(props: CheckboxFieldClientProps) {
  const { code } = useLocale()
  if (code === defaultLocale) return null
  return <CheckboxField {...props} />
}
