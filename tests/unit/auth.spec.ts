import { describe, expect, it } from 'vitest'

import { safeAdminRedirect } from '@/lib/auth/adminRedirect'
import { isEmailAddress, passwordProblem, signInFieldErrors } from '@/lib/auth/credentials'

describe('the page to return to after signing in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/collections/products/create', '/admin/collections/products/create'],
    ['/admin/collections/news?page=2', '/admin/collections/news?page=2'],
    ['/admin/ChangePassword', '/admin/ChangePassword'],
  ])('keeps the admin page %s', (value, expected) => {
    expect(safeAdminRedirect(value)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    'javascript:alert(1)',
    '/products',
    '/administrator',
    '/admin/../products',
    '/admin/login',
    '/admin/logout',
    ['/admin'],
  ])('sends %j to the dashboard instead', (value) => {
    expect(safeAdminRedirect(value)).toBe('/admin')
  })
})

describe('what an administrator types', () => {
  it('recognises e-mail addresses', () => {
    expect(isEmailAddress('editor@hawlerfoods.example')).toBe(true)
    expect(isEmailAddress('first.last+news@mail.example.iq')).toBe(true)
    for (const bad of ['editor', 'editor@', '@example.com', 'editor@example', 'ed itor@example.com', 'a@b@c.com']) {
      expect(isEmailAddress(bad), bad).toBe(false)
    }
  })

  it('gives each sign-in field its own message', () => {
    expect(signInFieldErrors('', '')).toEqual({ email: 'emailRequired', password: 'passwordRequired' })
    expect(signInFieldErrors('not-an-address', 'secret')).toEqual({ email: 'emailInvalid' })
    expect(signInFieldErrors('editor@example.com', 'secret')).toBeUndefined()
  })

  it('refuses short passwords and the e-mail address as password', () => {
    expect(passwordProblem('short')).toBe('tooShort')
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong')
    expect(passwordProblem('Editor@Example.com', 'editor@example.com')).toBe('sameAsEmail')
    expect(passwordProblem('a long and private passphrase', 'editor@example.com')).toBeUndefined()
  })
})
