'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldDescription, FieldError, useField, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import styles from './AllergenCheckboxes.module.css'

/**
 * The 14 allergen groups as a fixed set of checkboxes, each with its name beside it,
 * instead of a drop-down: the editor sees at a glance what is ticked and what is not.
 * The value stays the select's list of groups, in the Regulation's order.
 */
export const AllergenCheckboxes: SelectFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation()
  const { value, setValue, showError, disabled, path } = useField<string[] | null>({ potentiallyStalePath: pathFromProps })
  const selected = new Set(Array.isArray(value) ? value : [])
  const options = (field.options ?? []).map((option) =>
    typeof option === 'string' ? { value: option, label: option } : { value: option.value, label: getTranslation(option.label, i18n) },
  )
  const label = getTranslation(field.label || field.name, i18n)
  const locked = Boolean(readOnly || disabled)

  const toggle = (group: string, checked: boolean) => {
    const next = new Set(selected)
    if (checked) next.add(group)
    else next.delete(group)
    setValue(options.filter((option) => next.has(option.value)).map((option) => option.value))
  }

  return (
    <div className={`field-type ${styles.field}${showError ? ' error' : ''}`}>
      <fieldset className={styles.set} id={`field-${path.replace(/\./g, '__')}`} aria-invalid={showError || undefined}>
        <legend className="field-label">{label}</legend>
        <FieldError path={path} showError={showError} />
        <div className={styles.grid}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                name={`${path}.${option.value}`}
                value={option.value}
                checked={selected.has(option.value)}
                disabled={locked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
