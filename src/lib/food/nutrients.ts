/**
 * The nutrition declaration's amounts, in the order Annex XV of Regulation (EU) No 1169/2011
 * lists them (energy first, then these). `fibre` is optional on a pack; the rest are the
 * mandatory "big seven" with energy.
 */
export const NUTRIENTS = [
  { name: 'fat', label: 'Fat (g)' },
  { name: 'saturates', label: 'of which saturates (g)' },
  { name: 'carbohydrate', label: 'Carbohydrate (g)' },
  { name: 'sugars', label: 'of which sugars (g)' },
  { name: 'fibre', label: 'Fibre (g)' },
  { name: 'protein', label: 'Protein (g)' },
  { name: 'salt', label: 'Salt (g)' },
] as const

export type Nutrient = (typeof NUTRIENTS)[number]['name']

/** Per 100 g for solids, per 100 ml for drinks and sauces. */
export const NUTRITION_BASES = [
  { value: '100g', label: 'per 100 g' },
  { value: '100ml', label: 'per 100 ml' },
] as const

export type NutritionBasis = (typeof NUTRITION_BASES)[number]['value']
