/**
 * The one declaration of the content types an editor writes. The dashboard, the sitemap,
 * the public paths, the cards, the legacy item routes, the preview button and cache expiry
 * all read it: adding a content type is an entry here plus its collection, page and
 * component files.
 */

import { closesAt } from './jobClosing.ts'

/** What a card shows under its title, besides the picture and the excerpt. */
export type CardFacts = 'category' | 'recipeTimes' | 'date' | 'videoLabel' | 'subtitle' | 'jobFacts'

type Card = {
  /** The upload field (or list of uploads) whose first picture the card shows. */
  image: string
  /** The first of these text fields that has words is the card's excerpt (rich text is flattened). */
  excerpt: readonly string[]
  facts: CardFacts
}

type PublicPages = {
  /** The list page (the spec's path); each document's page is `{list}/{slug}`. */
  list: `/${string}`
  /**
   * The screen's name: its message catalogue (`messages/{locale}/{screen}.json`, whose `empty`
   * is its list's empty state, 'No News Available') and its navigation key.
   */
  screen: string
  card: Card
  inSitemap: boolean
  /** A section of the latest ones on the home page, in the declaration's order. */
  onHome: boolean
}

type ContentType = {
  slug: string
  /** Its name in the spec's admin paths (`/admin/healthcare/add`), which redirect to Payload's. */
  specName: string
  /** Listed on the dashboard with its counts and missing translations. */
  onDashboard: boolean
  /**
   * The other collections whose documents its pages and cards show (a product's category,
   * a recipe's products, every picture): saving one of those expires these pages too.
   */
  shows: readonly string[]
  /** The public pages of its own: a list and a page per document. */
  pages?: PublicPages
  /**
   * When what visitors see of a published document next changes with no save (a job offer
   * closes at the end of its apply-by day): each save queues the expiry of the tags the save
   * itself expires, at each of these instants (`revalidateCollection` in
   * src/hooks/revalidateOnChange.ts). Its parameter names the fields it reads.
   */
  changesAt?: (doc: never) => ReadonlyArray<Date | undefined>
}

export const contentTypes = [
  {
    slug: 'products',
    specName: 'products',
    onDashboard: true,
    shows: ['categories', 'sub-categories', 'media'],
    pages: {
      list: '/products',
      screen: 'products',
      card: { image: 'images', excerpt: [], facts: 'category' },
      inSitemap: true,
      onHome: false,
    },
  },
  { slug: 'categories', specName: 'category', onDashboard: true, shows: ['media'] },
  { slug: 'sub-categories', specName: 'subCategory', onDashboard: true, shows: ['categories'] },
  {
    slug: 'recipes',
    specName: 'recipes',
    onDashboard: true,
    shows: ['products', 'media'],
    pages: {
      list: '/recipes',
      screen: 'recipes',
      card: { image: 'images', excerpt: ['designDescription', 'description'], facts: 'recipeTimes' },
      inSitemap: true,
      onHome: true,
    },
  },
  {
    slug: 'news',
    specName: 'news',
    onDashboard: true,
    shows: ['media'],
    pages: {
      list: '/news',
      screen: 'news',
      card: { image: 'images', excerpt: ['description'], facts: 'date' },
      inSitemap: true,
      onHome: true,
    },
  },
  {
    slug: 'videos',
    specName: 'videos',
    onDashboard: true,
    // A video page leads to the product with the video's barcode.
    shows: ['products', 'media'],
    pages: {
      list: '/videos',
      screen: 'videos',
      card: { image: 'poster', excerpt: ['description'], facts: 'videoLabel' },
      inSitemap: true,
      onHome: true,
    },
  },
  {
    slug: 'health-care',
    specName: 'healthcare',
    onDashboard: true,
    shows: ['media'],
    pages: {
      list: '/healthCare',
      screen: 'healthCare',
      card: { image: 'images', excerpt: ['designDescription', 'description'], facts: 'subtitle' },
      inSitemap: true,
      onHome: true,
    },
  },
  {
    slug: 'jobs',
    specName: 'jobs',
    onDashboard: true,
    shows: ['media'],
    pages: {
      list: '/jobs',
      screen: 'jobs',
      card: { image: 'attachment', excerpt: [], facts: 'jobFacts' },
      inSitemap: true,
      onHome: false,
    },
    // Its page and the list say "closed" from the end of its apply-by day, with no edit then.
    changesAt: (job: { validThrough?: string | null }) => [closesAt(job.validThrough)],
  },
  { slug: 'sliders', specName: 'sliders', onDashboard: true, shows: ['media'] },
] as const satisfies readonly ContentType[]

type Declared = (typeof contentTypes)[number]

/** Every content type's collection slug. */
export type ContentCollection = Declared['slug']

/** The content types with public pages of their own. */
export type PublicContentCollection = Extract<Declared, { pages: PublicPages }>['slug']

export function contentType<S extends ContentCollection>(slug: S): Extract<Declared, { slug: S }> {
  return contentTypes.find((type) => type.slug === slug) as Extract<Declared, { slug: S }>
}

type WithPages = Extract<Declared, { pages: PublicPages }>

/** The screens of the content types with pages: each one's message catalogue and navigation key ('healthCare'). */
export type ContentScreen = WithPages['pages']['screen']

/** The public pages a content type declares. */
export function pagesOf(slug: PublicContentCollection): WithPages['pages'] {
  return (contentType(slug) as WithPages).pages
}

const hasPages = (type: Declared): type is WithPages => 'pages' in type

/** The content types with public pages, in the declaration's order. */
export const publicContentTypes = contentTypes.filter(hasPages)

/** The content types the dashboard lists, in the declaration's order. */
export const dashboardCollections: ContentCollection[] = contentTypes.filter((type) => type.onDashboard).map((type) => type.slug)

/** The list page of a content type: `/healthCare`. */
export function listPath(collection: PublicContentCollection): string {
  return pagesOf(collection).list
}

/** The page of one document: `/recipes/sumac-chip-crusted-chicken`. */
export function itemPath(collection: PublicContentCollection, slug: string): string {
  return `${listPath(collection)}/${encodeURIComponent(slug)}`
}

/** The collections whose documents a content type's pages show, its own included. */
export function collectionsShownBy(collection: ContentCollection): string[] {
  return [collection, ...contentType(collection).shows]
}
