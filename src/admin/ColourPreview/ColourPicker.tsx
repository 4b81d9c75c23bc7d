'use client'

import { useField, useTranslation } from '@payloadcms/ui'

import { HEX_COLOUR } from '@/lib/colour'

import { formText } from '../formText'
import { adminT } from '../translations'
import styles from './ColourPicker.module.css'

type Props = { field?: { label?: unknown } }

/**
 * The browser's colour picker beside a `#RRGGBB` field: picking a colour writes its code in
 * the field, and typing a code moves the picker to it.
 */
export function ColourPicker({ field }: Props) {
  const { value, setValue, disabled } = useField<string>()
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const code = formText(value)
  const label = typeof field?.label === 'string' ? field.label : ''

  return (
    <input
      type="color"
      className={styles.picker}
      aria-label={t('hawler:pickColour', { label })}
      title={t('hawler:pickColour', { label })}
      // The picker can only show a complete code; while one is being typed it keeps black.
      value={HEX_COLOUR.test(code) ? code.toLowerCase() : '#000000'}
      disabled={disabled}
      onChange={(event) => setValue(event.target.value.toUpperCase())}
    />
  )
}
