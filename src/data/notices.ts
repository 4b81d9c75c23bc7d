import { cache } from 'react'

import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import type { Notice, Product } from '@/payload-types'
import { cacheTag } from '@/lib/cachePolicy'
import { inLanguage, isCurrent, type NoticeKind } from '@/lib/notices'

import { cachedRead } from './cache'
import type { ReadInEveryLanguage } from './everyLanguage'
import { keepPageBriefly } from './tryLoad'

type StoredNotice = ReadInEveryLanguage<
  Notice,
  'title' | 'message',
  'id' | 'kind' | 'title' | 'message' | 'products' | 'startsAt' | 'endsAt'
>

/** A text in the visitor's language, or in English with `lang` set so the page marks it so. */
export type ShownText = { text: string; lang?: string }

export type ShownNotice = {
  id: number
  kind: NoticeKind
  title: ShownText
  message: ShownText
  productIds: number[]
  endsAt?: string | null
}

export type NoticeProduct = { id: number; slug: string; title: ShownText }

/**
 * Published notices that have not ended, in every language: one cached read for all pages,
 * expired by a save and at each notice's start and end (src/collections/Notices.ts), so what
 * is current is decided when a page is rendered.
 */
function publishedNotices(): Promise<StoredNotice[]> {
  return cachedRead('notices', [], [cacheTag.collection('notices')], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'notices',
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'startsAt',
      overrideAccess: false,
      where: { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: new Date().toISOString() } }] },
      select: { title: true, message: true, kind: true, products: true, startsAt: true, endsAt: true },
    })
    return docs as unknown as StoredNotice[]
  })
}

/**
 * The notices shown now, in the visitor's language. When they cannot be read the page is
 * kept only briefly and asks again: a recall must not stay hidden behind a failed read.
 */
export const getCurrentNotices = cache(async (locale: Locale): Promise<ShownNotice[]> => {
  let stored: StoredNotice[]
  try {
    stored = await publishedNotices()
  } catch (error) {
    console.error('Notices could not be read; the page is kept briefly and tries again.', error)
    await keepPageBriefly()
    return []
  }
  const now = new Date()
  return stored
    .filter((notice) => isCurrent(notice, now))
    .map((notice) => ({
      id: notice.id,
      kind: notice.kind,
      title: inLanguage(notice.title, locale),
      message: inLanguage(notice.message, locale),
      productIds: (notice.products ?? []).map((product) => (typeof product === 'object' ? product.id : product)),
      endsAt: notice.endsAt,
    }))
})

/** The products a recall names, for links to their pages: read only while a recall names some. */
export const getNoticeProducts = cache(async (ids: number[], locale: Locale): Promise<NoticeProduct[]> => {
  if (ids.length === 0) return []
  try {
    const products = await cachedRead('notice-products', [ids], [cacheTag.collection('products')], async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'products',
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        where: { id: { in: ids } },
        select: { title: true, slug: true },
      })
      return docs as unknown as Array<ReadInEveryLanguage<Product, 'title', 'id' | 'slug' | 'title'>>
    })
    return products.map((product) => ({ id: product.id, slug: product.slug, title: inLanguage(product.title, locale) }))
  } catch (error) {
    console.error('The products of a notice could not be read.', error)
    return []
  }
})
