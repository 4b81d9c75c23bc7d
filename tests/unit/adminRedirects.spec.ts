import { describe, expect, it } from 'vitest'

import { adminRedirect, legacyAdminPathExamples } from '../../src/lib/routing'

describe('the admin paths of the spec', () => {
  it.each(legacyAdminPathExamples)('%s leads to %s for good', (legacy, target) => {
    expect(adminRedirect(legacy)).toEqual({ destination: target, permanent: true })
  })

  it('lead an item’s edit form to Payload’s', () => {
    expect(adminRedirect('/admin/subCategory/edit/12')).toEqual({ destination: '/admin/collections/sub-categories/12', permanent: true })
  })

  it('send Payload’s sign-in and password pages to the public ones, for now only', () => {
    expect(adminRedirect('/admin/login')).toEqual({ destination: '/login', permanent: false })
    expect(adminRedirect('/admin/forgot')).toEqual({ destination: '/ResetPassword', permanent: false })
    expect(adminRedirect('/admin/reset/abc123')).toEqual({ destination: '/ResetPassword/abc123', permanent: false })
  })

  it('leave Payload’s own paths alone', () => {
    for (const path of ['/admin', '/admin/collections/products', '/admin/globals/about-us', '/admin/ChangePassword', '/admin/account'])
      expect(adminRedirect(path), path).toBeUndefined()
    expect(adminRedirect('/admin/products/edit/3/versions')).toBeUndefined()
  })
})
