import { expect, it } from 'vitest'

import { contrastRatio, WCAG_AA_TEXT } from '@/lib/colour'

it('measures contrast as WCAG does', () => {
  expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
  expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5)
  expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5)
  // The brand red with white text passes AA; saffron with white does not.
  expect(contrastRatio('#C62828', '#FFFFFF')).toBeGreaterThan(WCAG_AA_TEXT)
  expect(contrastRatio('#F2A900', '#FFFFFF')).toBeLessThan(WCAG_AA_TEXT)
})
