import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import type { Certificate } from '@/payload-types'
import { cacheTag } from '@/lib/cachePolicy'
import { isValid } from '@/lib/certificates'
import { sitePath, versioned } from '@/lib/media'
import { inLanguage } from '@/lib/notices'

import { cachedRead } from './cache'
import type { ReadInEveryLanguage } from './everyLanguage'
import type { ShownText } from './notices'

type StoredCertificate = ReadInEveryLanguage<
  Certificate,
  'name' | 'scope',
  'id' | 'name' | 'scope' | 'issuer' | 'number' | 'validUntil' | 'file'
>

export type ShownCertificate = {
  id: number
  name: ShownText
  scope: ShownText
  issuer: string
  number: string
  validUntil: string
  /** The PDF's address and size in bytes; none when its file was deleted. */
  file?: { href: string; bytes: number }
}

/**
 * Published certificates that have not expired, in every language, with their PDF: one
 * cached read, expired by a save and at each certificate's end (src/collections/Certificates.ts).
 */
function validCertificates(): Promise<StoredCertificate[]> {
  return cachedRead('certificates', [], [cacheTag.collection('certificates'), cacheTag.collection('documents')], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'certificates',
      locale: 'all',
      depth: 1,
      pagination: false,
      sort: 'validUntil',
      overrideAccess: false,
      where: { validUntil: { greater_than: new Date().toISOString() } },
      select: { name: true, scope: true, issuer: true, number: true, validUntil: true, file: true },
      populate: { documents: { url: true, filename: true, filesize: true, updatedAt: true } },
    })
    return docs as unknown as StoredCertificate[]
  })
}

/** The certificates valid now, in the visitor's language, each with its PDF. */
export const getValidCertificates = cache(async (locale: Locale): Promise<ShownCertificate[]> => {
  const now = new Date()
  return (await validCertificates())
    .filter((certificate) => isValid(certificate.validUntil, now))
    .map((certificate) => {
      const file = typeof certificate.file === 'object' && certificate.file?.url ? certificate.file : undefined
      return {
        id: certificate.id,
        name: inLanguage(certificate.name, locale),
        scope: inLanguage(certificate.scope ?? null, locale),
        issuer: certificate.issuer,
        number: certificate.number,
        validUntil: certificate.validUntil,
        file: file?.url ? { href: versioned(sitePath(file.url), file.updatedAt), bytes: file.filesize ?? 0 } : undefined,
      }
    })
})
