import { Inbox } from '@/components/icons'

import styles from './EmptyState.module.css'

/** What a list shows when it has nothing to show. */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className={styles.empty} role="status">
      <Inbox size={40} aria-hidden="true" />
      <p>{message}</p>
    </div>
  )
}
