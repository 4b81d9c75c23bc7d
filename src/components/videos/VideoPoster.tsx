import { SitePicture } from '@/components/media/SitePicture'
import type { SiteImage } from '@/lib/media'

import styles from './VideoPlayer.module.css'

/**
 * The 12:5 poster covers the player's 16:9 frame, which fills the article's width (at most
 * 1100 px with 16 px at each side): it is drawn 1.35 times as wide as the frame.
 */
const posterSizes = '(width >= 1100px) 1442px, calc((100vw - 32px) * 1.35)'

/** The video's poster in the player, before the visitor presses play: the page's main picture. */
export function VideoPoster({ image }: { image: SiteImage }) {
  return <SitePicture image={image} alt="" sizes={posterSizes} className={styles.poster} priority />
}
