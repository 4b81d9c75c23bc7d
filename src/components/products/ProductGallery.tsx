import { Cookie } from '@/components/icons'
import Image from 'next/image'

import type { SiteImage } from '@/lib/media'

import { PhotoThumbnails } from './PhotoThumbnails'
import styles from './ProductGallery.module.css'

type Props = {
  photos: SiteImage[]
  thumbnails: SiteImage[]
  labels: { photos: string; showPhoto: (number: number, total: number) => string }
}

/**
 * The product's photos in a strip that snaps from one to the next (swipe on a phone,
 * scroll or the thumbnails elsewhere). Thumbnails are links to each photo, so they work
 * without JavaScript; with it, they scroll the strip without moving the page.
 */
export function ProductGallery({ photos, thumbnails, labels }: Props) {
  if (photos.length === 0) {
    return (
      <div className={styles.placeholder} aria-hidden="true">
        <Cookie size={72} strokeWidth={1.25} />
      </div>
    )
  }
  const total = photos.length
  return (
    <div className={styles.gallery}>
      {/* Focusable so that keyboard users can scroll it with the arrow keys. */}
      <div id="product-photos" className={styles.strip} role="region" aria-label={labels.photos} tabIndex={total > 1 ? 0 : undefined}>
        {photos.map((photo, index) => (
          <div key={photo.src} id={`photo-${index + 1}`} className={styles.slide}>
            <Image
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              sizes="(width >= 1200px) 640px, (width >= 900px) 55vw, 100vw"
              className={styles.photo}
              priority={index === 0}
            />
          </div>
        ))}
      </div>
      {total > 1 && (
        <PhotoThumbnails
          stripId="product-photos"
          thumbnails={thumbnails.map((thumbnail, index) => ({
            ...thumbnail,
            target: `photo-${index + 1}`,
            label: labels.showPhoto(index + 1, total),
          }))}
        />
      )}
    </div>
  )
}
