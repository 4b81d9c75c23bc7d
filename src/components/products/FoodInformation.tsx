import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'

import type { Locale } from '@/i18n/locales'
import { type FoodInformation as Food, hasNoFoodInformation } from '@/lib/food/foodInformation'

import styles from './FoodInformation.module.css'
import { FoodInformationNutrition } from './FoodInformationNutrition'

type Props = {
  locale: Locale
  food: Food
  /** 'en' for a text shown in English because it is not translated yet. */
  textLang: { storage?: 'en'; origin?: 'en'; bestBeforeNote?: 'en' }
}

/**
 * A product's food information as EU rules ask a pack to give it (Regulation (EU) No
 * 1169/2011): ingredients with the allergens in bold, the allergen groups, the nutrition
 * table, the net quantity, storage, origin and best-before note. Only what the product has
 * is shown; a product without any shows nothing. Server-rendered, no script. The ids
 * #ingredients, #allergens and #nutrition are where a GS1 Digital Link lands.
 */
export async function FoodInformation({ locale, food, textLang }: Props) {
  if (hasNoFoodInformation(food)) return null
  const [t, allergen, products] = await Promise.all([
    getTranslations({ locale, namespace: 'food' }),
    getTranslations({ locale, namespace: 'allergens' }),
    getTranslations({ locale, namespace: 'products' }),
  ])
  const separator = t('listSeparator')
  const groups = (values: Food['contains']) => values.map((value) => allergen(value)).join(separator)
  const anyAllergenIngredient = food.ingredients.some((ingredient) => ingredient.allergen)
  const hasDetails = food.netQuantity || food.storage || food.origin || food.bestBeforeNote

  return (
    <section aria-labelledby="food-information" className={styles.food}>
      <h2 id="food-information" className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.columns}>
        <div className={styles.text}>
          {food.ingredients.length > 0 && (
            <section id="ingredients" aria-labelledby="ingredients-title" className={styles.part}>
              <h3 id="ingredients-title" className={styles.heading}>
                {t('ingredients')}
              </h3>
              <p className={styles.ingredients}>
                {food.ingredients.map((ingredient, index) => (
                  <Fragment key={index}>
                    {index > 0 && separator}
                    {ingredient.allergen ? (
                      <strong>
                        {ingredient.name}
                        <span className="visually-hidden"> {t('allergenMark')}</span>
                      </strong>
                    ) : (
                      ingredient.name
                    )}
                    {ingredient.percent !== null && ` ${t('ingredientShare', { percent: ingredient.percent })}`}
                  </Fragment>
                ))}
              </p>
              {anyAllergenIngredient && (
                <p className={styles.note} aria-hidden="true">
                  {t('allergensInBold')}
                </p>
              )}
            </section>
          )}

          {(food.contains.length > 0 || food.mayContain.length > 0) && (
            <section id="allergens" aria-labelledby="allergens-title" className={styles.part}>
              <h3 id="allergens-title" className={styles.heading}>
                {t('allergens')}
              </h3>
              {food.contains.length > 0 && (
                <p className={styles.allergenLine}>
                  <strong>{t('contains')}</strong> {groups(food.contains)}
                </p>
              )}
              {food.mayContain.length > 0 && (
                <p className={styles.allergenLine}>
                  <strong>{t('mayContain')}</strong> {groups(food.mayContain)}
                </p>
              )}
            </section>
          )}

          {hasDetails && (
            <section aria-labelledby="food-details-title" className={styles.part}>
              <h3 id="food-details-title" className={styles.heading}>
                {t('goodToKnow')}
              </h3>
              {(food.netQuantity || food.storage || food.origin) && (
                <dl className={styles.details}>
                  {food.netQuantity && (
                    <div>
                      <dt>{t('netQuantity')}</dt>
                      <dd>{products('packSize', food.netQuantity)}</dd>
                    </div>
                  )}
                  {food.storage && (
                    <div>
                      <dt>{t('storage')}</dt>
                      <dd lang={textLang.storage}>{food.storage}</dd>
                    </div>
                  )}
                  {food.origin && (
                    <div>
                      <dt>{t('origin')}</dt>
                      <dd lang={textLang.origin}>{food.origin}</dd>
                    </div>
                  )}
                </dl>
              )}
              {/* Written as a sentence of its own ("Best before: see the date on the back of the pack."). */}
              {food.bestBeforeNote && (
                <p className={styles.bestBefore} lang={textLang.bestBeforeNote}>
                  {food.bestBeforeNote}
                </p>
              )}
            </section>
          )}
        </div>

        {food.nutrition && <FoodInformationNutrition locale={locale} table={food.nutrition} />}
      </div>
    </section>
  )
}
