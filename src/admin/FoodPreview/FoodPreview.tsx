'use client'

import { useFormFields, useTranslation } from '@payloadcms/ui'

import { type EnergyAmounts, type EnergyRow, type NutritionInput, nutritionTable } from '@/lib/food/nutritionTable'
import type { RoundedAmount } from '@/lib/food/rounding'

import { foodPreviewTextsFor } from './foodPreviewTexts'
import styles from './FoodPreview.module.css'

const NUTRITION_FIELDS = [
  'basis',
  'energyKj',
  'energyKcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
  'portionSize',
] as const

/**
 * Not stored: the nutrition table as the product page will show it, following every
 * keystroke in the "Nutrition declaration" group, with the energy worked out from the
 * amounts while it is left empty.
 */
export function FoodPreview() {
  const { i18n } = useTranslation()
  const texts = foodPreviewTextsFor(i18n.language)
  // One string, so the preview renders again only when a nutrition field changes.
  const serialized = useFormFields(([fields]) => JSON.stringify(NUTRITION_FIELDS.map((name) => fields[`nutrition.${name}`]?.value ?? null)))
  const values = JSON.parse(serialized) as unknown[]
  const nutrition = Object.fromEntries(NUTRITION_FIELDS.map((name, index) => [name, values[index]])) as NutritionInput
  const table = nutritionTable(nutrition)

  const number = (amount: RoundedAmount) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: amount.decimals,
      maximumFractionDigits: amount.decimals,
      numberingSystem: 'latn',
    }).format(amount.value)
  const grams = (amount: RoundedAmount) => `${amount.lessThan ? '<' : ''}${number(amount)} g`
  const energy = ({ kj, kcal }: EnergyAmounts) => `${number(kj)} kJ / ${number(kcal)} kcal`
  const percent = (amount: RoundedAmount) => `${amount.lessThan ? '<' : ''}${number(amount)} %`
  const energyRow = table?.rows.find((row): row is EnergyRow => row.name === 'energy')
  const kjFromKcal = nutrition.energyKj === null && nutrition.energyKcal !== null
  const kcalFromKj = nutrition.energyKcal === null && nutrition.energyKj !== null
  const workedOutLabel = kjFromKcal ? texts.kjWorkedOut : kcalFromKj ? texts.kcalWorkedOut : texts.workedOut
  const portion = table?.portion ?? null
  const unit = table?.basis === '100ml' ? 'ml' : 'g'

  return (
    <div className={`field-type ${styles.preview}`} data-testid="food-preview">
      <p className="field-label">{texts.heading}</p>
      <p aria-live="polite" className={styles.workedOut} data-testid="worked-out-energy">
        {table?.energyWorkedOut && energyRow ? `${workedOutLabel} ${energy(energyRow.per100)}` : null}
      </p>
      {table ? (
        <>
          <table className={styles.table}>
            <caption>{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.nutrient}</th>
                <th scope="col">{table.basis === '100ml' ? texts.per100ml : texts.per100g}</th>
                {portion !== null && (
                  <>
                    <th scope="col">
                      {texts.perPortion.replace('{amount}', `${number({ value: portion, decimals: 0, lessThan: false })} ${unit}`)}
                    </th>
                    <th scope="col">{texts.referenceIntake}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className={row.name !== 'energy' && row.partOf ? styles.part : undefined}>
                    {texts.rows[row.name]}
                  </th>
                  {row.name === 'energy' ? (
                    <>
                      <td>{energy(row.per100)}</td>
                      {portion !== null && <td>{row.perPortion ? energy(row.perPortion) : ''}</td>}
                    </>
                  ) : (
                    <>
                      <td>{grams(row.per100)}</td>
                      {portion !== null && <td>{row.perPortion ? grams(row.perPortion) : ''}</td>}
                    </>
                  )}
                  {portion !== null && <td>{row.referenceIntake ? percent(row.referenceIntake) : ''}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          {portion !== null && <p className={styles.note}>{texts.referenceIntakeNote}</p>}
        </>
      ) : (
        <p className={styles.note}>{texts.empty}</p>
      )}
    </div>
  )
}
