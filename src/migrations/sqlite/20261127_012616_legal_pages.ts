import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`privacy_notice_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_notice_locales_locale_parent_id_unique\` ON \`privacy_notice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notice_locales_parent_id_idx\` ON \`privacy_notice_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_created_at_idx\` ON \`_privacy_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_updated_at_idx\` ON \`_privacy_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_notice_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_privacy_notice_v_locales_locale_parent_id_unique\` ON \`_privacy_notice_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_notice_v_locales_parent_id_idx\` ON \`_privacy_notice_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`legal_notice\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`legal_notice_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`legal_notice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`legal_notice_locales_locale_parent_id_unique\` ON \`legal_notice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_notice_locales_parent_id_idx\` ON \`legal_notice_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_notice_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_created_at_idx\` ON \`_legal_notice_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_updated_at_idx\` ON \`_legal_notice_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_legal_notice_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_notice_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_notice_v_locales_locale_parent_id_unique\` ON \`_legal_notice_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_legal_notice_v_locales_parent_id_idx\` ON \`_legal_notice_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessibility_statement\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`accessibility_statement_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessibility_statement\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessibility_statement_locales_locale_parent_id_unique\` ON \`accessibility_statement_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accessibility_statement_locales_parent_id_idx\` ON \`accessibility_statement_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessibility_statement_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_created_at_idx\` ON \`_accessibility_statement_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_updated_at_idx\` ON \`_accessibility_statement_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_accessibility_statement_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessibility_statement_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_accessibility_statement_v_locales_locale_parent_id_unique\` ON \`_accessibility_statement_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_statement_v_locales_parent_id_idx\` ON \`_accessibility_statement_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_notice\`;`)
  await db.run(sql`DROP TABLE \`privacy_notice_locales\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v\`;`)
  await db.run(sql`DROP TABLE \`_privacy_notice_v_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_notice\`;`)
  await db.run(sql`DROP TABLE \`legal_notice_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_notice_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_notice_v_locales\`;`)
  await db.run(sql`DROP TABLE \`accessibility_statement\`;`)
  await db.run(sql`DROP TABLE \`accessibility_statement_locales\`;`)
  await db.run(sql`DROP TABLE \`_accessibility_statement_v\`;`)
  await db.run(sql`DROP TABLE \`_accessibility_statement_v_locales\`;`)
}
