import { Cookie } from '@/components/icons'

import { SitePicture } from '@/components/media/SitePicture'
import { type SiteImage, widthsUpTo } from '@/lib/media'

import { PhotoThumbnails } from './PhotoThumbnails'
import styles from './ProductGallery.module.css'

/**
 * The strip's width (ProductGallery.module.css, the product page's grid): the row of at most
 * 1200 px less 16 px at each side, and from 900 px 11/20 of it, 40 px from the text.
 */
const photoSizes = '(width >= 1200px) 620px, (width >= 900px) calc(55vw - 40px), calc(100vw - 32px)'
const thumbnailSizes = '(width >= 640px) 96px, 80px'
/** The thumbnail's own file, 400 px wide, is sharp at 96 px on a screen of four pixels per point. */
const THUMBNAIL_FILE = 400

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
            <SitePicture image={photo} sizes={photoSizes} className={styles.photo} priority={index === 0} />
          </div>
        ))}
      </div>
      {total > 1 && (
        <PhotoThumbnails
          stripId="product-photos"
          thumbnails={thumbnails.map((thumbnail, index) => ({
            target: `photo-${index + 1}`,
            label: labels.showPhoto(index + 1, total),
            picture: (
              <SitePicture image={widthsUpTo(thumbnail, THUMBNAIL_FILE)} alt="" sizes={thumbnailSizes} className={styles.thumbnailImage} />
            ),
          }))}
        />
      )}
    </div>
  )
}
