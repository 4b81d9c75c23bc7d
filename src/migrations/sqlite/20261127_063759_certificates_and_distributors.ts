import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`issuer\` text,
  	\`number\` text,
  	\`valid_until\` text,
  	\`file_id\` integer,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`certificates_valid_until_idx\` ON \`certificates\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`certificates_file_idx\` ON \`certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_by_idx\` ON \`certificates\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates__status_idx\` ON \`certificates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`certificates_locales\` (
  	\`name\` text,
  	\`scope\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_locales_locale_parent_id_unique\` ON \`certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_locales_parent_id_idx\` ON \`certificates_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_certificates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_issuer\` text,
  	\`version_number\` text,
  	\`version_valid_until\` text,
  	\`version_file_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_certificates_v_parent_idx\` ON \`_certificates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_valid_until_idx\` ON \`_certificates_v\` (\`version_valid_until\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_file_idx\` ON \`_certificates_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_updated_by_idx\` ON \`_certificates_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_updated_at_idx\` ON \`_certificates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version_created_at_idx\` ON \`_certificates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_version_version__status_idx\` ON \`_certificates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_created_at_idx\` ON \`_certificates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_updated_at_idx\` ON \`_certificates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_snapshot_idx\` ON \`_certificates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_published_locale_idx\` ON \`_certificates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_latest_idx\` ON \`_certificates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_certificates_v_locales\` (
  	\`version_name\` text,
  	\`version_scope\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_certificates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_certificates_v_locales_locale_parent_id_unique\` ON \`_certificates_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_certificates_v_locales_parent_id_idx\` ON \`_certificates_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`location_latitude\` numeric,
  	\`location_longitude\` numeric,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_updated_by_idx\` ON \`distributors\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`distributors_updated_at_idx\` ON \`distributors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distributors_created_at_idx\` ON \`distributors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`distributors__status_idx\` ON \`distributors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`distributors_locales\` (
  	\`name\` text,
  	\`country\` text,
  	\`city\` text,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`distributors_locales_locale_parent_id_unique\` ON \`distributors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`distributors_locales_parent_id_idx\` ON \`distributors_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_distributors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_website\` text,
  	\`version_location_latitude\` numeric,
  	\`version_location_longitude\` numeric,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_distributors_v_parent_idx\` ON \`_distributors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_version_version_updated_by_idx\` ON \`_distributors_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_version_version_updated_at_idx\` ON \`_distributors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_version_version_created_at_idx\` ON \`_distributors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_version_version__status_idx\` ON \`_distributors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_created_at_idx\` ON \`_distributors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_updated_at_idx\` ON \`_distributors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_snapshot_idx\` ON \`_distributors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_published_locale_idx\` ON \`_distributors_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_latest_idx\` ON \`_distributors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_distributors_v_locales\` (
  	\`version_name\` text,
  	\`version_country\` text,
  	\`version_city\` text,
  	\`version_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_distributors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_distributors_v_locales_locale_parent_id_unique\` ON \`_distributors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_distributors_v_locales_parent_id_idx\` ON \`_distributors_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`distributors_id\` integer REFERENCES distributors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributors_id_idx\` ON \`payload_locked_documents_rels\` (\`distributors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`DROP TABLE \`certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v\`;`)
  await db.run(sql`DROP TABLE \`_certificates_v_locales\`;`)
  await db.run(sql`DROP TABLE \`distributors\`;`)
  await db.run(sql`DROP TABLE \`distributors_locales\`;`)
  await db.run(sql`DROP TABLE \`_distributors_v\`;`)
  await db.run(sql`DROP TABLE \`_distributors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`sub_categories_id\` integer,
  	\`notices_id\` integer,
  	\`recipes_id\` integer,
  	\`news_id\` integer,
  	\`videos_id\` integer,
  	\`health_care_id\` integer,
  	\`jobs_id\` integer,
  	\`sliders_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`enquiries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sub_categories_id\`) REFERENCES \`sub_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`health_care_id\`) REFERENCES \`health_care\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sliders_id\`) REFERENCES \`sliders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "notices_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "notices_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sub_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`sub_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_health_care_id_idx\` ON \`payload_locked_documents_rels\` (\`health_care_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sliders_id_idx\` ON \`payload_locked_documents_rels\` (\`sliders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}
