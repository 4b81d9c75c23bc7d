import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "allergens_none" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "allergens_declared" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "version_allergens_none" boolean DEFAULT false;
  ALTER TABLE "_products_v" ADD COLUMN "version_allergens_declared" boolean;
  CREATE INDEX "products_allergens_declared_idx" ON "products" USING btree ("allergens_declared");
  CREATE INDEX "_products_v_version_version_allergens_declared_idx" ON "_products_v" USING btree ("version_allergens_declared");`)
  // A product with a group ticked has known allergens. "None" is left for an editor to confirm:
  // an empty list may mean either, and only the editor knows which.
  await db.execute(sql`
   UPDATE "products" SET "allergens_declared" = ("id" IN (SELECT "parent_id" FROM "products_allergens"));
  UPDATE "_products_v" SET "version_allergens_declared" = ("id" IN (SELECT "parent_id" FROM "_products_v_version_allergens"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_allergens_declared_idx";
  DROP INDEX "_products_v_version_version_allergens_declared_idx";
  ALTER TABLE "products" DROP COLUMN "allergens_none";
  ALTER TABLE "products" DROP COLUMN "allergens_declared";
  ALTER TABLE "_products_v" DROP COLUMN "version_allergens_none";
  ALTER TABLE "_products_v" DROP COLUMN "version_allergens_declared";`)
}
