import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sliders" ADD COLUMN "_order" varchar;
  ALTER TABLE "_sliders_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false;
  CREATE INDEX "sliders__order_idx" ON "sliders" USING btree ("_order");
  CREATE INDEX "_sliders_v_version_version__order_idx" ON "_sliders_v" USING btree ("version__order");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sliders__order_idx";
  DROP INDEX "_sliders_v_version_version__order_idx";
  ALTER TABLE "sliders" DROP COLUMN "_order";
  ALTER TABLE "_sliders_v" DROP COLUMN "version__order";
  ALTER TABLE "users" DROP COLUMN "disabled";`)
}
