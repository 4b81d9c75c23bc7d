import {
  type CollectionSlug,
  type Config,
  type Field,
  type FieldHook,
  type PayloadRequest,
  type RelationshipField,
  type UploadField,
  ValidationError,
} from 'payload'

type RelationField = RelationshipField | UploadField
type Reference = { collection: CollectionSlug; id: number | string }

/** The ids a relationship or upload value names, with their collections (one, or chosen per value). */
function referencesOf(value: unknown, relationTo: CollectionSlug | CollectionSlug[]): Reference[] {
  const values = Array.isArray(value) ? value : value == null ? [] : [value]
  return values.flatMap((item): Reference[] => {
    if (typeof item === 'number' || typeof item === 'string')
      return typeof relationTo === 'string' ? [{ collection: relationTo, id: item }] : []
    if (item && typeof item === 'object') {
      const { relationTo: collection, value: id, id: ownId } = item as { relationTo?: CollectionSlug; value?: unknown; id?: unknown }
      // A populated document (depth above 0) sent back as it was read.
      if (typeof relationTo === 'string' && (typeof ownId === 'number' || typeof ownId === 'string'))
        return [{ collection: relationTo, id: ownId }]
      if (typeof collection === 'string' && (typeof id === 'number' || typeof id === 'string')) return [{ collection, id }]
    }
    return []
  })
}

/** The references among these whose document does not exist (deleted, or never was). */
async function missingOf(references: Reference[], req: PayloadRequest): Promise<Reference[]> {
  const missing: Reference[] = []
  for (const collection of new Set(references.map((reference) => reference.collection))) {
    const ids = references.filter((reference) => reference.collection === collection).map((reference) => reference.id)
    const found = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      limit: 0,
      pagination: false,
      // Whether the item exists, whoever may read it; a draft exists too.
      overrideAccess: true,
      draft: true,
      select: {},
      req,
    })
    const existing = new Set(found.docs.map((doc) => String(doc.id)))
    missing.push(...ids.filter((id) => !existing.has(String(id))).map((id) => ({ collection, id })))
  }
  return missing
}

/**
 * A relationship or upload field that also refuses an item that does not exist. Payload checks
 * only the id's form, so an unknown id reached the database, whose foreign key refused it with
 * a 500 and no reason. A hook, not the field's check: Payload skips checks when a draft is
 * saved, and the database refuses a draft's unknown id all the same. Unchanged values are not
 * looked up again.
 */
function checked(field: RelationField): RelationField {
  const refuseMissing: FieldHook = async ({ value, previousValue, req, path, collection, global }) => {
    const references = referencesOf(value, field.relationTo)
    const key = (list: Reference[]) => JSON.stringify(list.map(({ collection: slug, id }) => `${slug}:${id}`))
    if (references.length === 0 || key(references) === key(referencesOf(previousValue, field.relationTo))) return value
    const missing = await missingOf(references, req)
    if (missing.length === 0) return value
    const ids = missing.map(({ id }) => id).join(', ')
    const message =
      missing.length === 1
        ? `The item chosen here (number ${ids}) does not exist, or was deleted. Choose another.`
        : `The items chosen here numbered ${ids} do not exist, or were deleted. Choose others.`
    throw new ValidationError({
      collection: collection?.slug,
      global: global?.slug,
      errors: [{ path: path.join('.'), message, label: typeof field.label === 'string' ? field.label : field.name }],
    })
  }
  return { ...field, hooks: { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), refuseMissing] } }
}

/** Every relationship and upload field among these, nested ones included, checked. */
function withCheckedRelations(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'relationship' || field.type === 'upload') return checked(field)
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withCheckedRelations(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withCheckedRelations(block.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withCheckedRelations(field.fields) } as Field
    return field
  })
}

/**
 * A Payload plugin: a document naming an item that does not exist is refused with a 400 and
 * the field's message, in every collection and global of the site, nothing saved.
 */
export const existingRelations =
  () =>
  (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection) => ({ ...collection, fields: withCheckedRelations(collection.fields) })),
    globals: config.globals?.map((global) => ({ ...global, fields: withCheckedRelations(global.fields) })),
  })
