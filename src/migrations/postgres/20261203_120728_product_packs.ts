import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { barcodeMoves, type FirstPack, newRowId, type WithBarcode } from '../frozen/productPacks_20261203'

// Written by hand between the generated statements: every pack size becomes a pack (same row,
// order, amount and unit), in each product and in each of its saved versions, and each barcode
// goes to its first pack (../frozen/productPacks_20261203.ts says how). Nothing else is
// filled in: a migrated pack has no logistics and no country until an editor gives them.
async function movePackSizesToPacks({ db, payload }: MigrateUpArgs): Promise<void> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[]
  await db.execute(sql`INSERT INTO products_packs (_order, _parent_id, id, amount, unit, country_of_origin)
    SELECT _order, _parent_id, id, amount, unit::text::enum_products_packs_unit, NULL FROM products_pack_sizes`)
  await db.execute(sql`INSERT INTO _products_v_version_packs (_order, _parent_id, id, amount, unit, _uuid, country_of_origin)
    SELECT _order, _parent_id, id, amount, unit::text::enum__products_v_version_packs_unit, _uuid, NULL FROM _products_v_version_pack_sizes`)
  // Rows given their own ids above: the sequence continues after them.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('_products_v_version_packs', 'id'), COALESCE((SELECT MAX(id) FROM _products_v_version_packs), 0) + 1, false)`)

  const products = await rows<WithBarcode>(sql`SELECT id, barcode FROM products`)
  const firstPacks = await rows<FirstPack>(sql`SELECT _parent_id AS "parentId", id AS "packId" FROM products_packs p
    WHERE _order = (SELECT MIN(_order) FROM products_packs q WHERE q._parent_id = p._parent_id)`)
  // A version's new pack takes the id of its product's, as Payload pairs a version's rows with the document's.
  const newPackOf = new Map<number, { id: string; code: string }>()
  for (const move of barcodeMoves(products, firstPacks)) {
    if (move.kind === 'gtin') await db.execute(sql`UPDATE products_packs SET gtin = ${move.code} WHERE id = ${move.packId}`)
    else if (move.kind === 'otherCode') await db.execute(sql`UPDATE products_packs SET other_code = ${move.code} WHERE id = ${move.packId}`)
    else {
      const id = newRowId()
      newPackOf.set(move.parentId, { id, code: move.code })
      await db.execute(sql`INSERT INTO products_packs (_order, _parent_id, id, unit, country_of_origin, gtin, other_code)
        VALUES (1, ${move.parentId}, ${id}, NULL, NULL, ${move.column === 'gtin' ? move.code : null}, ${move.column === 'other_code' ? move.code : null})`)
    }
  }

  const versions = await rows<WithBarcode & { product: number }>(
    sql`SELECT id, version_barcode AS barcode, parent_id AS product FROM _products_v`,
  )
  const productOf = new Map(versions.map((version) => [version.id, version.product]))
  const firstVersionPacks = await rows<FirstPack>(sql`SELECT _parent_id AS "parentId", id AS "packId" FROM _products_v_version_packs p
    WHERE _order = (SELECT MIN(_order) FROM _products_v_version_packs q WHERE q._parent_id = p._parent_id)`)
  for (const move of barcodeMoves(versions, firstVersionPacks)) {
    if (move.kind === 'gtin') await db.execute(sql`UPDATE _products_v_version_packs SET gtin = ${move.code} WHERE id = ${move.packId}`)
    else if (move.kind === 'otherCode') await db.execute(sql`UPDATE _products_v_version_packs SET other_code = ${move.code} WHERE id = ${move.packId}`)
    else {
      const ofProduct = newPackOf.get(productOf.get(move.parentId) ?? -1)
      const uuid = ofProduct?.code === move.code ? ofProduct.id : newRowId()
      await db.execute(sql`INSERT INTO _products_v_version_packs (_order, _parent_id, _uuid, unit, country_of_origin, gtin, other_code)
        VALUES (1, ${move.parentId}, ${uuid}, NULL, NULL, ${move.column === 'gtin' ? move.code : null}, ${move.column === 'other_code' ? move.code : null})`)
    }
  }

  // Barcodes were never unique; now a GTIN names one pack. The data stays as it was, and the
  // editor learns of it here and, at the field, on the next save of either product.
  const shared = await rows<{ gtin: string; products: string }>(sql`SELECT gtin, string_agg(DISTINCT _parent_id::text, ',') AS products
    FROM products_packs WHERE gtin IS NOT NULL GROUP BY gtin HAVING COUNT(DISTINCT _parent_id) > 1`)
  for (const { gtin, products: ids } of shared) payload.logger.warn(`The GTIN ${gtin} is the barcode of several products (ids ${ids}): give each its own.`)
}

// Back to pack sizes: the sizes with an amount. The barcode column was kept all along; the other
// packs' GTINs, the photos and the logistics have no place in the older schema.
async function movePacksToPackSizes({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`INSERT INTO products_pack_sizes (_order, _parent_id, id, amount, unit)
    SELECT _order, _parent_id, id, amount, COALESCE(unit::text, 'g')::enum_products_pack_sizes_unit FROM products_packs WHERE amount IS NOT NULL`)
  await db.execute(sql`INSERT INTO _products_v_version_pack_sizes (_order, _parent_id, id, amount, unit, _uuid)
    SELECT _order, _parent_id, id, amount, COALESCE(unit::text, 'g')::enum__products_v_version_pack_sizes_unit, _uuid
    FROM _products_v_version_packs WHERE amount IS NOT NULL`)
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('_products_v_version_pack_sizes', 'id'), COALESCE((SELECT MAX(id) FROM _products_v_version_pack_sizes), 0) + 1, false)`)
}

export async function up(args: MigrateUpArgs): Promise<void> {
  const { db } = args
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_packs_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum_products_packs_pallet_type" AS ENUM('eur', 'iso', 'other');
  CREATE TYPE "public"."enum_products_packs_country_of_origin" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TYPE "public"."enum__products_v_version_packs_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum__products_v_version_packs_pallet_type" AS ENUM('eur', 'iso', 'other');
  CREATE TYPE "public"."enum__products_v_version_packs_country_of_origin" AS ENUM('AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW');
  CREATE TABLE "products_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum_products_packs_unit" DEFAULT 'g',
  	"gtin" varchar,
  	"other_code" varchar,
  	"photo_id" integer,
  	"case_gtin" varchar,
  	"units_per_case" numeric,
  	"case_length" numeric,
  	"case_width" numeric,
  	"case_height" numeric,
  	"case_gross_weight" numeric,
  	"cases_per_layer" numeric,
  	"layers_per_pallet" numeric,
  	"pallet_type" "enum_products_packs_pallet_type",
  	"shelf_life_days" numeric,
  	"storage_min_c" numeric,
  	"storage_max_c" numeric,
  	"hs_code" varchar,
  	"country_of_origin" "enum_products_packs_country_of_origin" DEFAULT 'IQ'
  );
  
  CREATE TABLE "_products_v_version_packs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum__products_v_version_packs_unit" DEFAULT 'g',
  	"gtin" varchar,
  	"other_code" varchar,
  	"photo_id" integer,
  	"case_gtin" varchar,
  	"units_per_case" numeric,
  	"case_length" numeric,
  	"case_width" numeric,
  	"case_height" numeric,
  	"case_gross_weight" numeric,
  	"cases_per_layer" numeric,
  	"layers_per_pallet" numeric,
  	"pallet_type" "enum__products_v_version_packs_pallet_type",
  	"shelf_life_days" numeric,
  	"storage_min_c" numeric,
  	"storage_max_c" numeric,
  	"hs_code" varchar,
  	"country_of_origin" "enum__products_v_version_packs_country_of_origin" DEFAULT 'IQ',
  	"_uuid" varchar
  );
  
`)
  await movePackSizesToPacks(args)
  await db.execute(sql`
  DROP TABLE "products_pack_sizes" CASCADE;
  DROP TABLE "_products_v_version_pack_sizes" CASCADE;
  ALTER TABLE "products_packs" ADD CONSTRAINT "products_packs_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_packs" ADD CONSTRAINT "products_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs" ADD CONSTRAINT "_products_v_version_packs_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_packs" ADD CONSTRAINT "_products_v_version_packs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_packs_order_idx" ON "products_packs" USING btree ("_order");
  CREATE INDEX "products_packs_parent_id_idx" ON "products_packs" USING btree ("_parent_id");
  CREATE INDEX "products_packs_gtin_idx" ON "products_packs" USING btree ("gtin");
  CREATE INDEX "products_packs_photo_idx" ON "products_packs" USING btree ("photo_id");
  CREATE INDEX "products_packs_case_gtin_idx" ON "products_packs" USING btree ("case_gtin");
  CREATE INDEX "_products_v_version_packs_order_idx" ON "_products_v_version_packs" USING btree ("_order");
  CREATE INDEX "_products_v_version_packs_parent_id_idx" ON "_products_v_version_packs" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_packs_gtin_idx" ON "_products_v_version_packs" USING btree ("gtin");
  CREATE INDEX "_products_v_version_packs_photo_idx" ON "_products_v_version_packs" USING btree ("photo_id");
  CREATE INDEX "_products_v_version_packs_case_gtin_idx" ON "_products_v_version_packs" USING btree ("case_gtin");
  DROP TYPE "public"."enum_products_pack_sizes_unit";
  DROP TYPE "public"."enum__products_v_version_pack_sizes_unit";`)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  const { db } = args
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_pack_sizes_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum__products_v_version_pack_sizes_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TABLE "products_pack_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum_products_pack_sizes_unit" DEFAULT 'g'
  );
  
  CREATE TABLE "_products_v_version_pack_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum__products_v_version_pack_sizes_unit" DEFAULT 'g',
  	"_uuid" varchar
  );
  
`)
  await movePacksToPackSizes(args)
  await db.execute(sql`
  DROP TABLE "products_packs" CASCADE;
  DROP TABLE "_products_v_version_packs" CASCADE;
  ALTER TABLE "products_pack_sizes" ADD CONSTRAINT "products_pack_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_pack_sizes" ADD CONSTRAINT "_products_v_version_pack_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_pack_sizes_order_idx" ON "products_pack_sizes" USING btree ("_order");
  CREATE INDEX "products_pack_sizes_parent_id_idx" ON "products_pack_sizes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_pack_sizes_order_idx" ON "_products_v_version_pack_sizes" USING btree ("_order");
  CREATE INDEX "_products_v_version_pack_sizes_parent_id_idx" ON "_products_v_version_pack_sizes" USING btree ("_parent_id");
  DROP TYPE "public"."enum_products_packs_unit";
  DROP TYPE "public"."enum_products_packs_pallet_type";
  DROP TYPE "public"."enum_products_packs_country_of_origin";
  DROP TYPE "public"."enum__products_v_version_packs_unit";
  DROP TYPE "public"."enum__products_v_version_packs_pallet_type";
  DROP TYPE "public"."enum__products_v_version_packs_country_of_origin";`)
}
