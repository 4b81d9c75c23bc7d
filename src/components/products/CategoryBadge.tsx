import type { CSSProperties } from 'react'

import { langAttribute } from '@/data/content'
import { Link } from '@/i18n/ServerLink'
import { HEX_COLOUR } from '@/lib/colour'
import type { Category } from '@/payload-types'

import styles from './CategoryBadge.module.css'

type Props = {
  label: string
  lang?: string
  /** The category's own colours, as the editor chose them; sub categories have none. */
  colours?: Pick<Category, 'backgroundColor' | 'textColor'>
  href?: string
}

/** A category's name in its colours, on product cards and pages; a link to the filtered list when `href` is given. */
export function CategoryBadge({ label, lang, colours, href }: Props) {
  const style =
    colours && HEX_COLOUR.test(colours.backgroundColor ?? '') && HEX_COLOUR.test(colours.textColor ?? '')
      ? ({ '--badge-background': colours.backgroundColor, '--badge-text': colours.textColor } as CSSProperties)
      : undefined
  const extra = { ...(style && { style }), ...langAttribute(lang) }
  const className = colours ? styles.badge : `${styles.badge} ${styles.plain}`
  return href ? (
    <Link href={href} className={`${className} ${styles.link}`} {...extra}>
      {label}
    </Link>
  ) : (
    <span className={className} {...extra}>
      {label}
    </span>
  )
}
