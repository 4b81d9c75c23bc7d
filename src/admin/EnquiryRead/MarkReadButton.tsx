'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = { id: number | string; label: string; accessibleLabel: string; failedMessage: string }

/** Marks one enquiry read from the list (the same save as ticking "Read" in it), then shows the list again. */
export function MarkReadButton({ id, label, accessibleLabel, failedMessage }: Props) {
  const { config } = useConfig()
  const router = useRouter()
  const [saving, setSaving] = useState(false)

  async function markRead() {
    setSaving(true)
    try {
      // The admin's own address: a session cookie goes with it, whichever host name the editor opened.
      const response = await fetch(`${config.routes.api}/enquiries/${id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ read: true }),
      })
      if (!response.ok) throw new Error(`The save answered ${response.status}`)
      router.refresh()
    } catch {
      toast.error(failedMessage)
      setSaving(false)
    }
  }

  return (
    <Button buttonStyle="secondary" size="small" margin={false} onClick={markRead} disabled={saving} aria-label={accessibleLabel}>
      {label}
    </Button>
  )
}
