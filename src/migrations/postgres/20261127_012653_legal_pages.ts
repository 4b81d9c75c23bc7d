import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "privacy_notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_notice_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_notice_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_privacy_notice_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_notice" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "legal_notice_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_notice_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_legal_notice_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accessibility_statement" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accessibility_statement_locales" (
  	"title" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accessibility_statement_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_accessibility_statement_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "privacy_notice_locales" ADD CONSTRAINT "privacy_notice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v_locales" ADD CONSTRAINT "_privacy_notice_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_notice_locales" ADD CONSTRAINT "legal_notice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_notice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_notice_v_locales" ADD CONSTRAINT "_legal_notice_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_notice_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessibility_statement_locales" ADD CONSTRAINT "accessibility_statement_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessibility_statement"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessibility_statement_v_locales" ADD CONSTRAINT "_accessibility_statement_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessibility_statement_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "privacy_notice_locales_locale_parent_id_unique" ON "privacy_notice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "privacy_notice_locales_parent_id_idx" ON "privacy_notice_locales" USING btree ("_parent_id");
  CREATE INDEX "_privacy_notice_v_created_at_idx" ON "_privacy_notice_v" USING btree ("created_at");
  CREATE INDEX "_privacy_notice_v_updated_at_idx" ON "_privacy_notice_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_privacy_notice_v_locales_locale_parent_id_unique" ON "_privacy_notice_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_notice_v_locales_parent_id_idx" ON "_privacy_notice_v_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "legal_notice_locales_locale_parent_id_unique" ON "legal_notice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_notice_locales_parent_id_idx" ON "legal_notice_locales" USING btree ("_parent_id");
  CREATE INDEX "_legal_notice_v_created_at_idx" ON "_legal_notice_v" USING btree ("created_at");
  CREATE INDEX "_legal_notice_v_updated_at_idx" ON "_legal_notice_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_legal_notice_v_locales_locale_parent_id_unique" ON "_legal_notice_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_notice_v_locales_parent_id_idx" ON "_legal_notice_v_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "accessibility_statement_locales_locale_parent_id_unique" ON "accessibility_statement_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessibility_statement_locales_parent_id_idx" ON "accessibility_statement_locales" USING btree ("_parent_id");
  CREATE INDEX "_accessibility_statement_v_created_at_idx" ON "_accessibility_statement_v" USING btree ("created_at");
  CREATE INDEX "_accessibility_statement_v_updated_at_idx" ON "_accessibility_statement_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_accessibility_statement_v_locales_locale_parent_id_unique" ON "_accessibility_statement_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessibility_statement_v_locales_parent_id_idx" ON "_accessibility_statement_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "privacy_notice" CASCADE;
  DROP TABLE "privacy_notice_locales" CASCADE;
  DROP TABLE "_privacy_notice_v" CASCADE;
  DROP TABLE "_privacy_notice_v_locales" CASCADE;
  DROP TABLE "legal_notice" CASCADE;
  DROP TABLE "legal_notice_locales" CASCADE;
  DROP TABLE "_legal_notice_v" CASCADE;
  DROP TABLE "_legal_notice_v_locales" CASCADE;
  DROP TABLE "accessibility_statement" CASCADE;
  DROP TABLE "accessibility_statement_locales" CASCADE;
  DROP TABLE "_accessibility_statement_v" CASCADE;
  DROP TABLE "_accessibility_statement_v_locales" CASCADE;`)
}
