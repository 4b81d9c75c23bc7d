import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_ingredients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`allergen\` text,
  	\`percent\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_ingredients_order_idx\` ON \`products_ingredients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_ingredients_parent_id_idx\` ON \`products_ingredients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_ingredients_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_ingredients_locales_locale_parent_id_unique\` ON \`products_ingredients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_ingredients_locales_parent_id_idx\` ON \`products_ingredients_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_allergens\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_allergens_order_idx\` ON \`products_allergens\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_allergens_parent_idx\` ON \`products_allergens\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_may_contain\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_may_contain_order_idx\` ON \`products_may_contain\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_may_contain_parent_idx\` ON \`products_may_contain\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_ingredients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`allergen\` text,
  	\`percent\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_ingredients_order_idx\` ON \`_products_v_version_ingredients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_ingredients_parent_id_idx\` ON \`_products_v_version_ingredients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_ingredients_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_ingredients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_ingredients_locales_locale_parent_id_uni\` ON \`_products_v_version_ingredients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_ingredients_locales_parent_id_idx\` ON \`_products_v_version_ingredients_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_allergens\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_allergens_order_idx\` ON \`_products_v_version_allergens\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_allergens_parent_idx\` ON \`_products_v_version_allergens\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_may_contain\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_may_contain_order_idx\` ON \`_products_v_version_may_contain\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_may_contain_parent_idx\` ON \`_products_v_version_may_contain\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	\`country\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`read\` integer DEFAULT false,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_read_idx\` ON \`enquiries\` (\`read\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_basis\` text DEFAULT '100g';`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_energy_kj\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_energy_kcal\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_fat\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_saturates\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_carbohydrate\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_sugars\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_fibre\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_protein\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_salt\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`nutrition_portion_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`net_quantity_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`net_quantity_unit\` text DEFAULT 'g';`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`storage\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`origin\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`best_before_note\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_basis\` text DEFAULT '100g';`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_energy_kj\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_energy_kcal\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_fat\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_saturates\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_carbohydrate\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_sugars\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_fibre\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_protein\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_salt\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_nutrition_portion_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_net_quantity_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_net_quantity_unit\` text DEFAULT 'g';`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_storage\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_origin\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_best_before_note\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiries_id\` integer REFERENCES enquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`enquiry_retention_days\` numeric DEFAULT 365;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_ingredients\`;`)
  await db.run(sql`DROP TABLE \`products_ingredients_locales\`;`)
  await db.run(sql`DROP TABLE \`products_allergens\`;`)
  await db.run(sql`DROP TABLE \`products_may_contain\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_ingredients\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_ingredients_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_allergens\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_may_contain\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`sub_categories_id\` integer,
  	\`recipes_id\` integer,
  	\`news_id\` integer,
  	\`videos_id\` integer,
  	\`health_care_id\` integer,
  	\`jobs_id\` integer,
  	\`sliders_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sub_categories_id\`) REFERENCES \`sub_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`health_care_id\`) REFERENCES \`health_care\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sliders_id\`) REFERENCES \`sliders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sub_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`sub_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_health_care_id_idx\` ON \`payload_locked_documents_rels\` (\`health_care_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sliders_id_idx\` ON \`payload_locked_documents_rels\` (\`sliders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_basis\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_energy_kj\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_energy_kcal\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_fat\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_saturates\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_carbohydrate\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_sugars\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_fibre\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_protein\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_salt\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`nutrition_portion_size\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`net_quantity_amount\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`net_quantity_unit\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`storage\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`origin\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`best_before_note\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_basis\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_energy_kj\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_energy_kcal\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_fat\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_saturates\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_carbohydrate\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_sugars\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_fibre\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_protein\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_salt\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_nutrition_portion_size\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_net_quantity_amount\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_net_quantity_unit\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_storage\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_origin\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_best_before_note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`enquiry_retention_days\`;`)
}
