'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { packSizeText } from '@/lib/packs'

import { adminT } from '../translations'

/**
 * A pack's row in the product form is titled by the pack itself ("75 g · 6261001000022"),
 * not "Pack 02"; the first row says it is the main pack, whose code is the product's barcode.
 */
export function PackLabel() {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const { data, rowNumber = 0 } = useRowLabel<{ amount?: number | null; unit?: string | null; gtin?: string | null }>()
  const name = [packSizeText(data ?? {}), data?.gtin].filter(Boolean).join(' · ') || t('hawler:packRow', { number: rowNumber + 1 })
  return <span>{rowNumber === 0 ? t('hawler:mainPackRow', { pack: name }) : name}</span>
}
