import { NextRequest } from 'next/server'
import { expect } from 'vitest'

import { beforeNext } from '@/lib/routing'
import proxy from '@/proxy'

/**
 * Where the proxy rewrites a request for `address` to, or null when it lets it through as the
 * site's server gave it to Next (English with its `en`, beforeNext).
 */
export async function proxyRewrite(address: string): Promise<URL | null> {
  const route = beforeNext(address)
  const given = route && 'rewrite' in route ? route.rewrite : address
  const response = await proxy(new NextRequest(new URL(given, 'http://site.example')))
  expect(response.headers.get('location')).toBeNull()
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (rewrite) return new URL(rewrite)
  expect(response.headers.get('x-middleware-next')).toBe('1')
  return null
}
