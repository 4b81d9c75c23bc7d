import type { CollapsibleField, NumberField, NumberFieldSingleValidation, SelectField, TextFieldSingleValidation } from 'payload'

import { HOME_COUNTRY } from '@/lib/countries'
import { PALLET_TYPES } from '@/lib/packs'
import { caseGtinProblem, hsCodeProblem, storageRangeProblem } from '@/lib/tradeItem'

import { gtinField, storeBareDigits } from './packCodes'
import { countryOptions, packWords } from './packLabels'

type Words = (typeof packWords)[keyof typeof packWords]

/** A whole number above 0 (packs in a case, layers on a pallet), or nothing. */
function count(name: string, label: Words, width = '33%'): NumberField {
  return {
    name,
    label,
    type: 'number',
    admin: { width, step: 1 },
    validate: ((value) =>
      value == null || (Number.isInteger(value) && value > 0 && value <= 100_000)
        ? true
        : 'Write a whole number above 0.') satisfies NumberFieldSingleValidation,
  }
}

/** A length in millimetres or a weight in kilograms: above 0, or nothing. */
function measure(name: string, label: Words, step: number, description?: Words): NumberField {
  return {
    name,
    label,
    type: 'number',
    admin: { width: '25%', step, ...(description && { description }) },
    validate: ((value) =>
      value == null || (value > 0 && value <= 100_000) ? true : 'Write a number above 0.') satisfies NumberFieldSingleValidation,
  }
}

function storageTemperature(name: 'storageMinC' | 'storageMaxC'): NumberField {
  return {
    name,
    label: packWords[name],
    type: 'number',
    admin: { width: '25%', step: 1 },
    // Both fields show the range's problem, so the editor sees it wherever they look.
    validate: ((_value, { siblingData }) => {
      const { storageMinC, storageMaxC } = siblingData as { storageMinC?: number | null; storageMaxC?: number | null }
      return storageRangeProblem(storageMinC, storageMaxC) ?? true
    }) satisfies NumberFieldSingleValidation,
  }
}

const palletType: SelectField = {
  name: 'palletType',
  label: packWords.palletType,
  type: 'select',
  options: PALLET_TYPES.map(({ value, label }) => ({ value, label })),
  admin: { width: '33%' },
}

const countryOfOrigin: SelectField = {
  name: 'countryOfOrigin',
  label: packWords.countryOfOrigin,
  type: 'select',
  defaultValue: HOME_COUNTRY,
  options: countryOptions,
  admin: { width: '25%' },
}

/**
 * What an importer's listing form asks of a pack beyond the pack itself: its case, how cases
 * stack on a pallet, how long and how it keeps, and what customs need. Folded away, so that
 * an editor sees the amount, the unit and the barcode number first.
 */
export function packLogistics(): CollapsibleField {
  return {
    type: 'collapsible',
    label: packWords.casePallet,
    admin: { initCollapsed: true },
    fields: [
      {
        type: 'row',
        fields: [
          gtinField('caseGtin', caseGtinProblem, {
            label: packWords.caseGtin,
            admin: { width: '67%', description: packWords.caseGtinHelp },
          }),
          count('unitsPerCase', packWords.unitsPerCase),
        ],
      },
      {
        type: 'row',
        fields: [
          measure('caseLength', packWords.caseLength, 1),
          measure('caseWidth', packWords.caseWidth, 1),
          measure('caseHeight', packWords.caseHeight, 1),
          measure('caseGrossWeight', packWords.caseGrossWeight, 0.01, packWords.caseGrossWeightHelp),
        ],
      },
      {
        type: 'row',
        fields: [count('casesPerLayer', packWords.casesPerLayer), count('layersPerPallet', packWords.layersPerPallet), palletType],
      },
      {
        type: 'row',
        fields: [
          {
            ...count('shelfLifeDays', packWords.shelfLifeDays, '25%'),
            admin: { width: '25%', step: 1, description: packWords.shelfLifeDaysHelp },
          },
          storageTemperature('storageMinC'),
          storageTemperature('storageMaxC'),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'hsCode',
            label: packWords.hsCode,
            type: 'text',
            admin: { width: '50%', description: packWords.hsCodeHelp },
            hooks: { beforeValidate: [storeBareDigits] },
            validate: ((value) =>
              typeof value === 'string' && value ? (hsCodeProblem(value) ?? true) : true) satisfies TextFieldSingleValidation,
          },
          countryOfOrigin,
        ],
      },
    ],
  }
}
