import { preload } from 'react-dom'

import type { SiteImage } from '@/lib/media'

type Props = {
  image: SiteImage
  /**
   * The width the picture takes at each screen width, as the page's CSS lays it out (the
   * `sizes` attribute): the browser picks the smallest file of `srcSet` that is sharp there.
   */
  sizes: string
  className?: string
  /** '' when the words beside the picture already say what it shows. */
  alt?: string
  /**
   * The largest picture of the first view (the page's LCP element): preloaded from the
   * page's head and fetched first.
   */
  priority?: boolean
  /**
   * In the first view, below a larger picture: fetched at once, at the browser's own
   * priority. `'low'`: in the first view beside the page's main picture but not it (a
   * recipe's decorative band above its title): fetched at once at low priority, and not
   * preloaded, so that the main picture's bytes come first on a slow line (React preloads
   * every other picture that is not lazy). Every other picture waits until it nears the screen.
   */
  eager?: boolean | 'low'
}

/**
 * A picture in the sizes made on upload (src/lib/pictureSizes.ts), as a plain `<img>`:
 * the files are already WebP at the widths the layout needs, so it needs no
 * `next/image` round trip through the optimizer, and no client JavaScript.
 */
export function SitePicture({ image, sizes, className, alt = image.alt, priority = false, eager = false }: Props) {
  if (priority) {
    preload(image.src, { as: 'image', fetchPriority: 'high', imageSrcSet: image.srcSet, imageSizes: image.srcSet ? sizes : undefined })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      {...(image.srcSet && { srcSet: image.srcSet, sizes })}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' } : eager === 'low' && { fetchPriority: 'low' })}
    />
  )
}
