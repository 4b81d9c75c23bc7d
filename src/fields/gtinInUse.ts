import type { PayloadRequest, Where } from 'payload'

import { gtinForms } from '@/lib/gtin'
import { packSizeText } from '@/lib/packs'

type PackCodes = { gtin?: string | null; caseGtin?: string | null; amount?: number | null; unit?: string | null }

type Context = { req: PayloadRequest; id?: number | string; data: unknown }

const packsOf = (doc: unknown): PackCodes[] => {
  const packs = (doc as { packs?: unknown } | null | undefined)?.packs
  return Array.isArray(packs) ? (packs as PackCodes[]) : []
}

/** The product and pack a GTIN names, as an editor tells them apart: "Classic Salted Potato Chips (75 g)". */
function packName(title: string, pack: PackCodes): string {
  const size = packSizeText(pack)
  return size ? `${title} (${size})` : title
}

/**
 * Why a pack's or a case's GTIN cannot be used, or undefined: in GS1 practice one GTIN names
 * one trade item, so it may appear once across all products, as a pack's GTIN or a case's.
 * `00000096385074` and `96385074` are the same GTIN. Every product is read as last saved
 * (drafts included): an editor's unpublished product holds its GTINs as well.
 */
export async function gtinInUse(code: string, { req, id, data }: Context): Promise<string | undefined> {
  const forms = new Set(gtinForms(code))
  if (forms.size === 0) return undefined

  const here = packsOf(data)
    .flatMap((pack) => [pack.gtin, pack.caseGtin])
    .filter((value) => value && forms.has(value))
  if (here.length > 1) return 'This GTIN is given twice in this product: each pack and each case needs its own.'

  const inThisGtin: Where = { or: [{ 'packs.gtin': { in: [...forms] } }, { 'packs.caseGtin': { in: [...forms] } }] }
  const { docs } = await req.payload.find({
    collection: 'products',
    where: id == null ? inThisGtin : { and: [{ id: { not_equals: id } }, inThisGtin] },
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { title: true, packs: true },
    req,
  })
  const other = docs[0]
  if (!other) return undefined
  const title = other.title || `product ${other.id}`
  for (const pack of packsOf(other)) {
    if (pack.gtin && forms.has(pack.gtin)) return `This GTIN is already used by ${packName(title, pack)}.`
    if (pack.caseGtin && forms.has(pack.caseGtin)) return `This GTIN is already used by the case of ${packName(title, pack)}.`
  }
  return `This GTIN is already used by ${title}.`
}
