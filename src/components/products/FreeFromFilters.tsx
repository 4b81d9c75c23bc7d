'use client'

import { useEffect, useRef } from 'react'

import styles from './ProductFilters.module.css'

export type FreeFromOption = { value: string; label: string }

type Props = {
  /** The address's name for the choices (`free`). */
  name: string
  options: FreeFromOption[]
  /** The groups ticked in the address. */
  chosen: string[]
  labels: { title: string; hint: string; chosen: string }
}

/**
 * "Free from": a box for each allergen group inside the product search form, sent as
 * `free=<group>` a ticked box. The server renders the boxes for the address, so they work
 * without JavaScript (the Search button sends them); in the browser a tick applies at once,
 * as a category choice does (CategoryFilters).
 *
 *
 * A box ticked before the page's script has run is still ticked when it does, so it is
 * applied then. A page the browser keeps in memory and shows again on Back would show the
 * boxes as they were left, not as its list is: they go back to the list's own choices.
 */
export function FreeFromFilters({ name, options, chosen, labels }: Props) {
  const group = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    const boxes = [...(group.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])]
    if (boxes.some((box) => box.checked !== box.defaultChecked)) boxes[0].form?.requestSubmit()
    const restore = (event: PageTransitionEvent) => {
      if (event.persisted) for (const box of boxes) box.checked = box.defaultChecked
    }
    window.addEventListener('pageshow', restore)
    return () => window.removeEventListener('pageshow', restore)
  }, [])

  return (
    <details className={styles.freeFrom} open={chosen.length > 0}>
      <summary className={styles.freeFromSummary}>
        {labels.title}
        {chosen.length > 0 && <span className={styles.freeFromCount}>{labels.chosen}</span>}
      </summary>
      <fieldset ref={group} className={styles.freeFromGroup} aria-describedby="free-from-hint">
        <legend className="visually-hidden">{labels.title}</legend>
        <p id="free-from-hint" className={styles.freeFromHint}>
          {labels.hint}
        </p>
        <div className={styles.freeFromOptions}>
          {options.map((option) => (
            <label key={option.value} className={styles.freeFromOption}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                // A tick applies at once; without JavaScript the Search button sends it.
                onChange={(event) => event.target.form?.requestSubmit()}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  )
}
