import { type Allergen, allergenValues, isAllergen } from './allergens'
import { type NutritionInput, nutritionTable, type NutritionTable } from './nutritionTable'
import { type PackSize, packSizesToShow } from '../packs'

export type IngredientToShow = { name: string; allergen: Allergen | null; percent: number | null }

/** A product's food information as its page shows it: only what has data. */
export type FoodInformation = {
  ingredients: IngredientToShow[]
  /** The groups the product contains, in the Regulation's order (Annex II). */
  contains: Allergen[]
  /** The groups it may contain, without those it contains anyway. */
  mayContain: Allergen[]
  /** The editor confirmed it contains none of the 14 groups (and ticked none). */
  containsNone: boolean
  nutrition: NutritionTable | null
  netQuantity: PackSize | null
  storage: string | null
  origin: string | null
  bestBeforeNote: string | null
}

/** The food information fields of a product, as read for its page. */
export type FoodInformationInput = {
  ingredients?: ReadonlyArray<{ name?: string | null; allergen?: string | null; percent?: number | null }> | null
  allergens?: ReadonlyArray<string> | null
  allergensNone?: boolean | null
  mayContain?: ReadonlyArray<string> | null
  nutrition?: NutritionInput | null
  netQuantity?: { amount?: number | null; unit?: string | null } | null
  storage?: string | null
  origin?: string | null
  bestBeforeNote?: string | null
}

const text = (value: string | null | undefined) => value?.trim() || null

function groups(values: ReadonlyArray<string> | null | undefined): Allergen[] {
  const chosen = new Set((values ?? []).filter(isAllergen))
  return allergenValues.filter((value) => chosen.has(value))
}

/**
 * What of a product's food information there is to show: ingredients with a name, the
 * allergen groups in the Annex's order, the rounded nutrition table, a complete net
 * quantity, and the texts that are written. A group ticked both as "contains" and "may
 * contain" is only said once, as "contains".
 */
export function foodInformationToShow(product: FoodInformationInput): FoodInformation {
  const contains = groups(product.allergens)
  return {
    ingredients: (product.ingredients ?? []).flatMap((row) => {
      const name = text(row.name)
      if (!name) return []
      const percent = typeof row.percent === 'number' && Number.isFinite(row.percent) && row.percent >= 0 ? row.percent : null
      return [{ name, allergen: isAllergen(row.allergen) ? row.allergen : null, percent }]
    }),
    contains,
    containsNone: product.allergensNone === true && contains.length === 0,
    mayContain: groups(product.mayContain).filter((value) => !contains.includes(value)),
    nutrition: nutritionTable(product.nutrition),
    netQuantity: product.netQuantity ? (packSizesToShow([product.netQuantity])[0] ?? null) : null,
    storage: text(product.storage),
    origin: text(product.origin),
    bestBeforeNote: text(product.bestBeforeNote),
  }
}

/** True when the product has no food information at all: its page shows none of it. */
export function hasNoFoodInformation(food: FoodInformation): boolean {
  return (
    food.ingredients.length === 0 &&
    food.contains.length === 0 &&
    !food.containsNone &&
    food.mayContain.length === 0 &&
    !food.nutrition &&
    !food.netQuantity &&
    !food.storage &&
    !food.origin &&
    !food.bestBeforeNote
  )
}
