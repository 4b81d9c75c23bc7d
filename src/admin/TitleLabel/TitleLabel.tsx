'use client'

import { FieldLabel, useLocale } from '@payloadcms/ui'

import { defaultLocale } from '@/i18n/locales'

/** A list's column heading gives the field alone, without a path. */
type Props = { path?: string; field: { label?: unknown; localized?: boolean } }

/**
 * The label of a title or alt text, tied to its input and marked required while English is
 * edited (the language it is required in; translations may wait). Payload's own label
 * names another id than the input's inside a drawer (the picture added from a product), so
 * there it named nothing and a click on it focused nothing.
 */
export function TitleLabel({ path, field }: Props) {
  const { code } = useLocale()
  const label = typeof field.label === 'string' ? field.label : ''
  if (!path) return <>{label}</>
  return (
    <FieldLabel
      htmlFor={`field-${path.replace(/\./g, '__')}`}
      label={label}
      localized={field.localized}
      path={path}
      required={code === defaultLocale}
    />
  )
}
