/** The pages the budgets are about, in English and Arabic, with slugs from the REST API. */
import type { Locale } from '../../src/i18n/locales'
import { GENERATED_SLUG_PREFIX } from './catalogue'
import { getJson } from './http'

export type PageKind = 'home' | 'product list' | 'product detail' | 'recipe detail' | 'news list'

export type BenchPage = { kind: PageKind; locale: Locale; path: string; name: string }

/** The first published document of the demo content (not a generated product). */
async function firstSlug(appUrl: string, collection: 'products' | 'recipes'): Promise<string> {
  const query = new URLSearchParams({ limit: '1', depth: '0', sort: 'createdAt', 'where[slug][not_like]': GENERATED_SLUG_PREFIX })
  const body = await getJson<{ docs: Array<{ slug: string }> }>(`${appUrl}/api/${collection}?${query}`)
  const slug = body.docs[0]?.slug
  if (!slug) throw new Error(`No ${collection} to measure: the demo content is missing.`)
  return slug
}

export async function benchPages(appUrl: string, locales: Locale[] = ['en', 'ar']): Promise<BenchPage[]> {
  const product = await firstSlug(appUrl, 'products')
  const recipe = await firstSlug(appUrl, 'recipes')
  const paths: Array<[PageKind, string]> = [
    ['home', '/'],
    ['product list', '/products'],
    ['product detail', `/products/${product}`],
    ['recipe detail', `/recipes/${recipe}`],
    ['news list', '/news'],
  ]
  const pages = locales.flatMap((locale) =>
    paths.map(([kind, path]) => {
      // English has no prefix (next-intl's `as-needed`); the others do.
      const localized = locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`
      return { kind, locale, path: localized, name: `${kind} (${locale})` }
    }),
  )
  // Kurdish is set in its own font (Vazirmatn covers it as it does Arabic): its home page checks that.
  return [...pages, { kind: 'home', locale: 'ckb', path: '/ckb', name: 'home (ckb)' }]
}
