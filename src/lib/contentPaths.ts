/** Where each content type's list lives on the public site (the spec's paths). */
export const listPaths = {
  products: '/products',
  recipes: '/recipes',
  news: '/news',
  videos: '/videos',
  'health-care': '/healthCare',
  jobs: '/jobs',
} as const

export type PathCollection = keyof typeof listPaths

/** The page of one document: `/recipes/sumac-chip-crusted-chicken`. */
export function itemPath(collection: PathCollection, slug: string): string {
  return `${listPaths[collection]}/${encodeURIComponent(slug)}`
}
