import type { Media } from '@/payload-types'

import { type PictureSize, shapeOf } from '@/lib/pictureSizes'
import { serverURL } from '@/lib/serverUrl'

export type ImageSize = PictureSize

/**
 * A picture ready for `SitePicture`: `src` and its dimensions are the size asked for,
 * `srcSet` lists every size of the same shape, so the browser can take a smaller or a
 * larger one by the `sizes` the page gives.
 */
export type SiteImage = { src: string; srcSet?: string; width: number; height: number; alt: string }

/**
 * Payload writes absolute file addresses (it knows the site's URL); pages use the path,
 * so a picture loads from wherever the site is served from.
 */
export function sitePath(url: string): string {
  return url.startsWith(serverURL) ? url.slice(serverURL.length) || '/' : url
}

export function isMedia(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'filename' in value
}

/**
 * A picture from a populated upload field, in one of the sizes made on upload (or the
 * uploaded file itself without `size`); null when missing. A picture uploaded before a
 * size existed lacks it: it is shown in the sizes it has, or as uploaded.
 */
export function toImage(value: unknown, size?: ImageSize): SiteImage | null {
  if (!isMedia(value) || !value.url || !value.mimeType?.startsWith('image/')) return null
  const address = (url: string) => versioned(sitePath(url), value.updatedAt)
  const shape = size ? shapeOf(size) : []
  const made = shape.flatMap(({ name }, order) => {
    const file = value.sizes?.[name]
    return file?.url && file.width && file.height ? [{ order, url: file.url, width: file.width, height: file.height }] : []
  })
  // The size asked for, else the next larger one of its shape, else the largest made.
  const wanted = shape.findIndex(({ name }) => name === size)
  const chosen = made.find(({ order }) => order >= wanted) ?? made.at(-1)
  const url = chosen?.url ?? value.url
  const width = chosen?.width ?? value.width
  const height = chosen?.height ?? value.height
  if (!width || !height) return null
  return {
    src: address(url),
    ...(made.length > 1 ? { srcSet: made.map((file) => `${address(file.url)} ${file.width}w`).join(', ') } : {}),
    width,
    height,
    alt: value.alt ?? '',
  }
}

/**
 * A file keeps its name when an editor moves its focal point or crops it again (Payload
 * writes the sizes anew under the same names), so the address carries the document's
 * version: browsers and nginx may then keep a file for a year (`next.config.ts`), and
 * an edit is a new address.
 */
export function versioned(path: string, updatedAt: string | null | undefined): string {
  const version = updatedAt ? Date.parse(updatedAt) : NaN
  return Number.isFinite(version) && /^\/api\/(?:media|documents)\/file\//.test(path) ? `${path}?v=${version.toString(36)}` : path
}

export function toImages(values: unknown, size?: ImageSize): SiteImage[] {
  return Array.isArray(values) ? values.map((value) => toImage(value, size)).filter((image): image is SiteImage => image !== null) : []
}

/**
 * The picture without the files of `srcSet` wider than `largest` px (where the layout never
 * needs them). When only its own file is left there is no choice to offer: no `srcSet`.
 */
export function widthsUpTo(image: SiteImage, largest: number): SiteImage {
  if (!image.srcSet) return image
  const kept = image.srcSet
    .split(', ')
    .filter((candidate) => Number.parseInt(candidate.slice(candidate.lastIndexOf(' ') + 1), 10) <= largest)
  if (kept.length === 1 && kept[0].slice(0, kept[0].lastIndexOf(' ')) === image.src) {
    const { srcSet: _all, ...alone } = image
    return alone
  }
  return kept.length > 0 ? { ...image, srcSet: kept.join(', ') } : image
}
