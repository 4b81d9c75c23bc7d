import styles from './SocialIcon.module.css'

export type Network = 'facebook' | 'instagram' | 'youtube' | 'linkedin'

/** The network's mark, in the footer's text colour (the link names the network). */
export function SocialIcon({ network }: { network: Network }) {
  return <span className={`${styles.icon} ${styles[network]}`} aria-hidden="true" />
}
