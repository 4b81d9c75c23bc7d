import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { searchTextsByProduct } from '../frozen/productSearchText_20261121'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`search_text\` text;`)
  await db.run(sql`CREATE INDEX \`products_search_text_idx\` ON \`products\` (\`search_text\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_search_text\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_search_text_idx\` ON \`_products_v\` (\`version_search_text\`);`)
  // Added by hand: products stored before this column existed get their search text now.
  const rows = await db.all<{ id: number; barcode: string | null; title: string | null }>(
    sql`SELECT p.id, p.barcode, l.title FROM products p LEFT JOIN products_locales l ON l._parent_id = p.id`,
  )
  for (const [id, text] of searchTextsByProduct(rows)) {
    await db.run(sql`UPDATE products SET search_text = ${text} WHERE id = ${id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_search_text_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_search_text_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_search_text\`;`)
}
