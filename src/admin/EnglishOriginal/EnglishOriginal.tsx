'use client'

import { useTranslation } from '@payloadcms/ui'

import { plainText, truncate } from '@/lib/plainText'

import { adminT } from '../translations'
import { useEnglishDocument } from './useEnglishDocument'

type Props = { path: string }

function valueAt(doc: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  return plainText(value)
}

/**
 * Under a field being translated into Arabic or Kurdish, the English text it translates, so
 * the editor need not switch languages to read it. Nothing in English, or no English yet.
 */
export function EnglishOriginal({ path }: Props) {
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const english = asText(valueAt(useEnglishDocument(), path))

  if (!english) return null
  return (
    // One inline run inside Payload's description (a flex box), so the words wrap as a sentence.
    <p className="field-description" data-testid="english-original">
      <span>
        {t('hawler:englishOriginal')}{' '}
        <span lang="en" dir="ltr">
          {truncate(english, 400)}
        </span>
      </span>
    </p>
  )
}
