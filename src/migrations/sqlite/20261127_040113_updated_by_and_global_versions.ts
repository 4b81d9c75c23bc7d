import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_about_us_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_us_v_version_version_updated_by_idx\` ON \`_about_us_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_created_at_idx\` ON \`_about_us_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_updated_at_idx\` ON \`_about_us_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_us_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_design_sub_title\` text,
  	\`version_design_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_us_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_us_v_locales_locale_parent_id_unique\` ON \`_about_us_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_locales_parent_id_idx\` ON \`_about_us_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_us_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_about_us_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_us_v_rels_order_idx\` ON \`_about_us_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_rels_parent_idx\` ON \`_about_us_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_rels_path_idx\` ON \`_about_us_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_about_us_v_rels_media_id_idx\` ON \`_about_us_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_us_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_map_latitude\` numeric,
  	\`version_map_longitude\` numeric,
  	\`version_social_links_facebook\` text,
  	\`version_social_links_instagram\` text,
  	\`version_social_links_youtube\` text,
  	\`version_social_links_linkedin\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_us_v_version_version_updated_by_idx\` ON \`_contact_us_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_us_v_created_at_idx\` ON \`_contact_us_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_us_v_updated_at_idx\` ON \`_contact_us_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_contact_us_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_address\` text,
  	\`version_opening_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_us_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_us_v_locales_locale_parent_id_unique\` ON \`_contact_us_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_us_v_locales_parent_id_idx\` ON \`_contact_us_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_category_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_banner_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_category_settings_v_version_version_banner_idx\` ON \`_category_settings_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_category_settings_v_version_version_updated_by_idx\` ON \`_category_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_category_settings_v_created_at_idx\` ON \`_category_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_category_settings_v_updated_at_idx\` ON \`_category_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_category_settings_v_locales\` (
  	\`version_heading\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_category_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_category_settings_v_locales_locale_parent_id_unique\` ON \`_category_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_category_settings_v_locales_parent_id_idx\` ON \`_category_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_banner_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipe_settings_v_version_version_banner_idx\` ON \`_recipe_settings_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_settings_v_version_version_updated_by_idx\` ON \`_recipe_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_settings_v_created_at_idx\` ON \`_recipe_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_settings_v_updated_at_idx\` ON \`_recipe_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_settings_v_locales\` (
  	\`version_heading\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipe_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipe_settings_v_locales_locale_parent_id_unique\` ON \`_recipe_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_settings_v_locales_parent_id_idx\` ON \`_recipe_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_health_care_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_banner_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_health_care_settings_v_version_version_banner_idx\` ON \`_health_care_settings_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_settings_v_version_version_updated_by_idx\` ON \`_health_care_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_settings_v_created_at_idx\` ON \`_health_care_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_settings_v_updated_at_idx\` ON \`_health_care_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_health_care_settings_v_locales\` (
  	\`version_heading\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_health_care_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_health_care_settings_v_locales_locale_parent_id_unique\` ON \`_health_care_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_settings_v_locales_parent_id_idx\` ON \`_health_care_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_search_synonyms\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`words\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_order_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_parent_id_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_synonyms_locale_idx\` ON \`_site_settings_v_version_search_synonyms\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_founding_year\` numeric DEFAULT 1944,
  	\`version_footer_background_color\` text DEFAULT '#C62828',
  	\`version_footer_text_color\` text DEFAULT '#FFFFFF',
  	\`version_social_links_facebook\` text,
  	\`version_social_links_instagram\` text,
  	\`version_social_links_youtube\` text,
  	\`version_social_links_linkedin\` text,
  	\`version_enquiry_retention_days\` numeric DEFAULT 365,
  	\`version_credit_url\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_logo_idx\` ON \`_site_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_updated_by_idx\` ON \`_site_settings_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_site_name\` text,
  	\`version_tagline\` text,
  	\`version_footer_text\` text,
  	\`version_credit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_locales_parent_id_idx\` ON \`_site_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`products_updated_by_idx\` ON \`products\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_by_idx\` ON \`_products_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`categories_updated_by_idx\` ON \`categories\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_categories_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_updated_by_idx\` ON \`_categories_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`sub_categories\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sub_categories_updated_by_idx\` ON \`sub_categories\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_sub_categories_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version_updated_by_idx\` ON \`_sub_categories_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`notices_updated_by_idx\` ON \`notices\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_by_idx\` ON \`_notices_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`recipes\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`recipes_updated_by_idx\` ON \`recipes\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_recipes_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_updated_by_idx\` ON \`_recipes_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`news_updated_by_idx\` ON \`news\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_by_idx\` ON \`_news_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`videos\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`videos_updated_by_idx\` ON \`videos\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_videos_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_by_idx\` ON \`_videos_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`health_care\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`health_care_updated_by_idx\` ON \`health_care\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_health_care_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_version_version_updated_by_idx\` ON \`_health_care_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_by_idx\` ON \`jobs\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_by_idx\` ON \`_jobs_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`sliders\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sliders_updated_by_idx\` ON \`sliders\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_sliders_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_updated_by_idx\` ON \`_sliders_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`about_us\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`about_us_updated_by_idx\` ON \`about_us\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_us\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_us_updated_by_idx\` ON \`contact_us\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`privacy_notice\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_updated_by_idx\` ON \`privacy_notice\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_privacy_notice_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_version_version_updated_by_idx\` ON \`_privacy_notice_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`legal_notice\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`legal_notice_updated_by_idx\` ON \`legal_notice\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_legal_notice_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_version_version_updated_by_idx\` ON \`_legal_notice_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`accessibility_statement\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`accessibility_statement_updated_by_idx\` ON \`accessibility_statement\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_accessibility_statement_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_version_version_updated_by_idx\` ON \`_accessibility_statement_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`category_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`category_settings_updated_by_idx\` ON \`category_settings\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`recipe_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`recipe_settings_updated_by_idx\` ON \`recipe_settings\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`health_care_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`health_care_settings_updated_by_idx\` ON \`health_care_settings\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_updated_by_idx\` ON \`site_settings\` (\`updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_about_us_v\`;`)
  await db.run(sql`DROP TABLE \`_about_us_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_us_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_contact_us_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_us_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_category_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_category_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipe_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_recipe_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_health_care_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_health_care_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_search_synonyms\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`barcode\` text,
  	\`category_id\` integer,
  	\`sub_category_id\` integer,
  	\`nutrition_basis\` text DEFAULT '100g',
  	\`nutrition_energy_kj\` numeric,
  	\`nutrition_energy_kcal\` numeric,
  	\`nutrition_fat\` numeric,
  	\`nutrition_saturates\` numeric,
  	\`nutrition_carbohydrate\` numeric,
  	\`nutrition_sugars\` numeric,
  	\`nutrition_fibre\` numeric,
  	\`nutrition_protein\` numeric,
  	\`nutrition_salt\` numeric,
  	\`nutrition_portion_size\` numeric,
  	\`net_quantity_amount\` numeric,
  	\`net_quantity_unit\` text DEFAULT 'g',
  	\`order\` numeric DEFAULT 0,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_category_id\`) REFERENCES \`sub_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "barcode", "category_id", "sub_category_id", "nutrition_basis", "nutrition_energy_kj", "nutrition_energy_kcal", "nutrition_fat", "nutrition_saturates", "nutrition_carbohydrate", "nutrition_sugars", "nutrition_fibre", "nutrition_protein", "nutrition_salt", "nutrition_portion_size", "net_quantity_amount", "net_quantity_unit", "order", "generate_slug", "slug", "search_text", "updated_at", "created_at", "_status") SELECT "id", "barcode", "category_id", "sub_category_id", "nutrition_basis", "nutrition_energy_kj", "nutrition_energy_kcal", "nutrition_fat", "nutrition_saturates", "nutrition_carbohydrate", "nutrition_sugars", "nutrition_fibre", "nutrition_protein", "nutrition_salt", "nutrition_portion_size", "net_quantity_amount", "net_quantity_unit", "order", "generate_slug", "slug", "search_text", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`products_barcode_idx\` ON \`products\` (\`barcode\`);`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`products_sub_category_idx\` ON \`products\` (\`sub_category_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_search_text_idx\` ON \`products\` (\`search_text\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE INDEX \`products_search_idx\` ON \`products\` (\`_status\`,\`order\`,\`created_at\`,\`search_text\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_barcode\` text,
  	\`version_category_id\` integer,
  	\`version_sub_category_id\` integer,
  	\`version_nutrition_basis\` text DEFAULT '100g',
  	\`version_nutrition_energy_kj\` numeric,
  	\`version_nutrition_energy_kcal\` numeric,
  	\`version_nutrition_fat\` numeric,
  	\`version_nutrition_saturates\` numeric,
  	\`version_nutrition_carbohydrate\` numeric,
  	\`version_nutrition_sugars\` numeric,
  	\`version_nutrition_fibre\` numeric,
  	\`version_nutrition_protein\` numeric,
  	\`version_nutrition_salt\` numeric,
  	\`version_nutrition_portion_size\` numeric,
  	\`version_net_quantity_amount\` numeric,
  	\`version_net_quantity_unit\` text DEFAULT 'g',
  	\`version_order\` numeric DEFAULT 0,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_search_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_category_id\`) REFERENCES \`sub_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_barcode", "version_category_id", "version_sub_category_id", "version_nutrition_basis", "version_nutrition_energy_kj", "version_nutrition_energy_kcal", "version_nutrition_fat", "version_nutrition_saturates", "version_nutrition_carbohydrate", "version_nutrition_sugars", "version_nutrition_fibre", "version_nutrition_protein", "version_nutrition_salt", "version_nutrition_portion_size", "version_net_quantity_amount", "version_net_quantity_unit", "version_order", "version_generate_slug", "version_slug", "version_search_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_barcode", "version_category_id", "version_sub_category_id", "version_nutrition_basis", "version_nutrition_energy_kj", "version_nutrition_energy_kcal", "version_nutrition_fat", "version_nutrition_saturates", "version_nutrition_carbohydrate", "version_nutrition_sugars", "version_nutrition_fibre", "version_nutrition_protein", "version_nutrition_salt", "version_nutrition_portion_size", "version_net_quantity_amount", "version_net_quantity_unit", "version_order", "version_generate_slug", "version_slug", "version_search_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_barcode_idx\` ON \`_products_v\` (\`version_barcode\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sub_category_idx\` ON \`_products_v\` (\`version_sub_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_search_text_idx\` ON \`_products_v\` (\`version_search_text\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background_color\` text DEFAULT '#C62828',
  	\`text_color\` text DEFAULT '#FFFFFF',
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "background_color", "text_color", "image_id", "order", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "background_color", "text_color", "image_id", "order", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE INDEX \`categories_image_idx\` ON \`categories\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`categories__status_idx\` ON \`categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_background_color\` text DEFAULT '#C62828',
  	\`version_text_color\` text DEFAULT '#FFFFFF',
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__categories_v\`("id", "parent_id", "version_background_color", "version_text_color", "version_image_id", "version_order", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_background_color", "version_text_color", "version_image_id", "version_order", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__categories_v\` RENAME TO \`_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_categories_v_parent_idx\` ON \`_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_image_idx\` ON \`_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_slug_idx\` ON \`_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_updated_at_idx\` ON \`_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_created_at_idx\` ON \`_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version__status_idx\` ON \`_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_created_at_idx\` ON \`_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_updated_at_idx\` ON \`_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_snapshot_idx\` ON \`_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_published_locale_idx\` ON \`_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_latest_idx\` ON \`_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_sub_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sub_categories\`("id", "category_id", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "category_id", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`sub_categories\`;`)
  await db.run(sql`DROP TABLE \`sub_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_sub_categories\` RENAME TO \`sub_categories\`;`)
  await db.run(sql`CREATE INDEX \`sub_categories_category_idx\` ON \`sub_categories\` (\`category_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sub_categories_slug_idx\` ON \`sub_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sub_categories_updated_at_idx\` ON \`sub_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sub_categories_created_at_idx\` ON \`sub_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sub_categories__status_idx\` ON \`sub_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__sub_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sub_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sub_categories_v\`("id", "parent_id", "version_category_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_category_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_sub_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_sub_categories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sub_categories_v\` RENAME TO \`_sub_categories_v\`;`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_parent_idx\` ON \`_sub_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version_category_idx\` ON \`_sub_categories_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version_slug_idx\` ON \`_sub_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version_updated_at_idx\` ON \`_sub_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version_created_at_idx\` ON \`_sub_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_version_version__status_idx\` ON \`_sub_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_created_at_idx\` ON \`_sub_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_updated_at_idx\` ON \`_sub_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_snapshot_idx\` ON \`_sub_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_published_locale_idx\` ON \`_sub_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_sub_categories_v_latest_idx\` ON \`_sub_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_notices\`("id", "kind", "starts_at", "ends_at", "updated_at", "created_at", "_status") SELECT "id", "kind", "starts_at", "ends_at", "updated_at", "created_at", "_status" FROM \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`ALTER TABLE \`__new_notices\` RENAME TO \`notices\`;`)
  await db.run(sql`CREATE INDEX \`notices_starts_at_idx\` ON \`notices\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_ends_at_idx\` ON \`notices\` (\`ends_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__notices_v\` (
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
  await db.run(sql`INSERT INTO \`__new__notices_v\`("id", "parent_id", "version_kind", "version_starts_at", "version_ends_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_kind", "version_starts_at", "version_ends_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__notices_v\` RENAME TO \`_notices_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_recipes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prep_time\` numeric,
  	\`cook_time\` numeric,
  	\`servings\` numeric,
  	\`top_attachment_id\` integer,
  	\`bottom_attachment_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`top_attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bottom_attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recipes\`("id", "prep_time", "cook_time", "servings", "top_attachment_id", "bottom_attachment_id", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "prep_time", "cook_time", "servings", "top_attachment_id", "bottom_attachment_id", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`recipes\`;`)
  await db.run(sql`DROP TABLE \`recipes\`;`)
  await db.run(sql`ALTER TABLE \`__new_recipes\` RENAME TO \`recipes\`;`)
  await db.run(sql`CREATE INDEX \`recipes_top_attachment_idx\` ON \`recipes\` (\`top_attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_bottom_attachment_idx\` ON \`recipes\` (\`bottom_attachment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_slug_idx\` ON \`recipes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`recipes_updated_at_idx\` ON \`recipes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes_created_at_idx\` ON \`recipes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes__status_idx\` ON \`recipes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__recipes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_prep_time\` numeric,
  	\`version_cook_time\` numeric,
  	\`version_servings\` numeric,
  	\`version_top_attachment_id\` integer,
  	\`version_bottom_attachment_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_top_attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_bottom_attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__recipes_v\`("id", "parent_id", "version_prep_time", "version_cook_time", "version_servings", "version_top_attachment_id", "version_bottom_attachment_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_prep_time", "version_cook_time", "version_servings", "version_top_attachment_id", "version_bottom_attachment_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_recipes_v\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__recipes_v\` RENAME TO \`_recipes_v\`;`)
  await db.run(sql`CREATE INDEX \`_recipes_v_parent_idx\` ON \`_recipes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_top_attachment_idx\` ON \`_recipes_v\` (\`version_top_attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_bottom_attachment_idx\` ON \`_recipes_v\` (\`version_bottom_attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_slug_idx\` ON \`_recipes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_updated_at_idx\` ON \`_recipes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_created_at_idx\` ON \`_recipes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version__status_idx\` ON \`_recipes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_created_at_idx\` ON \`_recipes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_updated_at_idx\` ON \`_recipes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_snapshot_idx\` ON \`_recipes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_published_locale_idx\` ON \`_recipes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_latest_idx\` ON \`_recipes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "published_at", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "published_at", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_published_at", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_at", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`video_file_id\` integer,
  	\`poster_id\` integer,
  	\`barcode\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_videos\`("id", "video_url", "video_file_id", "poster_id", "barcode", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "video_url", "video_file_id", "poster_id", "barcode", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`videos\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_videos\` RENAME TO \`videos\`;`)
  await db.run(sql`CREATE INDEX \`videos_video_file_idx\` ON \`videos\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_barcode_idx\` ON \`videos\` (\`barcode\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_slug_idx\` ON \`videos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`videos__status_idx\` ON \`videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_video_url\` text,
  	\`version_video_file_id\` integer,
  	\`version_poster_id\` integer,
  	\`version_barcode\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__videos_v\`("id", "parent_id", "version_video_url", "version_video_file_id", "version_poster_id", "version_barcode", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_video_url", "version_video_file_id", "version_poster_id", "version_barcode", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__videos_v\` RENAME TO \`_videos_v\`;`)
  await db.run(sql`CREATE INDEX \`_videos_v_parent_idx\` ON \`_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_video_file_idx\` ON \`_videos_v\` (\`version_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_poster_idx\` ON \`_videos_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_barcode_idx\` ON \`_videos_v\` (\`version_barcode\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_slug_idx\` ON \`_videos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_updated_at_idx\` ON \`_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version_created_at_idx\` ON \`_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_version_version__status_idx\` ON \`_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_created_at_idx\` ON \`_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_updated_at_idx\` ON \`_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_snapshot_idx\` ON \`_videos_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_published_locale_idx\` ON \`_videos_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_videos_v_latest_idx\` ON \`_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_health_care\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_health_care\`("id", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`health_care\`;`)
  await db.run(sql`DROP TABLE \`health_care\`;`)
  await db.run(sql`ALTER TABLE \`__new_health_care\` RENAME TO \`health_care\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`health_care_slug_idx\` ON \`health_care\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`health_care_updated_at_idx\` ON \`health_care\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`health_care_created_at_idx\` ON \`health_care\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`health_care__status_idx\` ON \`health_care\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__health_care_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`health_care\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__health_care_v\`("id", "parent_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_health_care_v\`;`)
  await db.run(sql`DROP TABLE \`_health_care_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__health_care_v\` RENAME TO \`_health_care_v\`;`)
  await db.run(sql`CREATE INDEX \`_health_care_v_parent_idx\` ON \`_health_care_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_version_version_slug_idx\` ON \`_health_care_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_version_version_updated_at_idx\` ON \`_health_care_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_version_version_created_at_idx\` ON \`_health_care_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_version_version__status_idx\` ON \`_health_care_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_created_at_idx\` ON \`_health_care_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_updated_at_idx\` ON \`_health_care_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_snapshot_idx\` ON \`_health_care_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_published_locale_idx\` ON \`_health_care_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_health_care_v_latest_idx\` ON \`_health_care_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`attachment_id\` integer,
  	\`employment_type\` text DEFAULT 'FULL_TIME',
  	\`valid_through\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "attachment_id", "employment_type", "valid_through", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "attachment_id", "employment_type", "valid_through", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_attachment_idx\` ON \`jobs\` (\`attachment_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_attachment_id\` integer,
  	\`version_employment_type\` text DEFAULT 'FULL_TIME',
  	\`version_valid_through\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_attachment_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_attachment_id", "version_employment_type", "version_valid_through", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_attachment_id", "version_employment_type", "version_valid_through", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_attachment_idx\` ON \`_jobs_v\` (\`version_attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_sliders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`image_id\` integer,
  	\`position\` numeric DEFAULT 0,
  	\`link\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sliders\`("id", "_order", "image_id", "position", "link", "generate_slug", "slug", "updated_at", "created_at", "_status") SELECT "id", "_order", "image_id", "position", "link", "generate_slug", "slug", "updated_at", "created_at", "_status" FROM \`sliders\`;`)
  await db.run(sql`DROP TABLE \`sliders\`;`)
  await db.run(sql`ALTER TABLE \`__new_sliders\` RENAME TO \`sliders\`;`)
  await db.run(sql`CREATE INDEX \`sliders__order_idx\` ON \`sliders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sliders_image_idx\` ON \`sliders\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`sliders_position_idx\` ON \`sliders\` (\`position\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sliders_slug_idx\` ON \`sliders\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sliders_updated_at_idx\` ON \`sliders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sliders_created_at_idx\` ON \`sliders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sliders__status_idx\` ON \`sliders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__sliders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_image_id\` integer,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_link\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sliders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sliders_v\`("id", "parent_id", "version__order", "version_image_id", "version_position", "version_link", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version__order", "version_image_id", "version_position", "version_link", "version_generate_slug", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_sliders_v\`;`)
  await db.run(sql`DROP TABLE \`_sliders_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sliders_v\` RENAME TO \`_sliders_v\`;`)
  await db.run(sql`CREATE INDEX \`_sliders_v_parent_idx\` ON \`_sliders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version__order_idx\` ON \`_sliders_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_image_idx\` ON \`_sliders_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_position_idx\` ON \`_sliders_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_slug_idx\` ON \`_sliders_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_updated_at_idx\` ON \`_sliders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version_created_at_idx\` ON \`_sliders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version__status_idx\` ON \`_sliders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_created_at_idx\` ON \`_sliders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_updated_at_idx\` ON \`_sliders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_snapshot_idx\` ON \`_sliders_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_published_locale_idx\` ON \`_sliders_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_sliders_v_latest_idx\` ON \`_sliders_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_us\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_us\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`about_us\`;`)
  await db.run(sql`DROP TABLE \`about_us\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_us\` RENAME TO \`about_us\`;`)
  await db.run(sql`CREATE TABLE \`__new_contact_us\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`map_latitude\` numeric,
  	\`map_longitude\` numeric,
  	\`social_links_facebook\` text,
  	\`social_links_instagram\` text,
  	\`social_links_youtube\` text,
  	\`social_links_linkedin\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_us\`("id", "phone", "email", "map_latitude", "map_longitude", "social_links_facebook", "social_links_instagram", "social_links_youtube", "social_links_linkedin", "updated_at", "created_at") SELECT "id", "phone", "email", "map_latitude", "map_longitude", "social_links_facebook", "social_links_instagram", "social_links_youtube", "social_links_linkedin", "updated_at", "created_at" FROM \`contact_us\`;`)
  await db.run(sql`DROP TABLE \`contact_us\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_us\` RENAME TO \`contact_us\`;`)
  await db.run(sql`CREATE TABLE \`__new_privacy_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_privacy_notice\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`privacy_notice\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice\`;`)
  await db.run(sql`ALTER TABLE \`__new_privacy_notice\` RENAME TO \`privacy_notice\`;`)
  await db.run(sql`CREATE TABLE \`__new__privacy_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__privacy_notice_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_privacy_notice_v\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__privacy_notice_v\` RENAME TO \`_privacy_notice_v\`;`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_created_at_idx\` ON \`_privacy_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_updated_at_idx\` ON \`_privacy_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal_notice\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`legal_notice\`;`)
  await db.run(sql`DROP TABLE \`legal_notice\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal_notice\` RENAME TO \`legal_notice\`;`)
  await db.run(sql`CREATE TABLE \`__new__legal_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__legal_notice_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_legal_notice_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_notice_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__legal_notice_v\` RENAME TO \`_legal_notice_v\`;`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_created_at_idx\` ON \`_legal_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_updated_at_idx\` ON \`_legal_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_accessibility_statement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_accessibility_statement\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`accessibility_statement\`;`)
  await db.run(sql`DROP TABLE \`accessibility_statement\`;`)
  await db.run(sql`ALTER TABLE \`__new_accessibility_statement\` RENAME TO \`accessibility_statement\`;`)
  await db.run(sql`CREATE TABLE \`__new__accessibility_statement_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__accessibility_statement_v\`("id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_accessibility_statement_v\`;`)
  await db.run(sql`DROP TABLE \`_accessibility_statement_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__accessibility_statement_v\` RENAME TO \`_accessibility_statement_v\`;`)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_created_at_idx\` ON \`_accessibility_statement_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_updated_at_idx\` ON \`_accessibility_statement_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_category_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_category_settings\`("id", "banner_id", "updated_at", "created_at") SELECT "id", "banner_id", "updated_at", "created_at" FROM \`category_settings\`;`)
  await db.run(sql`DROP TABLE \`category_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_category_settings\` RENAME TO \`category_settings\`;`)
  await db.run(sql`CREATE INDEX \`category_settings_banner_idx\` ON \`category_settings\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_recipe_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recipe_settings\`("id", "banner_id", "updated_at", "created_at") SELECT "id", "banner_id", "updated_at", "created_at" FROM \`recipe_settings\`;`)
  await db.run(sql`DROP TABLE \`recipe_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_recipe_settings\` RENAME TO \`recipe_settings\`;`)
  await db.run(sql`CREATE INDEX \`recipe_settings_banner_idx\` ON \`recipe_settings\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_health_care_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`banner_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_health_care_settings\`("id", "banner_id", "updated_at", "created_at") SELECT "id", "banner_id", "updated_at", "created_at" FROM \`health_care_settings\`;`)
  await db.run(sql`DROP TABLE \`health_care_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_health_care_settings\` RENAME TO \`health_care_settings\`;`)
  await db.run(sql`CREATE INDEX \`health_care_settings_banner_idx\` ON \`health_care_settings\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`founding_year\` numeric DEFAULT 1944,
  	\`footer_background_color\` text DEFAULT '#C62828',
  	\`footer_text_color\` text DEFAULT '#FFFFFF',
  	\`social_links_facebook\` text,
  	\`social_links_instagram\` text,
  	\`social_links_youtube\` text,
  	\`social_links_linkedin\` text,
  	\`enquiry_retention_days\` numeric DEFAULT 365,
  	\`credit_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "logo_id", "founding_year", "footer_background_color", "footer_text_color", "social_links_facebook", "social_links_instagram", "social_links_youtube", "social_links_linkedin", "enquiry_retention_days", "credit_url", "updated_at", "created_at") SELECT "id", "logo_id", "founding_year", "footer_background_color", "footer_text_color", "social_links_facebook", "social_links_instagram", "social_links_youtube", "social_links_linkedin", "enquiry_retention_days", "credit_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}
