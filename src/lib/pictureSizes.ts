/**
 * The picture sizes Payload makes when a picture is uploaded (the media collection's
 * `imageSizes`), grouped by shape. Every size is cropped to its shape around the focal
 * point, so the sizes of one shape can share an `srcset` and the browser picks the one
 * the layout needs; no page waits for a picture to be resized on request.
 */
export const pictureShapes = {
  /** 4:3: product photos, cards, galleries, thumbnails, home slides. */
  photo: [
    { name: 'thumbnail', width: 400, height: 300 },
    { name: 'card', width: 800, height: 600 },
    { name: 'large', width: 1600, height: 1200 },
  ],
  /**
   * 12:5: list banners, recipe attachments, video posters. `heroPhone` is what a phone takes
   * for a band across its screen (about 380 px at 1.75 to 2 pixels a px): 1200 px would be
   * twice the bytes on the slow line the page's main picture shares.
   */
  wide: [
    { name: 'heroPhone', width: 720, height: 300 },
    { name: 'heroSmall', width: 1200, height: 500 },
    { name: 'hero', width: 1920, height: 800 },
  ],
} as const

type Shapes = typeof pictureShapes
export type PictureShape = keyof Shapes
export type PictureSize = Shapes[PictureShape][number]['name']

export const pictureSizes = Object.values(pictureShapes).flat()

export function shapeOf(size: PictureSize): readonly { name: PictureSize; width: number; height: number }[] {
  return Object.values(pictureShapes).find((sizes) => sizes.some((candidate) => candidate.name === size)) ?? []
}
