import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

import type { RichText as RichTextValue } from '@/lib/richText'
import { langAttribute } from '@/data/content'

import styles from './RichText.module.css'

type Props = { value: RichTextValue | null | undefined; lang?: string; className?: string }

/** Rich text from Lexical JSON, never raw HTML from the database. */
export function RichText({ value, lang, className }: Props) {
  if (!value) return null
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose} {...langAttribute(lang)}>
      <LexicalRichText data={value} disableContainer />
    </div>
  )
}
