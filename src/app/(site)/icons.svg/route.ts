import { drawings } from '@/components/icons/drawings'
import { IMMUTABLE } from '@/lib/cachePolicy'

// Built once with the site: the drawings are part of the code.
export const dynamic = 'force-static'

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The sprite the site's icons point into (src/components/icons/icon.tsx), one symbol each. */
export function GET() {
  const symbols = Object.entries(drawings).map(([name, node]) => {
    const shapes = node.map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(([key, value]) => ` ${key}="${escape(value)}"`)
      return `<${tag}${list.join('')}/>`
    })
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`
  })
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pages link it as /icons.svg?v=<hash of the drawings>: a new drawing, a new address.
      'Cache-Control': IMMUTABLE,
    },
  })
}
