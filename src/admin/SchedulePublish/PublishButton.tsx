'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Publish button, whose "Schedule publish" window starts on Publish for a document
 * that is not on the site.
 *
 * Payload's button opens that window on Unpublish unless a published document has newer
 * changes (`!hasNewerVersions ? 'unpublish' : 'publish'`), so a draft never published opened
 * on Unpublish, and saved as it opened, it scheduled nothing that an editor wanted. The
 * window's choice is its own state, with no prop for it on the button: once the window is
 * drawn, Publish is chosen as a click on it would. A published document keeps Payload's choice.
 */
export function PublishButton({ label }: { label?: string }) {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  // Payload's name for the window (PublishButton/index.js) and for its type radios (Radio's id).
  const drawer = `schedule-publish-${id}`
  const open = isModalOpen(drawer)

  useEffect(() => {
    if (!open || hasPublishedDoc) return
    const choosePublish = () => {
      const publish = document.getElementById(`field-${drawer}-type-publish`)
      if (!(publish instanceof HTMLInputElement)) return false
      if (!publish.checked) publish.click()
      return true
    }
    if (choosePublish()) return
    // The window is drawn into a portal after this render.
    const observer = new MutationObserver(() => {
      if (choosePublish()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open, hasPublishedDoc, drawer])

  return <PayloadPublishButton label={label} />
}
