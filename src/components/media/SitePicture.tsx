import type { SiteImage } from '@/lib/media'

import { FirstViewImage } from './FirstViewImage'
import { PictureImage } from './PictureImage'

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
 * A picture in the sizes made on upload (src/lib/pictureSizes.ts), as a plain `<img>` (PictureImage):
 * the files are already WebP at the widths the layout needs, so it needs no `next/image`
 * round trip through the optimizer. One fetched at once goes through FirstViewImage, which
 * says why.
 */
export function SitePicture({ image, sizes, className, alt = image.alt, priority = false, eager = false }: Props) {
  const shown = { ...image, alt }
  if (priority || eager === true) return <FirstViewImage image={shown} sizes={sizes} className={className} priority={priority} />
  return (
    <PictureImage
      image={shown}
      sizes={sizes}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager === 'low' ? 'low' : undefined}
    />
  )
}
