import { describe, expect, it } from 'vitest'

import { LANGUAGE_COOKIE } from '@/i18n/languagePath'
import { defaultLocale } from '@/i18n/locales'
import { preferredLocale } from '@/lib/httpCache'
import { config } from '@/proxy'

/** The proxy's entries for `/`, as Next matches them: a `has` value is a whole-value regex. */
const homeEntries = config.matcher.flatMap((entry) => (typeof entry !== 'string' && entry.source === '/' ? [entry] : []))
const cookieKeys = homeEntries.flatMap((entry) => (entry.has ?? []).filter((has) => has.type === 'cookie').map((has) => has.key))
const headerPatterns = homeEntries.flatMap((entry) =>
  (entry.has ?? []).flatMap((has) =>
    has.type === 'header' && has.key === 'accept-language' && 'value' in has ? [new RegExp(`^${has.value}$`)] : [],
  ),
)
const runsForHeader = (acceptLanguage: string) => headerPatterns.some((pattern) => pattern.test(acceptLanguage))

const samples = [
  'en-US,en;q=0.9',
  'en-GB',
  'en',
  'de-DE,de;q=0.9,en;q=0.8',
  '*',
  'ar',
  'ar-IQ,ar;q=0.9',
  'AR-iq',
  'en-US,en;q=0.9,ar;q=0.8',
  'fr-FR, ckb;q=0.5',
  'ckb-IQ',
  'fr,ckb',
  'ku, ckb-Arab;q=0.3',
  'arn-CL',
  'en;q=0.1,ar;q=0.2',
  'ar;q=0',
  'tr, CKB ;q=0.4',
  'en-US ,  ar',
]

describe("the proxy's matcher for `/`", () => {
  it('runs the proxy for every visit it would send to another language', () => {
    const sentOn = samples.filter((value) => preferredLocale(undefined, value) !== defaultLocale)
    expect(sentOn.length).toBeGreaterThan(6)
    for (const value of sentOn) expect(runsForHeader(value), value).toBe(true)
  })

  it('skips it for a browser that names neither Arabic nor Kurdish', () => {
    for (const value of ['en-US,en;q=0.9', 'de-DE,de;q=0.9,en;q=0.8', '*', 'arn-CL', 'en-GB', 'ja, ru']) {
      expect(runsForHeader(value), value).toBe(false)
    }
  })

  it('runs it for the saved choice, by the cookie the language menu writes', () => {
    expect(cookieKeys).toEqual([LANGUAGE_COOKIE])
  })
})
