'use client'

import { preload } from 'react-dom'

type Props = {
  src: string
  srcSet?: string
  sizes: string
  width: number
  height: number
  alt: string
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
export function FirstViewImage({ src, srcSet, sizes, width, height, alt, className, priority }: Props) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined })
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      {...(srcSet && { srcSet, sizes })}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading="eager"
      {...(priority && { fetchPriority: 'high' })}
    />
  )
}
