import { describe, expect, it } from 'vitest'

import { pathInLanguage } from '@/i18n/languagePath'
import { locales } from '@/i18n/locales'
import { loggablePath, requestLine } from '@/server/http/requestLog'

describe('a request log line', () => {
  it('is one JSON object with what is needed to find a request, and nothing private', () => {
    const line = requestLine({
      id: 'abc-1',
      method: 'POST',
      url: '/api/users/login?email=a%40b.example',
      status: 401,
      ms: 12.345,
      bytes: 57,
    })
    expect(line).not.toContain('\n')
    const entry = JSON.parse(line)
    expect(entry).toMatchObject({
      level: 'info',
      msg: 'request',
      id: 'abc-1',
      method: 'POST',
      path: '/api/users/login',
      status: 401,
      ms: 12.3,
      bytes: 57,
    })
    expect(line).not.toContain('a%40b.example')
    expect(JSON.parse(requestLine({ id: 'x', method: 'GET', url: '/', status: 503, ms: 1 })).level).toBe('error')
  })

  it('blanks the token of a reset link out of its path', () => {
    expect(loggablePath('/ResetPassword/4f9a0c11d2e3')).toBe('/ResetPassword/[token]')
    expect(loggablePath('/ckb/ResetPassword/4f9a0c11d2e3?x=1')).toBe('/ckb/ResetPassword/[token]')
    expect(loggablePath('/products/classic-chips')).toBe('/products/classic-chips')
  })

  it.each(locales)('blanks the token of a reset link in %s, at its address and with the language written out', (locale) => {
    for (const page of ['/ResetPassword', '/reset-password']) {
      // English's public address has no prefix; `/en/…`, as a visitor may type it, is logged too.
      for (const path of [pathInLanguage(page, locale), `/${locale}${page}`, `/${locale.toUpperCase()}${page}`]) {
        const logged = loggablePath(`${path}/4f9a0c11d2e3?lang=x`)
        expect(logged, path).toBe(`${path}/[token]`)
        expect(logged).not.toContain('4f9a0c11d2e3')
      }
    }
  })
})
