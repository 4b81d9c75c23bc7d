import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

// The PostgreSQL adapter does not export its hook's type.
type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * A product search matches words anywhere in `searchText`, which no index can look up, so
 * the search, its count and its order read every published product. This index holds all
 * they need (status, order, creation time, search text), so the database reads it instead
 * of the wider table: a new search's two queries at 10,000 products 5.2 → 1.6 ms in SQLite.
 * Payload's own compound `indexes` would also index the versions table and, past 63
 * characters, name it `compound_index`, a name the next compound index would collide with.
 */
export const PRODUCT_SEARCH_INDEX = 'products_search_idx'

type SearchColumns = { _status: never; order: never; createdAt: never; searchText: never }

export const sqliteProductSearchIndex: SQLiteSchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.products,
    extraConfig: (columns) => {
      const { _status, order, createdAt, searchText } = columns as unknown as SearchColumns
      return { searchIndex: sqliteIndex(PRODUCT_SEARCH_INDEX).on(_status, order, createdAt, searchText) }
    },
  })
  return schema
}

export const postgresProductSearchIndex: PostgresSchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.products,
    extraConfig: (columns) => {
      const { _status, order, createdAt, searchText } = columns as unknown as SearchColumns
      return { searchIndex: pgIndex(PRODUCT_SEARCH_INDEX).on(_status, order, createdAt, searchText) }
    },
  })
  return schema
}
