import { describe, expect, it } from 'vitest'

import { MIN_PASSWORD_SCORE, newPasswordProblem, passwordStrength } from '@/lib/auth/passwordStrength'

// The passwords the demo, the seed and the tests sign in with: all must stay acceptable.
const usedByTests = [
  'e2e-admin-password-1944',
  'fresh-server-password-1944',
  'matrix-user-password-1944',
  'first-password-1944',
  'crash-test-password-1944',
  'scale-test-password-1944',
  'bench-password-1944',
  'correct horse battery staple',
  'a long and private passphrase',
]

describe('how hard a new password is to guess', () => {
  it.each(['qwertyuiopas', 'zxcvbnmasdfg', 'summerholiday', 'hawlerfoods1944'])(
    'refuses %s, which passes the length rule, with the estimator’s feedback',
    (password) => {
      expect(newPasswordProblem(password, 'someone@example.com')).toEqual({ problem: 'weak', feedback: expect.stringMatching(/\w+.*\./) })
      expect(passwordStrength(password).score).toBeLessThan(MIN_PASSWORD_SCORE)
    },
  )

  it('leans on the account: a password made from the e-mail address is weak', () => {
    expect(newPasswordProblem('karwan.aziz1944', 'karwan.aziz@example.com')?.problem).toBe('weak')
  })

  it.each(usedByTests)('accepts %s', (password) => {
    expect(newPasswordProblem(password, 'admin@e2e.example')).toBeUndefined()
    expect(passwordStrength(password).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE)
  })

  it('checks length and the commonest passwords first, in their own words', () => {
    expect(newPasswordProblem('short')).toEqual({ problem: 'tooShort' })
    expect(newPasswordProblem('password1234')).toEqual({ problem: 'common' })
    expect(newPasswordProblem('Someone@Example.com', 'someone@example.com')).toEqual({ problem: 'sameAsEmail' })
  })
})
