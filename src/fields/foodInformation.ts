import type { Field, NumberField, SelectField, Tab } from 'payload'

import { ALLERGENS } from '@/lib/food/allergens'
import { NUTRIENTS, NUTRITION_BASES } from '@/lib/food/nutrients'
import { PACK_UNITS } from '@/lib/packSizes'

import { englishOriginal } from './englishOriginal'
import { localizedText, localizedTextarea } from './localizedText'

const allergenOptions = ALLERGENS.map(({ value, label }) => ({ value, label }))

function allergenSet(name: 'allergens' | 'mayContain', label: string, description: string): SelectField {
  return { name, label, type: 'select', hasMany: true, options: allergenOptions, admin: { description } }
}

function amount(name: string, label: string, description?: string): NumberField {
  return { name, label, type: 'number', min: 0, admin: { step: 0.1, width: '33%', description } }
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

const netQuantity: Field = {
  name: 'netQuantity',
  label: 'Net quantity',
  type: 'group',
  admin: { description: 'What the main pack holds.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'amount', label: 'Amount', type: 'number', min: 0, admin: { width: '50%', step: 1 } },
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
      allergenSet('allergens', 'Contains', 'The allergen groups the product contains.'),
      allergenSet('mayContain', 'May contain', 'Traces the product may contain (precautionary labelling).'),
      nutrition,
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
