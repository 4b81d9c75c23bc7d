import type { SiteImage } from '@/lib/media'

type Props = {
  image: SiteImage
  sizes: string
  className?: string
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low'
}

/**
 * The `<img>` of a picture in the sizes made on upload, the same on either side of the RSC
 * boundary: rendered by the server for SitePicture, by the client tree for FirstViewImage.
 */
export function PictureImage({ image, sizes, className, loading, fetchPriority }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      {...(image.srcSet && { srcSet: image.srcSet, sizes })}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={loading}
      // Left out when unset: an undefined prop still costs the RSC payload a `"$undefined"`.
      {...(fetchPriority && { fetchPriority })}
    />
  )
}
