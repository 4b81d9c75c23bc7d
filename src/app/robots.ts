import type { MetadataRoute } from 'next'

import { PERSONAL_PAGES } from '@/lib/cachePolicy'
import { prefixesKeptFromSearch } from '@/lib/routing/areas'
import { serverURL } from '@/lib/serverUrl'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...prefixesKeptFromSearch, ...PERSONAL_PAGES] }],
    sitemap: `${serverURL}/sitemap.xml`,
  }
}
