import type { MetadataRoute } from 'next'

import { serverURL } from '@/lib/serverUrl'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/login', '/ResetPassword'] }],
    sitemap: `${serverURL}/sitemap.xml`,
  }
}
