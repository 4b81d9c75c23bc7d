import { DetailSection } from '@/components/content/DetailPage'
import { langAttribute } from '@/data/content'

import styles from './RecipeMethod.module.css'

type Props = {
  ingredients: string[]
  steps: string[]
  labels: { ingredients: string; steps: string }
  /** `en` on a list shown in English because the page's language has none yet. */
  ingredientsLang?: string
  stepsLang?: string
}

/** What you need and what to do: ingredients beside the numbered steps on wide screens. */
export function RecipeMethod({ ingredients, steps, labels, ingredientsLang, stepsLang }: Props) {
  if (ingredients.length === 0 && steps.length === 0) return null
  return (
    <div className={styles.method}>
      {ingredients.length > 0 && (
        <DetailSection title={labels.ingredients} className={styles.ingredients}>
          <ul className={styles.ingredientList} {...langAttribute(ingredientsLang)}>
            {ingredients.map((item, index) => (
              <li key={index} className={styles.ingredient}>
                {item}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {steps.length > 0 && (
        <DetailSection title={labels.steps}>
          <ol className={styles.steps} {...langAttribute(stepsLang)}>
            {steps.map((step, index) => (
              <li key={index} className={styles.step}>
                {step}
              </li>
            ))}
          </ol>
        </DetailSection>
      )}
    </div>
  )
}
