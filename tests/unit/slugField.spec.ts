import type { TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { slug } from '@/fields/slug'

// The slug's own check, as the admin's form runs it while an editor types.
const field = slug().fields.find((candidate) => 'name' in candidate && candidate.name === 'slug') as TextField
const check = (value: string, data: Record<string, unknown>, generateSlug = true) =>
  (field.validate as (value: unknown, options: unknown) => true | string)(value, { data, siblingData: { generateSlug } })

describe('the slug field before the first save', () => {
  it('shows no error while the address is still to be made from the title', () => {
    expect(check('', { title: '' })).toBe(true)
    expect(check('', { title: 'Crispy Chips' })).toBe(true)
  })

  it('says what is wrong when it cannot be made, or was unlocked and left empty', () => {
    expect(check('', { title: '!!!' })).toMatch(/slug is required/)
    expect(check('', { title: 'Crispy Chips' }, false)).toMatch(/slug is required/)
    expect(check('Not Safe', { title: 'Crispy Chips' })).not.toBe(true)
    expect(check('crispy-chips', { title: 'Crispy Chips' })).toBe(true)
  })
})
