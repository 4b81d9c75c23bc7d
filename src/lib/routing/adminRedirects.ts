/**
 * The spec's admin paths (DESIGN.md §5), and Payload's own sign-in and password pages, sent
 * where they live now.
 */
import { contentTypes } from '../contentTypes.ts'

export type AdminRedirect = { destination: string; permanent: boolean }

/** The spec's names of the content types in admin paths, and the collections they are. */
const legacyTypes = new Map<string, string>(contentTypes.map(({ specName, slug }) => [specName, slug]))

const legacySettings: Record<string, string> = {
  category: 'category-settings',
  recipes: 'recipe-settings',
  healthcare: 'health-care-settings',
}

const legacyGlobals: Record<string, string> = { AddAboutUs: 'about-us', AddContactUsSettings: 'contact-us' }

/**
 * Payload's own sign-in and password pages give way to the public ones (in the visitor's
 * language); every admin path of the spec answers (DESIGN.md §5): lists, forms and settings
 * move to Payload's paths. Where to, for a path under /admin, or undefined.
 *
 * Looked up by the proxy (src/proxy.ts) for /admin paths alone, not as next.config
 * redirects: Next tests every redirect rule against every request, and these 37 rules cost
 * each cached public page about a tenth of its serving time (docs/performance.md).
 */
export function adminRedirect(pathname: string): AdminRedirect | undefined {
  const [admin, first, second, third, ...rest] = pathname.split('/').slice(1)
  if (admin !== 'admin' || !first) return undefined
  if (first === 'login' && !second) return { destination: '/login', permanent: false }
  if (first === 'forgot' && !second) return { destination: '/ResetPassword', permanent: false }
  if (first === 'reset' && second && !third) return { destination: `/ResetPassword/${second}`, permanent: false }
  if (legacyGlobals[first] && !third) return { destination: `/admin/globals/${legacyGlobals[first]}`, permanent: true }
  if (second === 'settings' && !third && legacySettings[first])
    return { destination: `/admin/globals/${legacySettings[first]}`, permanent: true }
  const slug = legacyTypes.get(first)
  if (!slug || rest.length > 0) return undefined
  if (!second) return { destination: `/admin/collections/${slug}`, permanent: true }
  if (second === 'add' && !third) return { destination: `/admin/collections/${slug}/create`, permanent: true }
  if (second === 'edit' && third) return { destination: `/admin/collections/${slug}/${third}`, permanent: true }
  return undefined
}

/** For tests: every legacy admin path of the spec with the path it should end at. */
export const legacyAdminPathExamples: Array<[string, string]> = [
  ...[...legacyTypes].flatMap(([type, slug]): Array<[string, string]> => [
    [`/admin/${type}`, `/admin/collections/${slug}`],
    [`/admin/${type}/add`, `/admin/collections/${slug}/create`],
  ]),
  ...Object.entries(legacySettings).map(([type, global]): [string, string] => [`/admin/${type}/settings`, `/admin/globals/${global}`]),
  ['/admin/AddAboutUs/1', '/admin/globals/about-us'],
  ['/admin/AddContactUsSettings/1', '/admin/globals/contact-us'],
]
