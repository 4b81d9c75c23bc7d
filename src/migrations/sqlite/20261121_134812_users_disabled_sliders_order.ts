import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sliders\` ADD \`_order\` text;`)
  await db.run(sql`CREATE INDEX \`sliders__order_idx\` ON \`sliders\` (\`_order\`);`)
  await db.run(sql`ALTER TABLE \`_sliders_v\` ADD \`version__order\` text;`)
  await db.run(sql`CREATE INDEX \`_sliders_v_version_version__order_idx\` ON \`_sliders_v\` (\`version__order\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`disabled\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`sliders__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`sliders\` DROP COLUMN \`_order\`;`)
  await db.run(sql`DROP INDEX \`_sliders_v_version_version__order_idx\`;`)
  await db.run(sql`ALTER TABLE \`_sliders_v\` DROP COLUMN \`version__order\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`disabled\`;`)
}
