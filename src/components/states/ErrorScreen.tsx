'use client'

import NextLink from 'next/link'

import styles from './states.module.css'
import { useStateTexts } from './StateTexts'

/** 'Something went wrong', the error message, and a 'Try again' button to the home page. */
export function ErrorScreen({ message }: { message?: string }) {
  const { errorTitle, tryAgain, homePath } = useStateTexts()
  return (
    <main id="main" className={styles.screen} role="alert">
      <h1>{errorTitle}</h1>
      {message && <p className={styles.message}>{message}</p>}
      <NextLink href={homePath} className={styles.button}>
        {tryAgain}
      </NextLink>
    </main>
  )
}
