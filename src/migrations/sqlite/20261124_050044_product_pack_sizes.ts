import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_pack_sizes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_pack_sizes\`;`)
}
