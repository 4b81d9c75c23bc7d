import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

describe('message catalogues', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has exactly the keys of English, none empty', async (locale) => {
    const english = await loadMessages('en')
    const translated = await loadMessages(locale)
    expect(keys(translated).sort()).toEqual(keys(english).sort())
    for (const key of keys(translated)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated)
      expect(String(value).trim(), key).not.toBe('')
    }
  })

  it('Kurdish is written with Kurdish letters, not copied from Arabic', async () => {
    const kurdish = JSON.stringify(await loadMessages('ckb'))
    expect(kurdish).toMatch(/[ەێۆڕڵڤ]/)
    expect(kurdish).not.toBe(JSON.stringify(await loadMessages('ar')))
  })
})
