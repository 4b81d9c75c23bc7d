import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "products_locales_parent_id_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_locales_parent_id_idx" ON "_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_id_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "_categories_v_locales_parent_id_idx" ON "_categories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "sub_categories_locales_parent_id_idx" ON "sub_categories_locales" USING btree ("_parent_id");
  CREATE INDEX "_sub_categories_v_locales_parent_id_idx" ON "_sub_categories_v_locales" USING btree ("_parent_id");
  CREATE INDEX "recipes_locales_parent_id_idx" ON "recipes_locales" USING btree ("_parent_id");
  CREATE INDEX "_recipes_v_locales_parent_id_idx" ON "_recipes_v_locales" USING btree ("_parent_id");
  CREATE INDEX "news_locales_parent_id_idx" ON "news_locales" USING btree ("_parent_id");
  CREATE INDEX "_news_v_locales_parent_id_idx" ON "_news_v_locales" USING btree ("_parent_id");
  CREATE INDEX "videos_locales_parent_id_idx" ON "videos_locales" USING btree ("_parent_id");
  CREATE INDEX "_videos_v_locales_parent_id_idx" ON "_videos_v_locales" USING btree ("_parent_id");
  CREATE INDEX "health_care_locales_parent_id_idx" ON "health_care_locales" USING btree ("_parent_id");
  CREATE INDEX "_health_care_v_locales_parent_id_idx" ON "_health_care_v_locales" USING btree ("_parent_id");
  CREATE INDEX "jobs_locales_parent_id_idx" ON "jobs_locales" USING btree ("_parent_id");
  CREATE INDEX "_jobs_v_locales_parent_id_idx" ON "_jobs_v_locales" USING btree ("_parent_id");
  CREATE INDEX "sliders_locales_parent_id_idx" ON "sliders_locales" USING btree ("_parent_id");
  CREATE INDEX "_sliders_v_locales_parent_id_idx" ON "_sliders_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "about_us_locales_parent_id_idx" ON "about_us_locales" USING btree ("_parent_id");
  CREATE INDEX "contact_us_locales_parent_id_idx" ON "contact_us_locales" USING btree ("_parent_id");
  CREATE INDEX "category_settings_locales_parent_id_idx" ON "category_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "recipe_settings_locales_parent_id_idx" ON "recipe_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "health_care_settings_locales_parent_id_idx" ON "health_care_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_locales_parent_id_idx";
  DROP INDEX "_products_v_locales_parent_id_idx";
  DROP INDEX "categories_locales_parent_id_idx";
  DROP INDEX "_categories_v_locales_parent_id_idx";
  DROP INDEX "sub_categories_locales_parent_id_idx";
  DROP INDEX "_sub_categories_v_locales_parent_id_idx";
  DROP INDEX "recipes_locales_parent_id_idx";
  DROP INDEX "_recipes_v_locales_parent_id_idx";
  DROP INDEX "news_locales_parent_id_idx";
  DROP INDEX "_news_v_locales_parent_id_idx";
  DROP INDEX "videos_locales_parent_id_idx";
  DROP INDEX "_videos_v_locales_parent_id_idx";
  DROP INDEX "health_care_locales_parent_id_idx";
  DROP INDEX "_health_care_v_locales_parent_id_idx";
  DROP INDEX "jobs_locales_parent_id_idx";
  DROP INDEX "_jobs_v_locales_parent_id_idx";
  DROP INDEX "sliders_locales_parent_id_idx";
  DROP INDEX "_sliders_v_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "about_us_locales_parent_id_idx";
  DROP INDEX "contact_us_locales_parent_id_idx";
  DROP INDEX "category_settings_locales_parent_id_idx";
  DROP INDEX "recipe_settings_locales_parent_id_idx";
  DROP INDEX "health_care_settings_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";`)
}
