'use client'

import { preload } from 'react-dom'

import type { SiteImage } from '@/lib/media'

import { PictureImage } from './PictureImage'

type Props = {
  image: SiteImage
  sizes: string
  className?: string
  /** The page's main picture: preloaded from the head and fetched first. */
  priority: boolean
}

/**
 * A picture of the first view, fetched at once. It is a client component only so that it
 * renders outside React's server components renderer: that renderer turns every such `<img>`
 * (and every `preload()`) into a preload hint carried in the page's RSC payload, which a
 * prefetching link then acts on. Every page that linked to one prefetched it and downloaded
 * its pictures, on a phone 25–38 KB a page view for pages never opened. Rendered here, the
 * preload is written in the HTML's head only, and a page prefetched is fetched as data alone.
 */
export function FirstViewImage({ image, sizes, className, priority }: Props) {
  if (priority) {
    preload(image.src, { as: 'image', fetchPriority: 'high', imageSrcSet: image.srcSet, imageSizes: image.srcSet ? sizes : undefined })
  }
  return <PictureImage image={image} sizes={sizes} className={className} loading="eager" fetchPriority={priority ? 'high' : undefined} />
}
