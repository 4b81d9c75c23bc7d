import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`notices_starts_at_idx\` ON \`notices\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_ends_at_idx\` ON \`notices\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`notices_locales\` (
  	\`title\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notices_locales_locale_parent_id_unique\` ON \`notices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_locales_parent_id_idx\` ON \`notices_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`notices_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`notices_rels_order_idx\` ON \`notices_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_parent_idx\` ON \`notices_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_path_idx\` ON \`notices_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_products_id_idx\` ON \`notices_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_starts_at_idx\` ON \`_notices_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_ends_at_idx\` ON \`_notices_v\` (\`version_ends_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_snapshot_idx\` ON \`_notices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_published_locale_idx\` ON \`_notices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_locales\` (
  	\`version_title\` text,
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_notices_v_locales_locale_parent_id_unique\` ON \`_notices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_locales_parent_id_idx\` ON \`_notices_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_order_idx\` ON \`_notices_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_parent_idx\` ON \`_notices_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_path_idx\` ON \`_notices_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_products_id_idx\` ON \`_notices_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notices_id\` integer REFERENCES notices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices_locales\`;`)
  await db.run(sql`DROP TABLE \`notices_rels\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
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
  	\`enquiries_id\` integer,
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id", "enquiries_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "sub_categories_id", "recipes_id", "news_id", "videos_id", "health_care_id", "jobs_id", "sliders_id", "media_id", "users_id", "enquiries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}
