import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_certificates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__certificates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__certificates_v_published_locale" AS ENUM('en', 'ar', 'ckb');
  CREATE TYPE "public"."enum_distributors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__distributors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__distributors_v_published_locale" AS ENUM('en', 'ar', 'ckb');
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issuer" varchar,
  	"number" varchar,
  	"valid_until" timestamp(3) with time zone,
  	"file_id" integer,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_certificates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "certificates_locales" (
  	"name" varchar,
  	"scope" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_certificates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_issuer" varchar,
  	"version_number" varchar,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_file_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__certificates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__certificates_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_certificates_v_locales" (
  	"version_name" varchar,
  	"version_scope" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"location_latitude" numeric,
  	"location_longitude" numeric,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_distributors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "distributors_locales" (
  	"name" varchar,
  	"country" varchar,
  	"city" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_distributors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_website" varchar,
  	"version_location_latitude" numeric,
  	"version_location_longitude" numeric,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__distributors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__distributors_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_distributors_v_locales" (
  	"version_name" varchar,
  	"version_country" varchar,
  	"version_city" varchar,
  	"version_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "distributors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates_locales" ADD CONSTRAINT "certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_parent_id_certificates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v" ADD CONSTRAINT "_certificates_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_certificates_v_locales" ADD CONSTRAINT "_certificates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_certificates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors" ADD CONSTRAINT "distributors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "distributors_locales" ADD CONSTRAINT "distributors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_distributors_v" ADD CONSTRAINT "_distributors_v_parent_id_distributors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."distributors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_distributors_v" ADD CONSTRAINT "_distributors_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_distributors_v_locales" ADD CONSTRAINT "_distributors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_distributors_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "certificates_valid_until_idx" ON "certificates" USING btree ("valid_until");
  CREATE INDEX "certificates_file_idx" ON "certificates" USING btree ("file_id");
  CREATE INDEX "certificates_updated_by_idx" ON "certificates" USING btree ("updated_by_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "certificates__status_idx" ON "certificates" USING btree ("_status");
  CREATE UNIQUE INDEX "certificates_locales_locale_parent_id_unique" ON "certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "certificates_locales_parent_id_idx" ON "certificates_locales" USING btree ("_parent_id");
  CREATE INDEX "_certificates_v_parent_idx" ON "_certificates_v" USING btree ("parent_id");
  CREATE INDEX "_certificates_v_version_version_valid_until_idx" ON "_certificates_v" USING btree ("version_valid_until");
  CREATE INDEX "_certificates_v_version_version_file_idx" ON "_certificates_v" USING btree ("version_file_id");
  CREATE INDEX "_certificates_v_version_version_updated_by_idx" ON "_certificates_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_certificates_v_version_version_updated_at_idx" ON "_certificates_v" USING btree ("version_updated_at");
  CREATE INDEX "_certificates_v_version_version_created_at_idx" ON "_certificates_v" USING btree ("version_created_at");
  CREATE INDEX "_certificates_v_version_version__status_idx" ON "_certificates_v" USING btree ("version__status");
  CREATE INDEX "_certificates_v_created_at_idx" ON "_certificates_v" USING btree ("created_at");
  CREATE INDEX "_certificates_v_updated_at_idx" ON "_certificates_v" USING btree ("updated_at");
  CREATE INDEX "_certificates_v_snapshot_idx" ON "_certificates_v" USING btree ("snapshot");
  CREATE INDEX "_certificates_v_published_locale_idx" ON "_certificates_v" USING btree ("published_locale");
  CREATE INDEX "_certificates_v_latest_idx" ON "_certificates_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_certificates_v_locales_locale_parent_id_unique" ON "_certificates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_certificates_v_locales_parent_id_idx" ON "_certificates_v_locales" USING btree ("_parent_id");
  CREATE INDEX "distributors_updated_by_idx" ON "distributors" USING btree ("updated_by_id");
  CREATE INDEX "distributors_updated_at_idx" ON "distributors" USING btree ("updated_at");
  CREATE INDEX "distributors_created_at_idx" ON "distributors" USING btree ("created_at");
  CREATE INDEX "distributors__status_idx" ON "distributors" USING btree ("_status");
  CREATE UNIQUE INDEX "distributors_locales_locale_parent_id_unique" ON "distributors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributors_locales_parent_id_idx" ON "distributors_locales" USING btree ("_parent_id");
  CREATE INDEX "_distributors_v_parent_idx" ON "_distributors_v" USING btree ("parent_id");
  CREATE INDEX "_distributors_v_version_version_updated_by_idx" ON "_distributors_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_distributors_v_version_version_updated_at_idx" ON "_distributors_v" USING btree ("version_updated_at");
  CREATE INDEX "_distributors_v_version_version_created_at_idx" ON "_distributors_v" USING btree ("version_created_at");
  CREATE INDEX "_distributors_v_version_version__status_idx" ON "_distributors_v" USING btree ("version__status");
  CREATE INDEX "_distributors_v_created_at_idx" ON "_distributors_v" USING btree ("created_at");
  CREATE INDEX "_distributors_v_updated_at_idx" ON "_distributors_v" USING btree ("updated_at");
  CREATE INDEX "_distributors_v_snapshot_idx" ON "_distributors_v" USING btree ("snapshot");
  CREATE INDEX "_distributors_v_published_locale_idx" ON "_distributors_v" USING btree ("published_locale");
  CREATE INDEX "_distributors_v_latest_idx" ON "_distributors_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_distributors_v_locales_locale_parent_id_unique" ON "_distributors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_distributors_v_locales_parent_id_idx" ON "_distributors_v_locales" USING btree ("_parent_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distributors_fk" FOREIGN KEY ("distributors_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_distributors_id_idx" ON "payload_locked_documents_rels" USING btree ("distributors_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_certificates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_certificates_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distributors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distributors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_distributors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_distributors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "certificates_locales" CASCADE;
  DROP TABLE "_certificates_v" CASCADE;
  DROP TABLE "_certificates_v_locales" CASCADE;
  DROP TABLE "distributors" CASCADE;
  DROP TABLE "distributors_locales" CASCADE;
  DROP TABLE "_distributors_v" CASCADE;
  DROP TABLE "_distributors_v_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_distributors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_distributors_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "distributors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_certificates_status";
  DROP TYPE "public"."enum__certificates_v_version_status";
  DROP TYPE "public"."enum__certificates_v_published_locale";
  DROP TYPE "public"."enum_distributors_status";
  DROP TYPE "public"."enum__distributors_v_version_status";
  DROP TYPE "public"."enum__distributors_v_published_locale";`)
}
