import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'

import { text } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
// Imported once Payload is set up: the data layer reads its configuration when loaded.
let titledIn: typeof import('@/data/content').titledIn
let gaps: typeof import('@/data/translationGaps')
let keptOutId: number
let translatedId: number

/** Titles of the published recipes a visitor's list shows in `locale`, as the site asks. */
async function listed(locale: Locale) {
  const found = await payload.find({
    collection: 'recipes',
    locale,
    where: gaps.withoutKeptOut(undefined, await gaps.readTranslationGaps(payload, 'recipes', locale)),
    depth: 0,
    limit: 100,
    overrideAccess: false,
  })
  return found.docs.map((doc) => doc.title).sort()
}

async function recipe(title: string) {
  const doc = await createDoc(payload, {
    collection: 'recipes',
    data: { title, description: text('Good.'), ingredients: [{ item: 'Chips' }], steps: [{ step: 'Eat.' }], _status: 'published' },
    overrideAccess: true,
  })
  return doc.id
}

beforeAll(async () => {
  payload = await freshPayload()
  ;({ titledIn } = await import('@/data/content'))
  gaps = await import('@/data/translationGaps')
  await recipe('Shown in English')
  keptOutId = await recipe('Kept out of Arabic')
  await updateDoc(payload, { collection: 'recipes', id: keptOutId, locale: 'ar', data: { keepOutUntilTranslated: true } })
  translatedId = await recipe('Kept out, then translated')
  await updateDoc(payload, {
    collection: 'recipes',
    id: translatedId,
    locale: 'ar',
    data: { keepOutUntilTranslated: true, title: 'مترجمة' },
  })
})

describe('keeping a document out of a language until it is translated', () => {
  it('leaves it out of that language only, until it has a title there', async () => {
    expect(await listed('ar')).toEqual(['Shown in English', 'مترجمة'].sort())
    expect(await listed('ckb')).toEqual(['Kept out of Arabic', 'Kept out, then translated', 'Shown in English'].sort())
    expect(await listed('en')).toEqual(['Kept out of Arabic', 'Kept out, then translated', 'Shown in English'].sort())
  })

  it('keeps the rest of a list’s conditions', async () => {
    const where = gaps.withoutKeptOut({ slug: { like: 'kept-out' } }, await gaps.readTranslationGaps(payload, 'recipes', 'ar'))
    const found = await payload.find({ collection: 'recipes', locale: 'ar', where, depth: 0, overrideAccess: false })
    expect(found.docs.map((doc) => doc.title)).toEqual(['مترجمة'])
  })

  it('knows which documents show an English title in a language, and applies only to the content types with pages of their own', async () => {
    const arabic = await gaps.readTranslationGaps(payload, 'recipes', 'ar')
    expect(arabic.keptOut).toEqual([keptOutId])
    expect(arabic.untitled).toHaveLength(2)
    expect(arabic.untitled).toContain(keptOutId)
    expect(arabic.untitled).not.toContain(translatedId)
    expect((await gaps.readTranslationGaps(payload, 'recipes', 'ckb')).keptOut).toEqual([])
    expect(await gaps.readTranslationGaps(payload, 'recipes', 'en')).toEqual({ untitled: [], keptOut: [] })
    expect(gaps.withoutKeptOut(undefined, { untitled: [1], keptOut: [] })).toBeUndefined()
  })

  it('knows the languages a document has a title in', async () => {
    const found = await payload.find({ collection: 'recipes', locale: 'all', depth: 0, select: { title: true }, sort: 'createdAt' })
    expect(found.docs.map(titledIn)).toEqual([['en'], ['en'], ['en', 'ar']])
  })
})
