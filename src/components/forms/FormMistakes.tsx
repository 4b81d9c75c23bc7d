import type { ReactNode, Ref } from 'react'

import { CircleAlert } from '@/components/icons'

import styles from './form.module.css'

type Props = {
  title: string
  /** Each field's mistake, by the field's id. */
  mistakes: Array<{ id: string; message: ReactNode }>
  /** What went wrong with the form as a whole (too many tries, a failure to send). */
  problem?: ReactNode
  /** Given the summary, or else the problem: the form moves the focus there after an answer. */
  notice: Ref<HTMLDivElement>
}

/** What is wrong after the form was sent: its mistakes listed at the top, each a link to its field, or the form's problem. */
export function FormMistakes({ title, mistakes, problem, notice }: Props) {
  return (
    <>
      {mistakes.length > 0 && (
        <div ref={notice} tabIndex={-1} role="alert" className={styles.summary}>
          <p className={styles.summaryTitle}>{title}</p>
          <ul>
            {mistakes.map(({ id, message }) => (
              <li key={id}>
                <a href={`#${id}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {problem && (
        <div ref={mistakes.length > 0 ? undefined : notice} tabIndex={-1} role="alert" className={styles.problem}>
          <CircleAlert size={20} aria-hidden="true" />
          <p>{problem}</p>
        </div>
      )}
    </>
  )
}
