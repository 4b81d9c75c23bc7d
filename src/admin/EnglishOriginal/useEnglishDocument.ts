'use client'

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { defaultLocale } from '@/i18n/locales'

/**
 * The English documents being translated, read once per document while its form is shown:
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

/**
 * The English version of the document or global open in the form, while the form is in
 * another language; null in English, for a document not saved yet, or until it is read.
 */
export function useEnglishDocument(): unknown {
  const { code } = useLocale()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { config } = useConfig()
  const [english, setEnglish] = useState<{ source: string; doc: unknown } | null>(null)

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
      if (current) setEnglish({ source, doc })
    })
    return () => {
      current = false
    }
  }, [source])

  return english && english.source === source ? english.doc : null
}
