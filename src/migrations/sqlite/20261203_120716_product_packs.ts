import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { barcodeMoves, type FirstPack, newRowId, type WithBarcode } from '../frozen/productPacks_20261203'

// Written by hand between the generated statements: every pack size becomes a pack (same row,
// order, amount and unit), in each product and in each of its saved versions, and each barcode
// goes to its first pack (../frozen/productPacks_20261203.ts says how). Nothing else is
// filled in: a migrated pack has no logistics and no country until an editor gives them.
async function movePackSizesToPacks({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.run(sql`INSERT INTO products_packs (_order, _parent_id, id, amount, unit, country_of_origin)
    SELECT _order, _parent_id, id, amount, unit, NULL FROM products_pack_sizes`)
  await db.run(sql`INSERT INTO _products_v_version_packs (_order, _parent_id, id, amount, unit, _uuid, country_of_origin)
    SELECT _order, _parent_id, id, amount, unit, _uuid, NULL FROM _products_v_version_pack_sizes`)

  const products = await db.all<WithBarcode>(sql`SELECT id, barcode FROM products`)
  const firstPacks = await db.all<FirstPack>(sql`SELECT _parent_id AS parentId, id AS packId FROM products_packs p
    WHERE _order = (SELECT MIN(_order) FROM products_packs q WHERE q._parent_id = p._parent_id)`)
  // A version's new pack takes the id of its product's, as Payload pairs a version's rows with the document's.
  const newPackOf = new Map<number, { id: string; code: string }>()
  for (const move of barcodeMoves(products, firstPacks)) {
    if (move.kind === 'gtin') await db.run(sql`UPDATE products_packs SET gtin = ${move.code} WHERE id = ${move.packId}`)
    else if (move.kind === 'otherCode') await db.run(sql`UPDATE products_packs SET other_code = ${move.code} WHERE id = ${move.packId}`)
    else {
      const id = newRowId()
      newPackOf.set(move.parentId, { id, code: move.code })
      await db.run(sql`INSERT INTO products_packs (_order, _parent_id, id, unit, country_of_origin, gtin, other_code)
        VALUES (1, ${move.parentId}, ${id}, NULL, NULL, ${move.column === 'gtin' ? move.code : null}, ${move.column === 'other_code' ? move.code : null})`)
    }
  }

  const versions = await db.all<WithBarcode & { product: number }>(
    sql`SELECT id, version_barcode AS barcode, parent_id AS product FROM _products_v`,
  )
  const productOf = new Map(versions.map((version) => [version.id, version.product]))
  const firstVersionPacks = await db.all<FirstPack>(sql`SELECT _parent_id AS parentId, id AS packId FROM _products_v_version_packs p
    WHERE _order = (SELECT MIN(_order) FROM _products_v_version_packs q WHERE q._parent_id = p._parent_id)`)
  for (const move of barcodeMoves(versions, firstVersionPacks)) {
    if (move.kind === 'gtin') await db.run(sql`UPDATE _products_v_version_packs SET gtin = ${move.code} WHERE id = ${move.packId}`)
    else if (move.kind === 'otherCode') await db.run(sql`UPDATE _products_v_version_packs SET other_code = ${move.code} WHERE id = ${move.packId}`)
    else {
      const ofProduct = newPackOf.get(productOf.get(move.parentId) ?? -1)
      const uuid = ofProduct?.code === move.code ? ofProduct.id : newRowId()
      await db.run(sql`INSERT INTO _products_v_version_packs (_order, _parent_id, _uuid, unit, country_of_origin, gtin, other_code)
        VALUES (1, ${move.parentId}, ${uuid}, NULL, NULL, ${move.column === 'gtin' ? move.code : null}, ${move.column === 'other_code' ? move.code : null})`)
    }
  }

  // Barcodes were never unique; now a GTIN names one pack. The data stays as it was, and the
  // editor learns of it here and, at the field, on the next save of either product.
  const shared = await db.all<{ gtin: string; products: string }>(sql`SELECT gtin, group_concat(_parent_id) AS products
    FROM products_packs WHERE gtin IS NOT NULL GROUP BY gtin HAVING COUNT(DISTINCT _parent_id) > 1`)
  for (const { gtin, products: ids } of shared) payload.logger.warn(`The GTIN ${gtin} is the barcode of several products (ids ${ids}): give each its own.`)
}

// Back to pack sizes: the sizes with an amount. The barcode column was kept all along; the other
// packs' GTINs, the photos and the logistics have no place in the older schema.
async function movePacksToPackSizes({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`INSERT INTO products_pack_sizes (_order, _parent_id, id, amount, unit)
    SELECT _order, _parent_id, id, amount, COALESCE(unit, 'g') FROM products_packs WHERE amount IS NOT NULL`)
  await db.run(sql`INSERT INTO _products_v_version_pack_sizes (_order, _parent_id, id, amount, unit, _uuid)
    SELECT _order, _parent_id, id, amount, COALESCE(unit, 'g'), _uuid FROM _products_v_version_packs WHERE amount IS NOT NULL`)
}

export async function up(args: MigrateUpArgs): Promise<void> {
  const { db } = args
  await db.run(sql`CREATE TABLE \`products_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'g',
  	\`gtin\` text,
  	\`other_code\` text,
  	\`photo_id\` integer,
  	\`case_gtin\` text,
  	\`units_per_case\` numeric,
  	\`case_length\` numeric,
  	\`case_width\` numeric,
  	\`case_height\` numeric,
  	\`case_gross_weight\` numeric,
  	\`cases_per_layer\` numeric,
  	\`layers_per_pallet\` numeric,
  	\`pallet_type\` text,
  	\`shelf_life_days\` numeric,
  	\`storage_min_c\` numeric,
  	\`storage_max_c\` numeric,
  	\`hs_code\` text,
  	\`country_of_origin\` text DEFAULT 'IQ',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_packs_order_idx\` ON \`products_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_parent_id_idx\` ON \`products_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_gtin_idx\` ON \`products_packs\` (\`gtin\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_photo_idx\` ON \`products_packs\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`products_packs_case_gtin_idx\` ON \`products_packs\` (\`case_gtin\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_packs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'g',
  	\`gtin\` text,
  	\`other_code\` text,
  	\`photo_id\` integer,
  	\`case_gtin\` text,
  	\`units_per_case\` numeric,
  	\`case_length\` numeric,
  	\`case_width\` numeric,
  	\`case_height\` numeric,
  	\`case_gross_weight\` numeric,
  	\`cases_per_layer\` numeric,
  	\`layers_per_pallet\` numeric,
  	\`pallet_type\` text,
  	\`shelf_life_days\` numeric,
  	\`storage_min_c\` numeric,
  	\`storage_max_c\` numeric,
  	\`hs_code\` text,
  	\`country_of_origin\` text DEFAULT 'IQ',
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_order_idx\` ON \`_products_v_version_packs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_parent_id_idx\` ON \`_products_v_version_packs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_gtin_idx\` ON \`_products_v_version_packs\` (\`gtin\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_photo_idx\` ON \`_products_v_version_packs\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_packs_case_gtin_idx\` ON \`_products_v_version_packs\` (\`case_gtin\`);`)
  await movePackSizesToPacks(args)
  await db.run(sql`DROP TABLE \`products_pack_sizes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_pack_sizes\`;`)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  const { db } = args
  await db.run(sql`CREATE TABLE \`products_pack_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'g',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_pack_sizes_order_idx\` ON \`products_pack_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_pack_sizes_parent_id_idx\` ON \`products_pack_sizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_pack_sizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`unit\` text DEFAULT 'g',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_pack_sizes_order_idx\` ON \`_products_v_version_pack_sizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_pack_sizes_parent_id_idx\` ON \`_products_v_version_pack_sizes\` (\`_parent_id\`);`)
  await movePacksToPackSizes(args)
  await db.run(sql`DROP TABLE \`products_packs\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_packs\`;`)
}
