import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { locales } from '@/i18n/locales'
import { edge } from '@/lib/cachePolicy'
import { previewablePath } from '@/lib/preview'
import { pageHeaders } from '@/lib/routing'
import { nonPageSegments, personalAreasSource } from '@/lib/routing/areas'
import { ENGLISH_PAGE } from '@/lib/routing/beforeNext'

const DECLARATION = path.join('src', 'lib', 'routing', 'areas.ts')

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(?:tsx?|mjs)$/.test(entry.name) ? [file] : []
  })

describe('the areas that are not pages', () => {
  it('make the same patterns as when each was written by hand', () => {
    const languages = [...locales, 'he'].join('|')
    expect(ENGLISH_PAGE).toEqual(new RegExp(`^/(?:(?!(?:${languages}|01|admin|api|next|codes)(?:/|$)|_)(?:[^./]+/)*[^./]+)?$`, 'i'))
    expect(pageHeaders[0].source).toBe('/:page((?!(?:admin|api|_next|next|codes)(?:/|$))[^.]*)')
    expect(personalAreasSource).toBe('/:area(admin|api(?!/(?:media|documents)/file/)|next)/:path*')
    expect(edge.neverCached).toEqual(['/admin', '/api/', '/next/'])
    expect(robots().rules).toEqual([{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/login', '/ResetPassword'] }])
    for (const kept of ['/admin', '/api/users', '/next/preview?path=/', '/next']) expect(previewablePath(kept), kept).toBeNull()
  })

  it('are listed in src/lib/routing/areas.ts alone', () => {
    // Two of the segments side by side, as a list or an alternation: `'admin', 'api'`, `admin|api`, `'/api/', '/next/'`.
    const names = nonPageSegments.join('|')
    const listed = new RegExp(`(?<![\\w-])(?:${names})['"/]*\\s*[|,]\\s*['"/]*(?:${names})(?![\\w-])`)
    const written = [...sources('src'), 'next.config.ts']
      .filter((file) => file !== DECLARATION)
      .filter((file) => listed.test(fs.readFileSync(file, 'utf8')))
    expect(written).toEqual([])
  })
})
