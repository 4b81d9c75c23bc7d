/**
 * GS1 Digital Link: what `/01/{GTIN}` answers besides the product page (GS1-Conformant
 * Resolver Standard 1.1, GS1 Web Vocabulary link types). A scanner may ask for one part of
 * the product with `?linkType=gs1:allergenInfo`, or for every link at once as a linkset
 * (RFC 9264) with `?linkType=linkset` (or the older `all`), or `Accept: application/linkset+json`.
 */
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { messagesOutsideRender } from '@/i18n/messages/outsideRender'
import { type FoodInformationInput, foodInformationToShow } from '@/lib/food/foodInformation'

/** The GS1 Web Vocabulary, whose terms are written `gs1:pip` in short, as GS1 now publishes it. */
export const GS1_VOCABULARY = 'https://ref.gs1.org/voc/'

/** The spellings of the vocabulary's address that scanners send. */
const VOCABULARY_ADDRESSES = [GS1_VOCABULARY, 'https://gs1.org/voc/', 'http://gs1.org/voc/', 'https://www.gs1.org/voc/']

/** The JSON-LD context that reads a GS1 linkset as linked data. */
export const LINKSET_CONTEXT = 'https://ref.gs1.org/standards/resolver/linkset-context'

/** What a product has to show, which decides the links it offers. */
export type ProductSections = { ingredients: boolean; allergens: boolean; nutrition: boolean }

/**
 * The parts of a product's page that its food information fills, as the page decides them
 * (FoodInformation, src/lib/food/foodInformation.ts): a link type is offered only where its
 * part is on the page, so a scan never lands on a part that is not there.
 */
export function sectionsOf(product: FoodInformationInput): ProductSections {
  const food = foodInformationToShow(product)
  return {
    ingredients: food.ingredients.length > 0,
    allergens: food.contains.length > 0 || food.containsNone || food.mayContain.length > 0,
    nutrition: food.nutrition !== null,
  }
}

type LinkTypeDeclaration = {
  /** The term in the GS1 Web Vocabulary. */
  id: string
  /** The part of the product page it opens: the `id` of its section there. */
  anchor?: string
  /** Which products have it: every product has its page. */
  offeredWhen?: keyof ProductSections
}

/**
 * The link types every product offers, the product page first: the default link. Each one's
 * title, in the language of the link, is in the catalogue (`gs1.linkTypes`).
 */
export const LINK_TYPES = [
  { id: 'pip' },
  { id: 'allergenInfo', anchor: 'allergens', offeredWhen: 'allergens' },
  { id: 'ingredientsInfo', anchor: 'ingredients', offeredWhen: 'ingredients' },
  { id: 'nutritionalInfo', anchor: 'nutrition', offeredWhen: 'nutrition' },
] as const satisfies readonly LinkTypeDeclaration[]

export type LinkType = (typeof LINK_TYPES)[number]
export type LinkTypeId = LinkType['id']

/** A link type's title in a language. */
const titleOf = (type: LinkTypeId, locale: Locale): string => messagesOutsideRender[locale].gs1.linkTypes[type]

/** The link a plain scan opens: the product's page. */
export const DEFAULT_LINK_TYPE: LinkTypeId = 'pip'

/** What a request asks for: the linkset, or one link type (the default link is `pip`'s). */
export type LinkRequest = { kind: 'linkset' } | { kind: 'link'; linkType: LinkTypeId }

/** The media type of a linkset, RFC 9264. */
export const LINKSET_MEDIA_TYPE = 'application/linkset+json'

/** The term of a `linkType` value: `gs1:allergenInfo` and `https://gs1.org/voc/allergenInfo` are both `allergenInfo`. */
function termOf(value: string): string | undefined {
  if (value.startsWith('gs1:')) return value.slice(4)
  const address = VOCABULARY_ADDRESSES.find((prefix) => value.startsWith(prefix))
  return address ? value.slice(address.length) : undefined
}

/**
 * What a `linkType` and an Accept header ask for. A link type this resolver does not have,
 * or one the product does not offer, gets the default link, as the standard says: a scan
 * never ends on an error because of what it asked for (`gs1:defaultLink` is that link too).
 */
export function linkRequest(linkType: string | null, accept: string | null, sections: ProductSections): LinkRequest {
  if (asksForLinkset(linkType, accept)) return { kind: 'linkset' }
  const term = termOf(linkType?.trim() ?? '')
  const found = offeredLinkTypes(sections).find((type) => type.id === term)
  return { kind: 'link', linkType: found?.id ?? DEFAULT_LINK_TYPE }
}

/**
 * Whether a request asks for the linkset (answered as JSON) rather than a page: `linkset` or
 * the older `all`, or the linkset media type in Accept when no link type is named. The proxy
 * sends such a request to the linkset's route (src/proxy.ts), any other to the scan's page.
 */
export function asksForLinkset(linkType: string | null, accept: string | null): boolean {
  const value = linkType?.trim() ?? ''
  if (value === 'linkset' || value === 'all') return true
  return value === '' && (accept ?? '').toLowerCase().includes(LINKSET_MEDIA_TYPE)
}

/** A GS1 resolver answers any site's scanner app (GS1-Conformant Resolver Standard: CORS). */
export const RESOLVER_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Accept-Language',
  'Access-Control-Expose-Headers': 'Link, Location',
}

/** The `Link` header that tells a scanner where the linkset of a Digital Link is. */
export function linksetLinkHeader(digitalLink: string): string {
  return `<${digitalLink}?linkType=linkset>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`
}

/** The link types a product offers: its page always, a part of it when it has that part. */
export function offeredLinkTypes(sections: ProductSections): LinkType[] {
  return LINK_TYPES.filter((type) => !('offeredWhen' in type) || sections[type.offeredWhen])
}

/** The address a link type opens, from the product page's address. */
export function linkTarget(pagePath: string, linkType: LinkTypeId): string {
  const type = LINK_TYPES.find((candidate) => candidate.id === linkType)
  return type && 'anchor' in type ? `${pagePath}#${type.anchor}` : pagePath
}

type Link = { href: string; title: string; type: 'text/html'; hreflang: [Locale] }

/**
 * The linkset of a product (RFC 9264 in JSON, as GS1's linkset schema shapes it): one
 * entry for its Digital Link, with the product's name, every link type it offers in every
 * language, and the default link in the language asked in.
 */
export function linkset({
  anchor,
  itemDescription,
  pageUrls,
  sections,
  locale,
}: {
  /** The absolute Digital Link, `https://…/01/{GTIN-14}`. */
  anchor: string
  itemDescription: string
  /** The product page's absolute address in each language. */
  pageUrls: Record<Locale, string>
  sections: ProductSections
  locale: Locale
}) {
  const link = (type: LinkType, language: Locale): Link => ({
    href: linkTarget(pageUrls[language], type.id),
    title: titleOf(type.id, language),
    type: 'text/html',
    hreflang: [language],
  })
  const entry: Record<string, unknown> = { anchor, itemDescription }
  for (const type of offeredLinkTypes(sections)) {
    entry[`${GS1_VOCABULARY}${type.id}`] = locales.map((language) => link(type, language))
  }
  entry[`${GS1_VOCABULARY}defaultLink`] = [link(LINK_TYPES[0], locale)]
  return { linkset: [entry] }
}

/** The resolver's contact, as a vCard-like object (the standard's `contact`). */
type Contact = { fn: string; hasEmail?: string; hasTelephone?: string }

/**
 * `/.well-known/gs1resolver`, the resolver's description (GS1-Conformant Resolver Standard
 * 1.1, section 3): its name, its root, the primary key it answers (`01`, the GTIN), the
 * vocabulary its link types come from, that a plain scan opens the product page rather
 * than the linkset, the JSON-LD context of its linksets and whom to contact. Besides these,
 * `activeLinkTypes` lists the link types this site answers, with their title and the part
 * of the product page each opens.
 */
export function resolverDescription({
  siteName,
  resolverRoot,
  email,
  phone,
}: {
  siteName: string
  resolverRoot: string
  email?: string | null
  phone?: string | null
}) {
  const contact: Contact = { fn: siteName }
  if (email) contact.hasEmail = `mailto:${email}`
  if (phone) contact.hasTelephone = `tel:${phone.replace(/[^\d+]/g, '')}`
  return {
    name: `${siteName} GS1 Digital Link resolver`,
    resolverRoot,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: 'gs1:', profile: `${GS1_VOCABULARY}?show=linktypes` }],
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: LINKSET_CONTEXT,
    contact,
    activeLinkTypes: LINK_TYPES.map((type) => ({
      linkType: `gs1:${type.id}`,
      title: titleOf(type.id, defaultLocale),
      ...(type.id === DEFAULT_LINK_TYPE ? { default: true } : { anchor: `#${'anchor' in type ? type.anchor : ''}` }),
    })),
  }
}
