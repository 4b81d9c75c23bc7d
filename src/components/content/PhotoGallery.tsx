import Image from 'next/image'
import type { CSSProperties } from 'react'

import type { SiteImage } from '@/lib/media'

import styles from './PhotoGallery.module.css'

/** An item's photos: the first one large (it is the page's main picture), the others beside or below it. */
export function PhotoGallery({ images }: { images: SiteImage[] }) {
  if (images.length === 0) return null
  const [main, ...more] = images
  return (
    <div
      className={more.length > 0 ? `${styles.gallery} ${styles.several}` : styles.gallery}
      style={{ '--more': more.length } as CSSProperties}
    >
      <Image
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        sizes="(width >= 1132px) 1100px, 100vw"
        className={styles.main}
        priority
      />
      {more.map((image) => (
        <Image
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(width >= 768px) 360px, 50vw"
          className={styles.more}
        />
      ))}
    </div>
  )
}
