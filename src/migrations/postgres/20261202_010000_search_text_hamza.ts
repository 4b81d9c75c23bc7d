import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { searchTextsByProduct as before } from '../frozen/productSearchText_20261121'
import { searchTextsByProduct as after } from '../frozen/productSearchText_20261202'

// Written by hand, no schema change: the stored search text, normalized with the rule of the
// day, so that a query folded the new way ("رقايق") finds a product saved before ("رقائق").
async function refill({ db }: MigrateUpArgs | MigrateDownArgs, searchTexts: typeof after): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT p.id, p.barcode, l.title FROM products p LEFT JOIN products_locales l ON l._parent_id = p.id`,
  )
  for (const [id, text] of searchTexts(rows as Array<{ id: number; barcode: string | null; title: string | null }>)) {
    await db.execute(sql`UPDATE products SET search_text = ${text} WHERE id = ${id}`)
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  await refill(args, after)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  await refill(args, before)
}
