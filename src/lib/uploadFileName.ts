import { randomBytes } from 'node:crypto'

import { slugify } from './slugify'

/**
 * A file name made here, from the words of the uploaded one: no path, no odd characters,
 * never the same twice. Names typed by whoever uploads are not trusted.
 */
export function serverFileName(uploaded: string, extension: string): string {
  const words =
    slugify(uploaded.replace(/\.[^.]*$/, ''))
      .slice(0, 48)
      .replace(/-+$/, '') || 'file'
  return `${words}-${randomBytes(4).toString('hex')}.${extension}`
}
