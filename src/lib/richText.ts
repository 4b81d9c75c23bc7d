import type { Product } from '@/payload-types'

export type RichText = NonNullable<Product['description']>

/** Plain paragraphs as a Lexical document, written in the given direction. */
export function paragraphsToRichText(paragraphs: string[], direction: 'ltr' | 'rtl' = 'ltr'): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
