'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { PACK_UNITS } from '@/lib/packSizes'

import { adminT } from '../translations'

/** A pack size's row in the product form is titled by the size itself ("75 g"), not "Pack size 01". */
export function PackSizeLabel() {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const { data, rowNumber } = useRowLabel<{ amount?: number | null; unit?: string | null }>()
  const unit = PACK_UNITS.find((option) => option.value === data?.unit)
  const size = typeof data?.amount === 'number' && unit ? `${data.amount} ${unit.value === 'l' ? 'L' : unit.value}` : ''
  return <span>{size || t('hawler:packSizeRow', { number: (rowNumber ?? 0) + 1 })}</span>
}
