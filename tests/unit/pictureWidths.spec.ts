import { describe, expect, it } from 'vitest'

import { widthsUpTo } from '@/lib/media'

const picture = {
  src: '/api/media/file/a-800x600.webp?v=1',
  srcSet: '/api/media/file/a-400x300.webp?v=1 400w, /api/media/file/a-800x600.webp?v=1 800w, /api/media/file/a-1600x1200.webp?v=1 1600w',
  width: 800,
  height: 600,
  alt: 'A',
}

describe('widthsUpTo', () => {
  it('leaves out the files wider than the layout ever needs', () => {
    expect(widthsUpTo(picture, 800).srcSet).toBe('/api/media/file/a-400x300.webp?v=1 400w, /api/media/file/a-800x600.webp?v=1 800w')
    expect(widthsUpTo(picture, 800).src).toBe(picture.src)
  })

  it('keeps the picture as it is when every file is wider, or when there is no choice of files', () => {
    expect(widthsUpTo(picture, 200)).toEqual(picture)
    const single = { ...picture, srcSet: undefined }
    expect(widthsUpTo(single, 800)).toEqual(single)
  })

  it('offers no choice when only the picture’s own file is left', () => {
    const thumbnail = { ...picture, src: '/api/media/file/a-400x300.webp?v=1', width: 400, height: 300 }
    expect(widthsUpTo(thumbnail, 400)).toEqual({ src: thumbnail.src, width: 400, height: 300, alt: 'A' })
  })
})
