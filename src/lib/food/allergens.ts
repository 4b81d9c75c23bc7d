/**
 * The 14 allergen groups of Annex II of Regulation (EU) No 1169/2011, in the Annex's order.
 * The values are the API's; the words a visitor reads are in the `food` messages, and the
 * labels here are the admin's.
 */
export const ALLERGENS = [
  { value: 'gluten', label: 'Cereals containing gluten' },
  { value: 'crustaceans', label: 'Crustaceans' },
  { value: 'eggs', label: 'Eggs' },
  { value: 'fish', label: 'Fish' },
  { value: 'peanuts', label: 'Peanuts' },
  { value: 'soybeans', label: 'Soybeans' },
  { value: 'milk', label: 'Milk' },
  { value: 'nuts', label: 'Nuts' },
  { value: 'celery', label: 'Celery' },
  { value: 'mustard', label: 'Mustard' },
  { value: 'sesame', label: 'Sesame' },
  { value: 'sulphites', label: 'Sulphur dioxide and sulphites' },
  { value: 'lupin', label: 'Lupin' },
  { value: 'molluscs', label: 'Molluscs' },
] as const

export type Allergen = (typeof ALLERGENS)[number]['value']

export const allergenValues: readonly Allergen[] = ALLERGENS.map((allergen) => allergen.value)

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && (allergenValues as readonly string[]).includes(value)
}
