import type { PayloadRequest, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { publishedOrStaff } from '@/access/publishedOrStaff'
import { admin, adminField, adminOrSelf, hiddenFromEditors, isAdminUser, isStaffUser, staff } from '@/access/roles'
import {
  accountAccess,
  adminOnlyAccess,
  pageGlobalAccess,
  publicFilesAccess,
  publishedContentAccess,
  siteSettingsAccess,
} from '@/access/rules'

type Person = { id: number; collection: string; role?: string | null } | null

const administrator: Person = { id: 1, collection: 'users', role: 'admin' }
const editor: Person = { id: 2, collection: 'users', role: 'editor' }
const withoutRole: Person = { id: 3, collection: 'users', role: null }
// Not an account of `users`, whatever its role says.
const stranger: Person = { id: 4, collection: 'customers', role: 'admin' }
const visitor: Person = null

const people = { administrator, editor, withoutRole, stranger, visitor }
type Rule = (args: { req: PayloadRequest }) => boolean | Where | Promise<boolean | Where>

const decide = (rule: unknown, user: Person) => (rule as Rule)({ req: { user } as unknown as PayloadRequest })

describe('who counts as what', () => {
  it.each([
    ['administrator', true, true],
    ['editor', true, false],
    ['withoutRole', true, false],
    ['stranger', false, false],
    ['visitor', false, false],
  ] as const)('%s: staff %s, administrator %s', (who, isStaff, isAdmin) => {
    expect(isStaffUser(people[who])).toBe(isStaff)
    expect(isAdminUser(people[who])).toBe(isAdmin)
    expect(decide(staff, people[who])).toBe(isStaff)
    expect(decide(admin, people[who])).toBe(isAdmin)
    expect(decide(adminField, people[who])).toBe(isAdmin)
  })

  it('hides what only administrators use from everybody else', () => {
    expect(hiddenFromEditors({ user: administrator })).toBe(false)
    expect(hiddenFromEditors({ user: editor })).toBe(true)
    expect(hiddenFromEditors({ user: withoutRole })).toBe(true)
  })
})

describe('the access rules', () => {
  it('lets administrators and editors do everything with content; visitors read what is published', async () => {
    for (const rules of [publishedContentAccess, publicFilesAccess]) {
      for (const operation of ['create', 'update', 'delete'] as const) {
        expect(await decide(rules[operation], administrator), operation).toBe(true)
        expect(await decide(rules[operation], editor), operation).toBe(true)
        expect(await decide(rules[operation], visitor), operation).toBe(false)
      }
    }
    expect(await decide(publishedContentAccess.read, editor)).toBe(true)
    expect(await decide(publishedContentAccess.readVersions, editor)).toBe(true)
    expect(await decide(publishedContentAccess.read, visitor)).toEqual({ _status: { equals: 'published' } })
    expect(await decide(publishedOrStaff, stranger)).toEqual({ _status: { equals: 'published' } })
    expect(await decide(publishedContentAccess.readVersions, visitor)).toBe(false)
  })

  it('lets an editor edit pages and page settings, and only administrators the site settings', async () => {
    expect(await decide(pageGlobalAccess.update, editor)).toBe(true)
    expect(await decide(pageGlobalAccess.readVersions, editor)).toBe(true)
    expect(await decide(pageGlobalAccess.update, visitor)).toBe(false)
    expect(await decide(siteSettingsAccess.update, administrator)).toBe(true)
    expect(await decide(siteSettingsAccess.update, editor)).toBe(false)
    expect(await decide(siteSettingsAccess.readVersions, editor)).toBe(false)
    expect(await decide(siteSettingsAccess.update, visitor)).toBe(false)
  })

  it('keeps enquiries to administrators', async () => {
    for (const operation of ['create', 'read', 'update', 'delete'] as const) {
      expect(await decide(adminOnlyAccess[operation], administrator), operation).toBe(true)
      expect(await decide(adminOnlyAccess[operation], editor), operation).toBe(false)
      expect(await decide(adminOnlyAccess[operation], visitor), operation).toBe(false)
    }
  })

  it('lets an editor read and update their own account only, and create or delete none', async () => {
    expect(await decide(adminOrSelf, administrator)).toBe(true)
    expect(await decide(accountAccess.read, editor)).toEqual({ id: { equals: 2 } })
    expect(await decide(accountAccess.update, editor)).toEqual({ id: { equals: 2 } })
    expect(await decide(accountAccess.read, visitor)).toBe(false)
    expect(await decide(accountAccess.read, stranger)).toBe(false)
    for (const operation of ['create', 'delete', 'unlock'] as const) {
      expect(await decide(accountAccess[operation], administrator), operation).toBe(true)
      expect(await decide(accountAccess[operation], editor), operation).toBe(false)
    }
  })
})
