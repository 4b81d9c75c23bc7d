import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { searchTextsByProduct } from '../frozen/productSearchText_20261121'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_search_text" varchar;
  CREATE INDEX "products_search_text_idx" ON "products" USING btree ("search_text");
  CREATE INDEX "_products_v_version_version_search_text_idx" ON "_products_v" USING btree ("version_search_text");`)
  // Added by hand: products stored before this column existed get their search text now.
  const { rows } = await db.execute(
    sql`SELECT p.id, p.barcode, l.title FROM products p LEFT JOIN products_locales l ON l._parent_id = p.id`,
  )
  for (const [id, text] of searchTextsByProduct(rows as Array<{ id: number; barcode: string | null; title: string | null }>)) {
    await db.execute(sql`UPDATE products SET search_text = ${text} WHERE id = ${id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_search_text_idx";
  DROP INDEX "_products_v_version_version_search_text_idx";
  ALTER TABLE "products" DROP COLUMN "search_text";
  ALTER TABLE "_products_v" DROP COLUMN "version_search_text";`)
}
