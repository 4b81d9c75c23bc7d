import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { createImage } from './helpers/fixtures'
import { createDoc, freshPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
})

it('a new slide goes last, and a dragged slide takes a position between its new neighbours', async () => {
  const image = await createImage(payload)
  const slides = []
  for (const title of ['First', 'Second', 'Third']) {
    slides.push(await createDoc(payload, { collection: 'sliders', data: { title, image, _status: 'published' }, overrideAccess: true }))
  }
  expect(slides.map((slide) => slide.position)).toEqual([1, 2, 3])

  // What the list's drag and drop does: Payload's reorder endpoint gives the slide a new `_order`.
  const [first, second] = slides.map((slide) => (slide as unknown as { _order: string })._order)
  const between = first < second ? `${first}V` : first
  await payload.update({ collection: 'sliders', id: slides[2].id, data: { _order: between } as never, overrideAccess: true })

  const { docs } = await payload.find({ collection: 'sliders', sort: 'position', depth: 0, overrideAccess: true })
  expect(docs.map((slide) => slide.title)).toEqual(['First', 'Third', 'Second'])
  const { docs: byOrder } = await payload.find({ collection: 'sliders', sort: '_order', depth: 0, overrideAccess: true })
  expect(byOrder.map((slide) => slide.title)).toEqual(['First', 'Third', 'Second'])
})
