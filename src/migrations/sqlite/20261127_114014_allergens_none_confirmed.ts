import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`allergens_none\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`allergens_declared\` integer;`)
  await db.run(sql`CREATE INDEX \`products_allergens_declared_idx\` ON \`products\` (\`allergens_declared\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_allergens_none\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_allergens_declared\` integer;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_allergens_declared_idx\` ON \`_products_v\` (\`version_allergens_declared\`);`)
  // A product with a group ticked has known allergens. "None" is left for an editor to confirm:
  // an empty list may mean either, and only the editor knows which.
  await db.run(sql`UPDATE \`products\` SET \`allergens_declared\` = (\`id\` IN (SELECT \`parent_id\` FROM \`products_allergens\`));`)
  await db.run(
    sql`UPDATE \`_products_v\` SET \`version_allergens_declared\` = (\`id\` IN (SELECT \`parent_id\` FROM \`_products_v_version_allergens\`));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_allergens_declared_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`allergens_none\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`allergens_declared\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_allergens_declared_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_allergens_none\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_allergens_declared\`;`)
}
