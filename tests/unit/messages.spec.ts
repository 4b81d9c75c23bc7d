import { describe, expect, it } from 'vitest'

import ar from '@/i18n/messages/ar.json'
import ckb from '@/i18n/messages/ckb.json'
import en from '@/i18n/messages/en.json'

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

describe('message catalogues', () => {
  it.each([
    ['ar', ar],
    ['ckb', ckb],
  ])('%s has exactly the keys of English', (_locale, messages) => {
    expect(keys(messages).sort()).toEqual(keys(en).sort())
  })

  it('Kurdish is written with Kurdish letters, not Arabic copies', () => {
    const text = keys(ckb).length ? JSON.stringify(ckb) : ''
    expect(text).toMatch(/[ەێۆڕڵڤ]/)
    expect(JSON.stringify(ckb)).not.toBe(JSON.stringify(ar))
  })
})
