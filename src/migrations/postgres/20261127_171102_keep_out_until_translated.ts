import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "recipes_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_recipes_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "news_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "videos_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_videos_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "health_care_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_health_care_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "jobs_locales" ADD COLUMN "keep_out_until_translated" boolean DEFAULT false;
  ALTER TABLE "_jobs_v_locales" ADD COLUMN "version_keep_out_until_translated" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_keep_out_until_translated";
  ALTER TABLE "recipes_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_recipes_v_locales" DROP COLUMN "version_keep_out_until_translated";
  ALTER TABLE "news_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_keep_out_until_translated";
  ALTER TABLE "videos_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_videos_v_locales" DROP COLUMN "version_keep_out_until_translated";
  ALTER TABLE "health_care_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_health_care_v_locales" DROP COLUMN "version_keep_out_until_translated";
  ALTER TABLE "jobs_locales" DROP COLUMN "keep_out_until_translated";
  ALTER TABLE "_jobs_v_locales" DROP COLUMN "version_keep_out_until_translated";`)
}
