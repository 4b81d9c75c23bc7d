type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/**
 * The words of a rich-text document without its markup, for card excerpts and page
 * descriptions; cut at a word boundary when longer than `maxLength`.
 */
export function plainText(value: unknown, maxLength = Infinity): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (node.type && BLOCKS.has(node.type)) parts.push(' ')
  }
  walk(root)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  return truncate(text, maxLength)
}

export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛]+$/u, '')}…`
}
