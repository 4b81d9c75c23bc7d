'use client'

import Form from 'next/form'
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react'

import { announce } from '@/components/layout/politeAnnouncer'

type Props = {
  action: string
  label: string
  className: string
  /** What the results are, said to a screen reader once a change has applied ("12 products"). */
  resultsAnnouncement: string
  children: ReactNode
}

/**
 * How the last search was sent: by a change to one of the filters (a tick, a category), whose
 * control is found again in the form the next page renders, or by "Show N products".
 */
type Sent = { by: 'change'; name: string; value: string; type: string; scrollY: number } | { by: 'results'; list: string }

/** Module state: the form itself is rendered anew for the new address. */
let sent: Sent | null = null

/**
 * The product search form. With scripts, a search applies as a navigation inside the page
 * (Next's `<Form>`, which sends a GET form's fields as the address does): the visitor stays
 * where they were, the control they changed keeps the focus, and a screen reader hears how
 * many products there are now. Without scripts it is the same form, sent by the browser.
 */
export function ProductFilterForm({ action, label, className, resultsAnnouncement, children }: Props) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const last = sent
    sent = null
    if (!last || !form.current) return
    if (last.by === 'results') document.getElementById(last.list)?.scrollIntoView({ block: 'start' })
    else {
      // Next's router keeps the position when asked (`scroll={false}`), but the new page's
      // render still left a phone at the top of the list: the visitor is put back where they were.
      window.scrollTo({ top: last.scrollY, behavior: 'instant' })
      findControl(form.current, last)?.focus({ preventScroll: true })
    }
    announce(resultsAnnouncement)
  }, [resultsAnnouncement])

  // Captured before the control's own handler, which sends the form at once.
  const changed = useRef<HTMLInputElement | HTMLSelectElement | null>(null)
  function rememberChange(event: FormEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) changed.current = event.target
  }

  function rememberSearch(event: FormEvent<HTMLFormElement>) {
    const { submitter } = event.nativeEvent as SubmitEvent
    const list = submitter?.getAttribute('formaction')?.split('#')[1]
    const control = changed.current
    changed.current = null
    if (list) {
      sent = { by: 'results', list }
      // The same filters again leave the page as it is, with nothing rendered anew to scroll.
      document.getElementById(list)?.scrollIntoView({ block: 'start' })
    } else if (control) sent = { by: 'change', name: control.name, value: control.value, type: control.type, scrollY: window.scrollY }
    else sent = null
  }

  return (
    <Form
      ref={form}
      action={action}
      scroll={false}
      role="search"
      aria-label={label}
      autoComplete="off"
      className={className}
      onChangeCapture={rememberChange}
      onSubmit={rememberSearch}
    >
      {children}
    </Form>
  )
}

function findControl(form: HTMLFormElement, changed: Extract<Sent, { by: 'change' }>) {
  return [...form.elements].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      element.name === changed.name &&
      (changed.type !== 'checkbox' || element.value === changed.value),
  )
}
