'use client'

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { PREFERENCE_KEYS } from 'payload/shared'
import { type ReactNode, useEffect } from 'react'

/**
 * Keeps the side menu open on a desktop screen. Payload follows the editor's choice only on
 * screens wider than 1440 px and closes the menu below that, so on the common laptop and
 * desktop widths (1025 to 1440 px) every page opened with the menu shut. There, as above
 * 1440 px, the menu is open unless the editor closed it. Phones and tablets keep Payload's
 * menu that opens over the page.
 */
export function NavOpenOnDesktop({ children }: { children: ReactNode }) {
  const { setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  const {
    breakpoints: { l: atMost1440, m: atMost1024 },
  } = useWindowInfo()

  useEffect(() => {
    if (atMost1440 !== true || atMost1024 !== false) return
    let current = true
    // Read after Payload's own effect has closed the menu for this width, so this comes last.
    void getPreference<{ open?: boolean }>(PREFERENCE_KEYS.NAV).then((preference) => {
      if (current) setNavOpen(preference?.open !== false)
    })
    return () => {
      current = false
    }
  }, [atMost1440, atMost1024, getPreference, setNavOpen])

  return children
}
