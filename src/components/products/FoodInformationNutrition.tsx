import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'

import type { Locale } from '@/i18n/locales'
import type { NutritionTable } from '@/lib/food/nutritionTable'
import { REFERENCE_INTAKES } from '@/lib/food/referenceIntakes'
import type { RoundedAmount } from '@/lib/food/rounding'

import styles from './FoodInformation.module.css'

type Props = { locale: Locale; table: NutritionTable }

/**
 * The nutrition declaration as a real table: a row a nutrient in the Regulation's order,
 * the amounts per 100 g or ml rounded as on a pack, and per portion with the share of the
 * reference intake when a portion size is given. Anchored at #nutrition (GS1 Digital Link).
 * Styled by element from FoodInformation's stylesheet, to keep the markup small.
 */
export async function FoodInformationNutrition({ locale, table }: Props) {
  const t = await getTranslations({ locale, namespace: 'food' })
  const grams = ({ value, decimals, lessThan }: RoundedAmount) => t('grams', { amount: value, decimals, lessThan: lessThan ? 'yes' : 'no' })
  const percent = ({ value, lessThan }: RoundedAmount) => t('percent', { percent: value, lessThan: lessThan ? 'yes' : 'no' })
  const withPortion = table.portion !== null

  return (
    <section id="nutrition" className={styles.nutrition}>
      <h3>{t('nutrition')}</h3>
      <table>
        <caption>{t('typicalValues')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{table.basis === '100ml' ? t('per100ml') : t('per100g')}</th>
            {withPortion && (
              <>
                <th scope="col">{t('perPortion', { amount: table.portion ?? 0, unit: table.basis === '100ml' ? 'ml' : 'g' })}</th>
                <th scope="col" aria-label={t('referenceIntakeLong')}>
                  {t('referenceIntakeShort')}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) =>
            row.name === 'energy' ? (
              // Energy takes two rows, kJ over kcal, as on a pack: narrow enough for a phone in every language.
              <Fragment key={row.name}>
                <tr>
                  <th scope="row" rowSpan={2}>
                    {t('rows.energy')}
                  </th>
                  <td>{t('kilojoules', { kj: row.per100.kj.value })}</td>
                  {withPortion && (
                    <>
                      <td>{row.perPortion && t('kilojoules', { kj: row.perPortion.kj.value })}</td>
                      <td rowSpan={2}>{row.referenceIntake && percent(row.referenceIntake)}</td>
                    </>
                  )}
                </tr>
                <tr>
                  <td>{t('kilocalories', { kcal: row.per100.kcal.value })}</td>
                  {withPortion && <td>{row.perPortion && t('kilocalories', { kcal: row.perPortion.kcal.value })}</td>}
                </tr>
              </Fragment>
            ) : (
              <tr key={row.name}>
                {/* "of which saturates" and "of which sugars" are indented under the row they are part of. */}
                <th scope="row" {...(row.partOf && { 'data-part-of': row.partOf })}>
                  {t(`rows.${row.name}`)}
                </th>
                <td>{grams(row.per100)}</td>
                {withPortion && (
                  <>
                    <td>{row.perPortion && grams(row.perPortion)}</td>
                    <td>{row.referenceIntake && percent(row.referenceIntake)}</td>
                  </>
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
      {withPortion && <small>{t('referenceIntakeNote', { kj: REFERENCE_INTAKES.energyKj, kcal: REFERENCE_INTAKES.energyKcal })}</small>}
    </section>
  )
}
