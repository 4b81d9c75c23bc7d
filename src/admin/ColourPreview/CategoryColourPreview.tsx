'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

import { contrastRatio, HEX_COLOUR, WCAG_AA_TEXT } from '@/lib/colour'

import { formText } from '../formText'
import { adminT } from '../translations'
import styles from './CategoryColourPreview.module.css'

/**
 * A live demo of the category's card: it follows every keystroke in the colour, title and
 * sub-title fields, and warns when the text would be hard to read on the background.
 */
export function CategoryColourPreview() {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const background = useFormFields(([fields]) => formText(fields.backgroundColor?.value))
  const foreground = useFormFields(([fields]) => formText(fields.textColor?.value))
  const title = useFormFields(([fields]) => formText(fields.title?.value))
  const subtitle = useFormFields(([fields]) => formText(fields.designSubTitle?.value))
  const valid = HEX_COLOUR.test(background) && HEX_COLOUR.test(foreground)
  const ratio = valid ? contrastRatio(background, foreground) : undefined
  const readable = ratio !== undefined && ratio >= WCAG_AA_TEXT

  return (
    <div className={`field-type ${styles.preview}`}>
      <p className="field-label">{t('hawler:colourPreview')}</p>
      {valid ? (
        <div className={styles.card} style={{ backgroundColor: background, color: foreground }} data-testid="colour-preview">
          <strong className={styles.title}>{title || t('hawler:previewTitle')}</strong>
          <span>{subtitle || t('hawler:previewSubtitle')}</span>
        </div>
      ) : (
        <p className={styles.note}>{t('hawler:previewNeedsColours')}</p>
      )}
      <p aria-live="polite" className={readable ? styles.ok : styles.warning}>
        {ratio === undefined
          ? null
          : readable
            ? t('hawler:contrastGood', { ratio: ratio.toFixed(1) })
            : `⚠ ${t('hawler:contrastLow', { ratio: ratio.toFixed(1), minimum: WCAG_AA_TEXT })}`}
      </p>
    </div>
  )
}
