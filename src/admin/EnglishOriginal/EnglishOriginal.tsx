'use client'

import { useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { defaultLocale } from '@/i18n/locales'
import { plainText, truncate } from '@/lib/plainText'

import { adminT } from '../translations'

type Props = { path: string }

/**
 * The English documents being translated, read once per document while its fields are shown:
 * every translated field of the form asks at the same moment.
 */
const englishReads = new Map<string, Promise<unknown>>()

function readEnglish(url: string): Promise<unknown> {
  let read = englishReads.get(url)
  if (!read) {
    read = fetch(url, { credentials: 'include' }).then((response) => (response.ok ? response.json() : null))
    englishReads.set(url, read)
    // Read again for the next form: the English text may have been edited since.
    void read.finally(() => setTimeout(() => englishReads.delete(url), 5_000))
  }
  return read
}

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
  const { code } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { t: payloadT } = useTranslation()
  const t = adminT(payloadT)
  const [english, setEnglish] = useState('')

  const source =
    code === defaultLocale
      ? null
      : globalSlug
        ? `${config.routes.api}/globals/${globalSlug}?locale=${defaultLocale}&depth=0&draft=true`
        : collectionSlug && id
          ? `${config.routes.api}/${collectionSlug}/${id}?locale=${defaultLocale}&depth=0&draft=true`
          : null

  useEffect(() => {
    if (!source) return
    let current = true
    void readEnglish(source).then((doc) => {
      if (current) setEnglish(asText(valueAt(doc, path)))
    })
    return () => {
      current = false
    }
  }, [source, path])

  if (!source || !english) return null
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
