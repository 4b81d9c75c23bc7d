'use client'

import { ConfirmationModal, useConfig, useFormModified, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { adminT } from '../translations'

const MODAL = 'locale-switch-unsaved'

/** The language a click in Payload's locale menu asks for, or null for any other click. */
function requestedLocale(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null
  // Payload's menu renders each language as a button holding `<span data-locale="ar">`.
  const option = target.closest('.popup-button-list__button')
  return option?.querySelector('.localizer__locale-code[data-locale]')?.getAttribute('data-locale') ?? null
}

function addressIn(locale: string): string {
  const params = new URLSearchParams(window.location.search)
  params.set('locale', locale)
  return `${window.location.pathname}?${params}`
}

/** Payload's address of a document not saved yet ends in `/create`; after the first save it names the id. */
const isCreateAddress = () => window.location.pathname.endsWith('/create')

/**
 * Payload's locale menu reloads the form in the other language and drops what was typed,
 * without the warning that leaving the page gives. With unsaved changes, a choice in that
 * menu asks first: save them as a draft and switch, or keep editing.
 *
 * A new document is opened in English by the server (StartInEnglish.tsx), before its form is drawn.
 */
export function LocaleSwitchGuard() {
  const modified = useFormModified()
  // Read by the click listener and the wait after saving, which outlive a render.
  const modifiedNow = useRef(modified)
  useEffect(() => {
    modifiedNow.current = modified
  }, [modified])
  const { openModal } = useModal()
  const { config } = useConfig()
  const locale = useLocale()
  const router = useRouter()
  const { t, i18n } = useTranslation()
  const tt = adminT(t)
  const [target, setTarget] = useState<string | null>(null)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const requested = requestedLocale(event.target)
      if (!requested || !modifiedNow.current) return
      // Before Payload's own handler, which would switch at once.
      event.preventDefault()
      event.stopPropagation()
      setTarget(requested)
      openModal(MODAL)
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [openModal])

  const labelOf = (code: string | null) => {
    const found = config.localization ? config.localization.locales.find((option) => option.code === code) : undefined
    const label = found?.label ?? code ?? ''
    return typeof label === 'string' ? label : (label[i18n.language] ?? Object.values(label)[0] ?? '')
  }

  const saveAndSwitch = async () => {
    const requested = target
    const wasNew = isCreateAddress()
    // Payload's own Save draft button: the same request, checks and messages as a click on it.
    document.querySelector<HTMLButtonElement>('#action-save-draft')?.click()
    const deadline = Date.now() + 15_000
    // A new document is switched at its own address once saved: at `/create` the other
    // language would show an empty form, and the saved draft would seem lost.
    const saved = () => !modifiedNow.current && !(wasNew && isCreateAddress())
    while (!saved() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    if (saved() && requested) router.push(addressIn(requested))
  }

  return (
    <ConfirmationModal
      modalSlug={MODAL}
      heading={tt('hawler:unsavedHeading')}
      body={tt('hawler:unsavedBody', { language: labelOf(locale.code), target: labelOf(target) })}
      confirmLabel={tt('hawler:unsavedSave')}
      cancelLabel={tt('hawler:unsavedStay')}
      onConfirm={saveAndSwitch}
    />
  )
}
