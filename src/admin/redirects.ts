// Relative: next.config.ts loads this file, and its loader does not read tsconfig's paths.
import { contentTypes } from '../lib/contentTypes'

type Redirect = { source: string; destination: string; permanent: boolean }

/** The spec's names of the content types in admin paths, and the collections they are. */
const legacyTypes = contentTypes.map(({ specName, slug }) => [specName, slug] as const)

const legacySettings = { category: 'category-settings', recipes: 'recipe-settings', healthcare: 'health-care-settings' } as const

/** Every admin path of the spec answers (DESIGN.md §5): lists, forms and settings move to Payload's paths. */
const legacyPaths: Redirect[] = [
  ...Object.entries(legacySettings).map(([type, global]) => ({
    source: `/admin/${type}/settings`,
    destination: `/admin/globals/${global}`,
    permanent: true,
  })),
  ...legacyTypes.flatMap(([type, slug]) => [
    { source: `/admin/${type}`, destination: `/admin/collections/${slug}`, permanent: true },
    { source: `/admin/${type}/add`, destination: `/admin/collections/${slug}/create`, permanent: true },
    { source: `/admin/${type}/edit/:id`, destination: `/admin/collections/${slug}/:id`, permanent: true },
  ]),
  { source: '/admin/AddAboutUs/:id*', destination: '/admin/globals/about-us', permanent: true },
  { source: '/admin/AddContactUsSettings/:id*', destination: '/admin/globals/contact-us', permanent: true },
]

/**
 * Payload's own sign-in and password pages give way to the public ones (in the visitor's
 * language). Query strings such as `?redirect=` are passed on.
 */
const signInPaths: Redirect[] = [
  { source: '/admin/login', destination: '/login', permanent: false },
  { source: '/admin/forgot', destination: '/ResetPassword', permanent: false },
  { source: '/admin/reset/:token', destination: '/ResetPassword/:token', permanent: false },
]

export const adminRedirects: Redirect[] = [...signInPaths, ...legacyPaths]

/** For tests: every legacy admin path of the spec with the path it should end at. */
export const legacyAdminPathExamples: Array<[string, string]> = [
  ...legacyTypes.flatMap(([type, slug]): Array<[string, string]> => [
    [`/admin/${type}`, `/admin/collections/${slug}`],
    [`/admin/${type}/add`, `/admin/collections/${slug}/create`],
  ]),
  ...Object.entries(legacySettings).map(([type, global]): [string, string] => [`/admin/${type}/settings`, `/admin/globals/${global}`]),
  ['/admin/AddAboutUs/1', '/admin/globals/about-us'],
  ['/admin/AddContactUsSettings/1', '/admin/globals/contact-us'],
]
