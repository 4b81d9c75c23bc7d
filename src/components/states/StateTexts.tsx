'use client'

import { createContext, type ReactNode, useContext } from 'react'

/** What the client-side states say, in the page's language, and where "home" is in it. */
export type StateTexts = { loading: string; errorTitle: string; tryAgain: string; homePath: string }

const Texts = createContext<StateTexts>({
  loading: 'Loading…',
  errorTitle: 'Something went wrong',
  tryAgain: 'Try again',
  homePath: '/',
})

/**
 * The few texts that client components show, handed down by the server layout as plain
 * strings: next-intl's client provider and `useTranslations` would bring its message
 * formatter to every page for three sentences.
 */
export function StateTextsProvider({ texts, children }: { texts: StateTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>
}

export const useStateTexts = () => useContext(Texts)
