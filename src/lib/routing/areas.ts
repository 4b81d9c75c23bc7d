/**
 * The areas of the site that are not pages, by their first segment, declared once: the site's
 * server gives them no language (`beforeNext`), no page's Cache-Control rule matches them
 * (`pageHeaders`), and those for one person are `private, no-store` from the app
 * (next.config.ts), never kept by the edge (`edge.neverCached` in src/lib/cachePolicy.ts), never
 * where preview opens (src/lib/preview.ts) and, some, kept from search engines (robots.txt).
 * tests/unit/nonPageAreas.spec.ts holds that no other file lists them.
 *
 * No imports: the cache policy reads this, and the routing reads the cache policy.
 */

type Area = {
  segment: string
  /** One person's: the admin, the API, draft preview. */
  personal?: boolean
  /** Its own address answers too, not only the paths under it (`/admin`, the dashboard). */
  bare?: boolean
  /** Collections whose uploaded files, under `/{segment}/{collection}/file/`, are the same for everyone. */
  sharedFiles?: readonly string[]
  /** Disallowed in robots.txt. */
  keptFromSearch?: boolean
}

export const nonPageAreas: readonly Area[] = [
  // Payload's admin.
  { segment: 'admin', personal: true, bare: true, keptFromSearch: true },
  // Payload's REST and GraphQL API, and the uploaded pictures and documents.
  { segment: 'api', personal: true, sharedFiles: ['media', 'documents'], keptFromSearch: true },
  // Next's own files: scripts, styles, resized pictures.
  { segment: '_next' },
  // Draft preview and its end (src/app/(site)/next).
  { segment: 'next', personal: true },
  // The product codes' pictures (src/app/(site)/codes).
  { segment: 'codes' },
]

const personal = nonPageAreas.filter((area) => area.personal)

/** `admin`, `api`, `_next`, `next`, `codes`. */
export const nonPageSegments = nonPageAreas.map((area) => area.segment)

/** `admin`, `api`, `next`: what preview may not open. */
export const personalSegments = personal.map((area) => area.segment)

/** The address prefix that takes in the whole area: `/admin` (which answers itself), `/api/`. */
const prefix = (area: Area) => `/${area.segment}${area.bare ? '' : '/'}`

/** `/admin`, `/api/`, `/next/`: where the edge always asks the app (deploy/nginx.conf). */
export const personalPrefixes = personal.map(prefix)

/** `/admin`, `/api/`: what robots.txt disallows, beside the sign-in and password pages. */
export const prefixesKeptFromSearch = nonPageAreas.filter((area) => area.keptFromSearch).map(prefix)

/**
 * The one next.config rule for the areas that are one person's: the API's shared files are
 * left out (`api(?!/(?:media|documents)/file/)`), as they have rules of their own.
 */
export const personalAreasSource = `/:area(${personal
  .map(({ segment, sharedFiles }) => (sharedFiles ? `${segment}(?!/(?:${sharedFiles.join('|')})/file/)` : segment))
  .join('|')})/:path*`
