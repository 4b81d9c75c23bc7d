import styles from './DashboardOverview.module.css'

export type RecentDocument = {
  collection: string
  id: number
  title: string
  status: 'published' | 'draft'
  updatedAt: string
  /** Who saved it last, by name (or e-mail); unknown for saves made before this was kept. */
  by?: string
}

type Labels = {
  heading: string
  empty: string
  published: string
  draft: string
  untitled: string
  /** "by Sara" */
  by: (name: string) => string
  types: Record<string, string>
}

/** "Edited 5 minutes ago": relative, so it is right in every time zone. */
function editedAgo(updatedAt: string, language: string): string {
  const seconds = Math.round((new Date(updatedAt).getTime() - Date.now()) / 1000)
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ]
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return format.format(0, 'minute')
}

/** The last documents saved, each a link to its edit screen. */
export function RecentlyEdited({ documents, language, labels }: { documents: RecentDocument[]; language: string; labels: Labels }) {
  return (
    <section aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent" className={styles.heading}>
        {labels.heading}
      </h2>
      {documents.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className={styles.recent}>
          {documents.map((doc) => (
            <li key={`${doc.collection}-${doc.id}`}>
              <a href={`/admin/collections/${doc.collection}/${doc.id}`} className={styles.recentTitle}>
                {doc.title || labels.untitled}
              </a>
              <span className={styles.recentMeta}>
                {labels.types[doc.collection]} · <span className={styles[doc.status]}>{labels[doc.status]}</span> ·{' '}
                <time dateTime={doc.updatedAt}>{editedAgo(doc.updatedAt, language)}</time>
                {doc.by && <> · {labels.by(doc.by)}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
