import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { IMMUTABLE, MEDIA_UNVERSIONED, PRIVATE, RESIZED_PICTURE_SECONDS } from './src/lib/cachePolicy'
import { internalAddressRedirects, pageHeaders, signInPage } from './src/lib/routing'
import { personalAreasSource } from './src/lib/routing/areas'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/**
 * The policy is the same for every page, so pages stay cacheable: a nonce would have to
 * change with every response. Next writes its page data as inline scripts, different on
 * every page, so scripts are `'self'` plus inline ones (docs/security.md weighs this): no
 * script from another site, no eval, no plugin, no <base> or form sending elsewhere, no
 * framing by another site. Videos play in YouTube's or Vimeo's frame.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  ...(process.env.SITE_URL?.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
].join('; ')

/** Nothing on the site uses these; a script that got in cannot either. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()'

const securityHeaders: HeaderRule = {
  // Unnamed, as Next's docs have it: a rule with named parameters has every value that holds
  // a `:` (the policy's `data:`) compiled again for each request.
  source: '/(.*)',
  headers: [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    ...(process.env.SITE_URL?.startsWith('https://')
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ],
}

/**
 * An uploaded file is shown, never run: even a file that got past the check of its bytes
 * (src/lib/fileSignature.ts) opens as an inert document, without scripts or forms. The
 * brand's own files are sent the same way.
 */
const inertFile = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox" },
  { key: 'Content-Disposition', value: 'inline' },
]

/**
 * A PDF (a certificate) opens in the browser's own viewer, which a sandboxed document may not
 * load: nothing else of the page's policy is needed, and nothing may frame it from elsewhere.
 */
const pdfFile = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'self'" },
  { key: 'Content-Disposition', value: 'inline' },
]

/**
 * Cache-Control outside the pages (pages: src/lib/routing.ts), as the cache policy says
 * (src/lib/cachePolicy.ts), with the files' own headers. Next keeps a Cache-Control it finds already set on the response
 * (send-payload.ts), so these win over Next's defaults; Payload's REST answers come with
 * none at all. Next tests every rule against every request: one rule per answer.
 */
const fileAndPrivateHeaders: HeaderRule[] = [
  // The admin, the REST and GraphQL API (but uploaded files) and draft preview: one person's.
  { source: personalAreasSource, headers: [{ key: 'Cache-Control', value: PRIVATE }] },
  // Media, document and brand files are linked with `?v=` (the document's version,
  // src/lib/media.ts; src/lib/brandAssets.ts), so a versioned address never changes content.
  {
    source: '/:folder(api/media/file|brand)/:path*',
    has: [{ type: 'query', key: 'v' }],
    headers: [...inertFile, { key: 'Cache-Control', value: IMMUTABLE }],
  },
  {
    source: '/api/documents/file/:path*',
    has: [{ type: 'query', key: 'v' }],
    headers: [...pdfFile, { key: 'Cache-Control', value: IMMUTABLE }],
  },
  // A job applicant's CV: administrators only (private, as the API), opened inert.
  { source: '/api/cv-files/file/:path*', headers: pdfFile },
  // A file's address without it is kept an hour.
  {
    source: '/api/media/file/:path*',
    missing: [{ type: 'query', key: 'v' }],
    headers: [...inertFile, { key: 'Cache-Control', value: MEDIA_UNVERSIONED }],
  },
  {
    source: '/api/documents/file/:path*',
    missing: [{ type: 'query', key: 'v' }],
    headers: [...pdfFile, { key: 'Cache-Control', value: MEDIA_UNVERSIONED }],
  },
]

const nextConfig: NextConfig = {
  // A second server on another database needs its own build folder, so caches never mix.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // An ETag is a hash of the whole page, computed again for every response: about an
  // eighth of the time a cached page takes to serve (docs/performance.md). Shared caches
  // keep pages by time (s-maxage), and the pictures, scripts and styles that make up most
  // of a revisit have immutable addresses.
  generateEtags: false,
  // Several instances share one cache in Redis (docs/operations.md); read when the server
  // starts, so the same build serves with or without it.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve('src/lib/sharedCache/cacheHandler.mjs'), cacheMaxMemorySize: 0 } : {}),
  serverExternalPackages: ['payload'],
  images: {
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: RESIZED_PICTURE_SECONDS,
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // Type checking and lint run in `npm test`; the build need not repeat them.
  typescript: { ignoreBuildErrors: true },
  headers: async () => [securityHeaders, ...pageHeaders, ...fileAndPrivateHeaders],
  // No rewrites: the site's server gives English addresses their `en` (beforeNext in
  // src/lib/routing.ts), where a rule of Next's cost every English page a fifth of its rate.
  redirects: async () => internalAddressRedirects,
  webpack: (webpackConfig) => {
    // Payload's sources import `.js` paths that are `.ts` files.
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every page for the device's colour scheme (light or dark) with a client hint, for
 * the admin's theme. Only the admin uses it, so only the admin and its sign-in page ask. Payload
 * also makes it `Critical-CH`, which has a browser that was not asked before send its first admin
 * request twice: the first answer, a whole render of the screen, is thrown away. Without it, a
 * browser signing in already sends the hint with its first admin request, and one that opens the
 * admin directly is answered in the light theme, which Payload's own script changes to the
 * device's as the screen starts (its ThemeProvider reads `prefers-color-scheme`).
 */
const colourSchemeHint = { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }
const payloadHeaders = config.headers
config.headers = async () => [
  ...(await payloadHeaders!()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*', headers: rule.headers.filter((header) => header.key !== 'Critical-CH') }
      : rule,
  ),
  { source: signInPage, headers: [colourSchemeHint] },
]

export default config
