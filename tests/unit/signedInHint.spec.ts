import { describe, expect, it } from 'vitest'

import { EXPIRED_SIGNED_IN_HINT, hasSignedInHint, SIGNED_IN_HINT } from '@/lib/auth/signedInHint'

describe('the signed-in hint', () => {
  it('is found among other cookies, wherever it stands', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT}=1`)).toBe(true)
    expect(hasSignedInHint(`NEXT_LOCALE=ar; ${SIGNED_IN_HINT}=1`)).toBe(true)
    expect(hasSignedInHint(`${SIGNED_IN_HINT}=1;NEXT_LOCALE=ar`)).toBe(true)
  })

  it('is not taken from a cookie whose name only contains it, nor from none', () => {
    expect(hasSignedInHint('')).toBe(false)
    expect(hasSignedInHint('NEXT_LOCALE=ar')).toBe(false)
    expect(hasSignedInHint(`not-${SIGNED_IN_HINT}=1; ${SIGNED_IN_HINT}x=1`)).toBe(false)
  })

  it('is removed at once, for the whole site', () => {
    expect(EXPIRED_SIGNED_IN_HINT).toMatch(new RegExp(`^${SIGNED_IN_HINT}=;`))
    expect(EXPIRED_SIGNED_IN_HINT).toContain('Path=/')
    expect(EXPIRED_SIGNED_IN_HINT).toContain('Max-Age=0')
  })
})
