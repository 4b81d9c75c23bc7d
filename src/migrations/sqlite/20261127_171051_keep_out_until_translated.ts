import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`recipes_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_recipes_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`videos_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_videos_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`health_care_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_health_care_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`keep_out_until_translated\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` ADD \`version_keep_out_until_translated\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`recipes_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_recipes_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`news_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`videos_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_videos_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`health_care_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_health_care_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`keep_out_until_translated\`;`)
  await db.run(sql`ALTER TABLE \`_jobs_v_locales\` DROP COLUMN \`version_keep_out_until_translated\`;`)
}
