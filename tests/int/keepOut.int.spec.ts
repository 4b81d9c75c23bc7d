import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'

import { text } from './helpers/fixtures'
import { createDoc, freshPayload, updateDoc } from './helpers/payload'

let payload: Payload
// Imported once Payload is set up: the data layer reads its configuration when loaded.
let titledIn: typeof import('@/data/content').titledIn
let withoutKeptOut: typeof import('@/data/content').withoutKeptOut

/** Titles of the published recipes a visitor's list shows in `locale`, as the site asks. */
async function listed(locale: Locale) {
  const found = await payload.find({
    collection: 'recipes',
    locale,
    where: withoutKeptOut('recipes', locale),
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
  ;({ titledIn, withoutKeptOut } = await import('@/data/content'))
  await recipe('Shown in English')
  const keptOut = await recipe('Kept out of Arabic')
  await updateDoc(payload, { collection: 'recipes', id: keptOut, locale: 'ar', data: { keepOutUntilTranslated: true } })
  const translated = await recipe('Kept out, then translated')
  await updateDoc(payload, {
    collection: 'recipes',
    id: translated,
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
    const where = withoutKeptOut('recipes', 'ar', { slug: { like: 'kept-out' } })
    const found = await payload.find({ collection: 'recipes', locale: 'ar', where, depth: 0, overrideAccess: false })
    expect(found.docs.map((doc) => doc.title)).toEqual(['مترجمة'])
  })

  it('applies only to the content types with pages of their own', () => {
    expect(withoutKeptOut('categories', 'ar')).toBeUndefined()
    expect(withoutKeptOut('recipes', 'en')).toBeUndefined()
  })

  it('knows the languages a document has a title in', async () => {
    const found = await payload.find({ collection: 'recipes', locale: 'all', depth: 0, select: { title: true }, sort: 'createdAt' })
    expect(found.docs.map(titledIn)).toEqual([['en'], ['en'], ['en', 'ar']])
  })
})
