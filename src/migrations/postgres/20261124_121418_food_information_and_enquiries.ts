import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_ingredients_allergen" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_products_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_products_may_contain" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_products_nutrition_basis" AS ENUM('100g', '100ml');
  CREATE TYPE "public"."enum_products_net_quantity_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum__products_v_version_ingredients_allergen" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum__products_v_version_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum__products_v_version_may_contain" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum__products_v_version_nutrition_basis" AS ENUM('100g', '100ml');
  CREATE TYPE "public"."enum__products_v_version_net_quantity_unit" AS ENUM('g', 'kg', 'ml', 'l');
  CREATE TYPE "public"."enum_enquiries_locale" AS ENUM('en', 'ar', 'ckb');
  CREATE TABLE "products_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"allergen" "enum_products_ingredients_allergen",
  	"percent" numeric
  );
  
  CREATE TABLE "products_ingredients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_may_contain" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_may_contain",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"allergen" "enum__products_v_version_ingredients_allergen",
  	"percent" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_ingredients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_may_contain" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_may_contain",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"country" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"consent" boolean DEFAULT false NOT NULL,
  	"read" boolean DEFAULT false,
  	"locale" "enum_enquiries_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "nutrition_basis" "enum_products_nutrition_basis" DEFAULT '100g';
  ALTER TABLE "products" ADD COLUMN "nutrition_energy_kj" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_energy_kcal" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_fat" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_saturates" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_carbohydrate" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_sugars" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_fibre" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_protein" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_salt" numeric;
  ALTER TABLE "products" ADD COLUMN "nutrition_portion_size" numeric;
  ALTER TABLE "products" ADD COLUMN "net_quantity_amount" numeric;
  ALTER TABLE "products" ADD COLUMN "net_quantity_unit" "enum_products_net_quantity_unit" DEFAULT 'g';
  ALTER TABLE "products_locales" ADD COLUMN "storage" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "origin" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "best_before_note" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_basis" "enum__products_v_version_nutrition_basis" DEFAULT '100g';
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_energy_kj" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_energy_kcal" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_fat" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_saturates" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_carbohydrate" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_sugars" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_fibre" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_protein" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_salt" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_nutrition_portion_size" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_net_quantity_amount" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_net_quantity_unit" "enum__products_v_version_net_quantity_unit" DEFAULT 'g';
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_storage" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_origin" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_best_before_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "enquiry_retention_days" numeric DEFAULT 365;
  ALTER TABLE "products_ingredients" ADD CONSTRAINT "products_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_ingredients_locales" ADD CONSTRAINT "products_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_allergens" ADD CONSTRAINT "products_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_may_contain" ADD CONSTRAINT "products_may_contain_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_ingredients" ADD CONSTRAINT "_products_v_version_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_ingredients_locales" ADD CONSTRAINT "_products_v_version_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_allergens" ADD CONSTRAINT "_products_v_version_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_may_contain" ADD CONSTRAINT "_products_v_version_may_contain_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_ingredients_order_idx" ON "products_ingredients" USING btree ("_order");
  CREATE INDEX "products_ingredients_parent_id_idx" ON "products_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_ingredients_locales_locale_parent_id_unique" ON "products_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_ingredients_locales_parent_id_idx" ON "products_ingredients_locales" USING btree ("_parent_id");
  CREATE INDEX "products_allergens_order_idx" ON "products_allergens" USING btree ("order");
  CREATE INDEX "products_allergens_parent_idx" ON "products_allergens" USING btree ("parent_id");
  CREATE INDEX "products_may_contain_order_idx" ON "products_may_contain" USING btree ("order");
  CREATE INDEX "products_may_contain_parent_idx" ON "products_may_contain" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_ingredients_order_idx" ON "_products_v_version_ingredients" USING btree ("_order");
  CREATE INDEX "_products_v_version_ingredients_parent_id_idx" ON "_products_v_version_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_ingredients_locales_locale_parent_id_uni" ON "_products_v_version_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_ingredients_locales_parent_id_idx" ON "_products_v_version_ingredients_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_allergens_order_idx" ON "_products_v_version_allergens" USING btree ("order");
  CREATE INDEX "_products_v_version_allergens_parent_idx" ON "_products_v_version_allergens" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_may_contain_order_idx" ON "_products_v_version_may_contain" USING btree ("order");
  CREATE INDEX "_products_v_version_may_contain_parent_idx" ON "_products_v_version_may_contain" USING btree ("parent_id");
  CREATE INDEX "enquiries_read_idx" ON "enquiries" USING btree ("read");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_allergens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_may_contain" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_ingredients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_ingredients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_allergens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_may_contain" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_ingredients" CASCADE;
  DROP TABLE "products_ingredients_locales" CASCADE;
  DROP TABLE "products_allergens" CASCADE;
  DROP TABLE "products_may_contain" CASCADE;
  DROP TABLE "_products_v_version_ingredients" CASCADE;
  DROP TABLE "_products_v_version_ingredients_locales" CASCADE;
  DROP TABLE "_products_v_version_allergens" CASCADE;
  DROP TABLE "_products_v_version_may_contain" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "products" DROP COLUMN "nutrition_basis";
  ALTER TABLE "products" DROP COLUMN "nutrition_energy_kj";
  ALTER TABLE "products" DROP COLUMN "nutrition_energy_kcal";
  ALTER TABLE "products" DROP COLUMN "nutrition_fat";
  ALTER TABLE "products" DROP COLUMN "nutrition_saturates";
  ALTER TABLE "products" DROP COLUMN "nutrition_carbohydrate";
  ALTER TABLE "products" DROP COLUMN "nutrition_sugars";
  ALTER TABLE "products" DROP COLUMN "nutrition_fibre";
  ALTER TABLE "products" DROP COLUMN "nutrition_protein";
  ALTER TABLE "products" DROP COLUMN "nutrition_salt";
  ALTER TABLE "products" DROP COLUMN "nutrition_portion_size";
  ALTER TABLE "products" DROP COLUMN "net_quantity_amount";
  ALTER TABLE "products" DROP COLUMN "net_quantity_unit";
  ALTER TABLE "products_locales" DROP COLUMN "storage";
  ALTER TABLE "products_locales" DROP COLUMN "origin";
  ALTER TABLE "products_locales" DROP COLUMN "best_before_note";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_basis";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_energy_kj";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_energy_kcal";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_fat";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_saturates";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_carbohydrate";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_sugars";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_fibre";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_protein";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_salt";
  ALTER TABLE "_products_v" DROP COLUMN "version_nutrition_portion_size";
  ALTER TABLE "_products_v" DROP COLUMN "version_net_quantity_amount";
  ALTER TABLE "_products_v" DROP COLUMN "version_net_quantity_unit";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_storage";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_origin";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_best_before_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  ALTER TABLE "site_settings" DROP COLUMN "enquiry_retention_days";
  DROP TYPE "public"."enum_products_ingredients_allergen";
  DROP TYPE "public"."enum_products_allergens";
  DROP TYPE "public"."enum_products_may_contain";
  DROP TYPE "public"."enum_products_nutrition_basis";
  DROP TYPE "public"."enum_products_net_quantity_unit";
  DROP TYPE "public"."enum__products_v_version_ingredients_allergen";
  DROP TYPE "public"."enum__products_v_version_allergens";
  DROP TYPE "public"."enum__products_v_version_may_contain";
  DROP TYPE "public"."enum__products_v_version_nutrition_basis";
  DROP TYPE "public"."enum__products_v_version_net_quantity_unit";
  DROP TYPE "public"."enum_enquiries_locale";`)
}
