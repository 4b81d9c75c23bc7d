import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

// The PostgreSQL adapter does not export its hook's type.
type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/** An index Payload does not make: its name, its table and its columns (by Payload's field names). */
type ExtraIndex = { name: string; table: string; columns: string[] }

export const PRODUCT_SEARCH_INDEX = 'products_search_idx'

/**
 * The indexes Payload's schema lacks, the same for SQLite and PostgreSQL (each adapter's
 * hook below adds them; `npm run migrate:create` writes them into the migrations).
 *
 * - `<table>_parent_id_idx` on every `…_locales` table: Payload reads a document's
 *   translations with a subquery by `_parent_id`, but indexes that table only on
 *   (`_locale`, `_parent_id`), which a lookup by the parent alone cannot use. Every product
 *   a search matched scanned all 30,000 rows of `products_locales` (a new search took 40 ms
 *   of SQL at 10,000 products instead of 3).
 * - `products_search_idx`: a product search matches words anywhere in `searchText`, which
 *   no index can look up, so the search, its count and its order read every published
 *   product. This index holds all they need, so the database reads it instead of the wider
 *   table (a new search's two queries at 10,000 products 5.2 → 1.6 ms in SQLite). Payload's
 *   own compound `indexes` would also index the versions table and, past 63 characters,
 *   name it `compound_index`, a name the next compound index would collide with.
 */
function extraIndexes(tables: string[]): ExtraIndex[] {
  return [
    ...tables
      .filter((table) => table.endsWith('_locales'))
      .map((table) => ({ name: `${table}_parent_id_idx`, table, columns: ['_parentID'] })),
    { name: PRODUCT_SEARCH_INDEX, table: 'products', columns: ['_status', 'order', 'createdAt', 'searchText'] },
  ]
}

// Drizzle types each table's columns; the declaration above names them as text.
type Columns = Record<string, never>
const columnsOf = (columns: unknown, names: string[]) => names.map((name) => (columns as Columns)[name]) as [never, ...never[]]

export const sqliteExtraIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const { name, table, columns } of extraIndexes(Object.keys(schema.tables))) {
    extendTable({ table: schema.tables[table], extraConfig: (all) => ({ [name]: sqliteIndex(name).on(...columnsOf(all, columns)) }) })
  }
  return schema
}

export const postgresExtraIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const { name, table, columns } of extraIndexes(Object.keys(schema.tables))) {
    extendTable({ table: schema.tables[table], extraConfig: (all) => ({ [name]: pgIndex(name).on(...columnsOf(all, columns)) }) })
  }
  return schema
}
