import type { DefaultServerCellComponentProps } from 'payload'

import type { Media } from '@/payload-types'

/**
 * A picture in a list of documents, small, so the editor recognises a document (a slide) by
 * what it shows. Lists read documents without their pictures (depth 0): the picture is read
 * here, on the server, as the list is drawn.
 */
export async function PictureCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = cellData && typeof cellData === 'object' ? (cellData as Media).id : cellData
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const picture = await payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true })
  const src = picture?.sizes?.thumbnail?.url || picture?.url
  if (!src) return null
  // Payload's own thumbnail frame (as in the media library), with the picture's alt text.
  return (
    <div className="thumbnail thumbnail--size-small">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail, already resized */}
      <img src={src} alt={picture.alt ?? ''} />
    </div>
  )
}
