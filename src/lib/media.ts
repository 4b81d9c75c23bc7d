import type { Media } from '@/payload-types'

import { serverURL } from '@/lib/serverUrl'

export type ImageSize = 'thumbnail' | 'card' | 'hero'

export type SiteImage = { src: string; width: number; height: number; alt: string }

/**
 * Payload writes absolute file addresses (it knows the site's URL); pages use the path,
 * so `next/image` treats them as local files wherever the site is served from.
 */
export function sitePath(url: string): string {
  return url.startsWith(serverURL) ? url.slice(serverURL.length) || '/' : url
}

export function isMedia(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'filename' in value
}

/** A picture ready for `next/image`, from a populated upload field; null when missing. */
export function toImage(value: unknown, size?: ImageSize): SiteImage | null {
  if (!isMedia(value) || !value.url || !value.mimeType?.startsWith('image/')) return null
  const sized = size ? value.sizes?.[size] : undefined
  const url = sized?.url ?? value.url
  const width = sized?.width ?? value.width
  const height = sized?.height ?? value.height
  if (!url || !width || !height) return null
  return { src: versioned(sitePath(url), value.updatedAt), width, height, alt: value.alt ?? '' }
}

/**
 * A file keeps its name when an editor moves its focal point or crops it again (Payload
 * writes the sizes anew under the same names), so the address carries the document's
 * version: browsers, nginx and `next/image` may then keep a file for a year
 * (`next.config.ts`), and an edit is a new address.
 */
export function versioned(path: string, updatedAt: string | null | undefined): string {
  const version = updatedAt ? Date.parse(updatedAt) : NaN
  return Number.isFinite(version) && path.startsWith('/api/media/file/') ? `${path}?v=${version.toString(36)}` : path
}

export function toImages(values: unknown, size?: ImageSize): SiteImage[] {
  return Array.isArray(values) ? values.map((value) => toImage(value, size)).filter((image): image is SiteImage => image !== null) : []
}
