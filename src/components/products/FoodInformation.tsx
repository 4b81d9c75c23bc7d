import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { langAttribute } from '@/data/content'
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
 *
 * The markup is kept lean (few elements, one class; the stylesheet selects by element):
 * a page carries every element twice, as HTML and in its RSC payload, and the product page
 * has an HTML budget (docs/performance.md).
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
  const hasDetails = food.netQuantity || food.storage || food.origin || food.bestBeforeNote

  // One text between allergens, not a text node per name and comma.
  const ingredients: ReactNode[] = []
  let text = ''
  food.ingredients.forEach((ingredient, index) => {
    if (index > 0) text += separator
    const share = ingredient.percent === null ? '' : ` ${t('ingredientShare', { percent: ingredient.percent })}`
    if (!ingredient.allergen) {
      text += ingredient.name + share
      return
    }
    if (text) ingredients.push(text)
    ingredients.push(
      <strong key={index}>
        {ingredient.name}
        <span className="visually-hidden"> {t('allergenMark')}</span>
      </strong>,
    )
    text = share
  })
  if (text) ingredients.push(text)

  return (
    <section aria-labelledby="food-information" className={styles.food}>
      <h2 id="food-information">{t('title')}</h2>
      {food.ingredients.length > 0 && (
        <section id="ingredients">
          <h3>{t('ingredients')}</h3>
          <p>{ingredients}</p>
          {food.ingredients.some((ingredient) => ingredient.allergen) && <small aria-hidden="true">{t('allergensInBold')}</small>}
        </section>
      )}
      {(food.contains.length > 0 || food.containsNone || food.mayContain.length > 0) && (
        <section id="allergens">
          <h3>{t('allergens')}</h3>
          {food.containsNone && <p>{t('containsNone')}</p>}
          {food.contains.length > 0 && (
            <p>
              <strong>{t('contains')}</strong>
              {` ${groups(food.contains)}`}
            </p>
          )}
          {food.mayContain.length > 0 && (
            <p>
              <strong>{t('mayContain')}</strong>
              {` ${groups(food.mayContain)}`}
            </p>
          )}
        </section>
      )}
      {hasDetails && (
        <section>
          <h3>{t('goodToKnow')}</h3>
          {(food.netQuantity || food.storage || food.origin) && (
            <dl>
              {food.netQuantity && (
                <>
                  <dt>{t('netQuantity')}</dt>
                  <dd>{products('packSize', food.netQuantity)}</dd>
                </>
              )}
              {food.storage && (
                <>
                  <dt>{t('storage')}</dt>
                  <dd {...langAttribute(textLang.storage)}>{food.storage}</dd>
                </>
              )}
              {food.origin && (
                <>
                  <dt>{t('origin')}</dt>
                  <dd {...langAttribute(textLang.origin)}>{food.origin}</dd>
                </>
              )}
            </dl>
          )}
          {/* Written as a sentence of its own ("Best before: see the date on the back of the pack."). */}
          {food.bestBeforeNote && <p {...langAttribute(textLang.bestBeforeNote)}>{food.bestBeforeNote}</p>}
        </section>
      )}
      {food.nutrition && <FoodInformationNutrition locale={locale} table={food.nutrition} />}
    </section>
  )
}
