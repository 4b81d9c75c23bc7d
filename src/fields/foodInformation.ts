import type {
  CheckboxField,
  CheckboxFieldValidation,
  Field,
  NumberField,
  NumberFieldSingleValidation,
  SelectField,
  SelectFieldManyValidation,
  SelectFieldSingleValidation,
  Tab,
  UIField,
} from 'payload'
import { select } from 'payload/shared'

import { ALLERGENS } from '@/lib/food/allergens'
import { NUTRIENTS, NUTRITION_BASES } from '@/lib/food/nutrients'
import type { NutritionInput } from '@/lib/food/nutritionTable'
import {
  ingredientShareProblem,
  noneConfirmedProblem,
  type NutritionField,
  nutritionProblems,
  unmarkedAllergensProblem,
} from '@/lib/food/validation'
import { PACK_UNITS } from '@/lib/packs'

import { englishOriginal } from './englishOriginal'
import { localizedText, localizedTextarea } from './localizedText'

const allergenOptions = ALLERGENS.map(({ value, label }) => ({ value, label }))

/** The 14 groups as a fixed set of checkboxes (src/admin/FoodPreview/AllergenCheckboxes). */
const allergenCheckboxes = { Field: '/admin/FoodPreview/AllergenCheckboxes#AllergenCheckboxes' }

function allergenSet(
  name: 'allergens' | 'mayContain',
  label: string,
  description: string,
  validate?: SelectFieldManyValidation,
): SelectField {
  return {
    name,
    label,
    type: 'select',
    hasMany: true,
    options: allergenOptions,
    admin: { description, components: allergenCheckboxes },
    ...(validate && { validate }),
  }
}

/**
 * The problem of a nutrition field, from the checks of the whole declaration
 * (src/lib/food/validation.ts): each field shows its own, so the editor sees where to correct.
 */
function nutritionCheck(name: NutritionField) {
  return (_value: unknown, { siblingData }: { siblingData: unknown }) => nutritionProblems(siblingData as NutritionInput)[name] ?? true
}

function amount(name: NutritionField, label: string, description?: string): NumberField {
  return {
    name,
    label,
    type: 'number',
    min: 0,
    admin: { step: 0.1, width: '33%', description },
    validate: nutritionCheck(name) satisfies NumberFieldSingleValidation,
  }
}

/** "Contains" must name the group of every ingredient marked as an allergen, in the editor's words. */
const containsEveryMarkedGroup: SelectFieldManyValidation = (value, options) => {
  const known = select(value, options)
  if (known !== true) return known
  const { ingredients } = (options.data ?? {}) as { ingredients?: unknown }
  return unmarkedAllergensProblem(ingredients, value) ?? true
}

/**
 * The third state of the allergens: with no group ticked, "none" and "not filled in" would
 * read the same. Only a confirmed "none" says so on the page and the sheet, and lets the
 * "free from" filters list the product.
 */
const allergensNone: CheckboxField = {
  name: 'allergensNone',
  label: 'Contains none of the 14 allergen groups',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    description:
      'Tick this once you have checked the recipe. The product page then says it contains none, and the "free from" filters list it. With no group ticked and this box empty, the page says nothing about allergens and the filters leave the product out.',
  },
  validate: ((value, { data }) => {
    const { allergens, ingredients } = (data ?? {}) as { allergens?: unknown; ingredients?: unknown }
    return noneConfirmedProblem(value, allergens, ingredients) ?? true
  }) satisfies CheckboxFieldValidation,
}

/**
 * Whether the product's allergens are known (a group ticked, or none confirmed): set on
 * every save, never typed, and what the "free from" filters ask for.
 */
const allergensDeclared: CheckboxField = {
  name: 'allergensDeclared',
  type: 'checkbox',
  index: true,
  admin: { hidden: true },
  hooks: {
    beforeChange: [
      ({ siblingData }) => {
        const { allergens, allergensNone } = siblingData as { allergens?: unknown; allergensNone?: unknown }
        return (Array.isArray(allergens) && allergens.length > 0) || allergensNone === true
      },
    ],
  },
}

const ingredients: Field = {
  name: 'ingredients',
  label: 'Ingredients',
  labels: { singular: 'Ingredient', plural: 'Ingredients' },
  type: 'array',
  maxRows: 60,
  admin: {
    description: 'In descending order of weight, as on the pack. Mark each ingredient that is an allergen with its group.',
    initCollapsed: false,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Ingredient',
          type: 'text',
          localized: true,
          required: true,
          maxLength: 200,
          admin: { width: '50%', components: englishOriginal },
        },
        {
          name: 'allergen',
          label: 'Allergen group, if it is one',
          type: 'select',
          options: allergenOptions,
          admin: { width: '30%' },
        },
        {
          name: 'percent',
          label: 'Share (%)',
          type: 'number',
          min: 0,
          max: 100,
          admin: { width: '20%', step: 0.1 },
          validate: ((value) => ingredientShareProblem(value) ?? true) satisfies NumberFieldSingleValidation,
        },
      ],
    },
  ],
}

const nutrition: Field = {
  name: 'nutrition',
  label: 'Nutrition declaration',
  type: 'group',
  admin: { description: 'As on the pack. Leave energy empty to have it worked out from the amounts.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'basis',
          label: 'Amounts are given',
          type: 'select',
          defaultValue: '100g',
          options: NUTRITION_BASES.map(({ value, label }) => ({ value, label })),
          admin: { width: '33%' },
          // The total of the amounts is checked against the basis ("more than 100 g in 100 g").
          validate: ((value, options) => {
            const known = select(value, options)
            return known === true ? nutritionCheck('basis')(value, options) : known
          }) satisfies SelectFieldSingleValidation,
        },
        amount('energyKj', 'Energy (kJ)'),
        amount('energyKcal', 'Energy (kcal)'),
      ],
    },
    { type: 'row', fields: NUTRIENTS.slice(0, 3).map(({ name, label }) => amount(name, label)) },
    { type: 'row', fields: NUTRIENTS.slice(3, 6).map(({ name, label }) => amount(name, label)) },
    {
      type: 'row',
      fields: [
        amount(NUTRIENTS[6].name, NUTRIENTS[6].label),
        amount('portionSize', 'Portion (g or ml)', 'Optional: shows the amounts per portion with the share of the reference intake.'),
      ],
    },
  ],
}

/** Not stored: the nutrition table as visitors will see it, live as the editor types. */
const nutritionPreview: UIField = {
  name: 'nutritionPreview',
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '/admin/FoodPreview/FoodPreview#FoodPreview' } },
}

const netQuantity: Field = {
  name: 'netQuantity',
  label: 'Net quantity',
  type: 'group',
  admin: { description: 'What the main pack holds.' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          label: 'Amount',
          type: 'number',
          min: 0,
          admin: { width: '50%', step: 1 },
          validate: ((value) =>
            value === null || value === undefined || (typeof value === 'number' && value > 0)
              ? true
              : 'Write the amount above 0, for example 150, or leave it empty.') satisfies NumberFieldSingleValidation,
        },
        {
          name: 'unit',
          label: 'Unit',
          type: 'select',
          defaultValue: 'g',
          options: PACK_UNITS.map(({ value, label }) => ({ value, label })),
          admin: { width: '50%' },
        },
      ],
    },
  ],
}

/** The "Food information" tab of a product: what EU food information rules ask a pack to carry. */
export function foodInformationTab(): Tab {
  return {
    label: 'Food information',
    description: 'Ingredients, allergens and nutrition as printed on the pack. Everything here is optional; what is empty is not shown.',
    fields: [
      ingredients,
      allergenSet('allergens', 'Contains', 'The allergen groups the product contains.', containsEveryMarkedGroup),
      allergensNone,
      allergenSet('mayContain', 'May contain', 'Traces the product may contain (precautionary labelling).'),
      allergensDeclared,
      nutrition,
      nutritionPreview,
      netQuantity,
      localizedTextarea({ name: 'storage', label: 'Storage', maxLength: 500 }),
      localizedText({ name: 'origin', label: 'Origin', description: 'For example: Made in Erbil, Iraq.' }),
      localizedTextarea({
        name: 'bestBeforeNote',
        label: 'Best before',
        maxLength: 500,
        description: 'For example: Best before: see the date on the back of the pack.',
      }),
    ],
  }
}
