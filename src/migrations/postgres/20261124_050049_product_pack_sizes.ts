import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_pack_sizes_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum__products_v_version_pack_sizes_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TABLE "products_pack_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum_products_pack_sizes_unit" DEFAULT 'g'
  );
  
  CREATE TABLE "_products_v_version_pack_sizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"unit" "enum__products_v_version_pack_sizes_unit" DEFAULT 'g',
  	"_uuid" varchar
  );
  
  ALTER TABLE "products_pack_sizes" ADD CONSTRAINT "products_pack_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_pack_sizes" ADD CONSTRAINT "_products_v_version_pack_sizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_pack_sizes_order_idx" ON "products_pack_sizes" USING btree ("_order");
  CREATE INDEX "products_pack_sizes_parent_id_idx" ON "products_pack_sizes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_pack_sizes_order_idx" ON "_products_v_version_pack_sizes" USING btree ("_order");
  CREATE INDEX "_products_v_version_pack_sizes_parent_id_idx" ON "_products_v_version_pack_sizes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_pack_sizes" CASCADE;
  DROP TABLE "_products_v_version_pack_sizes" CASCADE;
  DROP TYPE "public"."enum_products_pack_sizes_unit";
  DROP TYPE "public"."enum__products_v_version_pack_sizes_unit";`)
}
