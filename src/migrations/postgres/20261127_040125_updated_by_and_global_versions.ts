import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "_about_us_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_us_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_design_sub_title" varchar,
  	"version_design_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_us_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_contact_us_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone" varchar,
  	"version_email" varchar,
  	"version_map_latitude" numeric,
  	"version_map_longitude" numeric,
  	"version_social_links_facebook" varchar,
  	"version_social_links_instagram" varchar,
  	"version_social_links_youtube" varchar,
  	"version_social_links_linkedin" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contact_us_v_locales" (
  	"version_title" varchar,
  	"version_description" jsonb,
  	"version_address" varchar,
  	"version_opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_category_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_category_settings_v_locales" (
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipe_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_recipe_settings_v_locales" (
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_health_care_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_id" integer,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_health_care_settings_v_locales" (
  	"version_heading" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_search_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version_founding_year" numeric DEFAULT 1944,
  	"version_footer_background_color" varchar DEFAULT '#C62828',
  	"version_footer_text_color" varchar DEFAULT '#FFFFFF',
  	"version_social_links_facebook" varchar,
  	"version_social_links_instagram" varchar,
  	"version_social_links_youtube" varchar,
  	"version_social_links_linkedin" varchar,
  	"version_enquiry_retention_days" numeric DEFAULT 365,
  	"version_credit_url" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_site_name" varchar,
  	"version_tagline" varchar,
  	"version_footer_text" varchar,
  	"version_credit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_categories_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "sub_categories" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_sub_categories_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "notices" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_notices_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "recipes" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "videos" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_videos_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "health_care" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_health_care_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "sliders" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_sliders_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "about_us" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "contact_us" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "privacy_notice" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_privacy_notice_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "legal_notice" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_legal_notice_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "accessibility_statement" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_accessibility_statement_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "category_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "recipe_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "health_care_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_about_us_v" ADD CONSTRAINT "_about_us_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_us_v_locales" ADD CONSTRAINT "_about_us_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_us_v_rels" ADD CONSTRAINT "_about_us_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_about_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_us_v_rels" ADD CONSTRAINT "_about_us_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_us_v" ADD CONSTRAINT "_contact_us_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_us_v_locales" ADD CONSTRAINT "_contact_us_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_us_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_category_settings_v" ADD CONSTRAINT "_category_settings_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_category_settings_v" ADD CONSTRAINT "_category_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_category_settings_v_locales" ADD CONSTRAINT "_category_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_category_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipe_settings_v" ADD CONSTRAINT "_recipe_settings_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_settings_v" ADD CONSTRAINT "_recipe_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_settings_v_locales" ADD CONSTRAINT "_recipe_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipe_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_health_care_settings_v" ADD CONSTRAINT "_health_care_settings_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_health_care_settings_v" ADD CONSTRAINT "_health_care_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_health_care_settings_v_locales" ADD CONSTRAINT "_health_care_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_health_care_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_search_synonyms" ADD CONSTRAINT "_site_settings_v_version_search_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_about_us_v_version_version_updated_by_idx" ON "_about_us_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_about_us_v_created_at_idx" ON "_about_us_v" USING btree ("created_at");
  CREATE INDEX "_about_us_v_updated_at_idx" ON "_about_us_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_us_v_locales_locale_parent_id_unique" ON "_about_us_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_us_v_locales_parent_id_idx" ON "_about_us_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_about_us_v_rels_order_idx" ON "_about_us_v_rels" USING btree ("order");
  CREATE INDEX "_about_us_v_rels_parent_idx" ON "_about_us_v_rels" USING btree ("parent_id");
  CREATE INDEX "_about_us_v_rels_path_idx" ON "_about_us_v_rels" USING btree ("path");
  CREATE INDEX "_about_us_v_rels_media_id_idx" ON "_about_us_v_rels" USING btree ("media_id");
  CREATE INDEX "_contact_us_v_version_version_updated_by_idx" ON "_contact_us_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_contact_us_v_created_at_idx" ON "_contact_us_v" USING btree ("created_at");
  CREATE INDEX "_contact_us_v_updated_at_idx" ON "_contact_us_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_contact_us_v_locales_locale_parent_id_unique" ON "_contact_us_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_us_v_locales_parent_id_idx" ON "_contact_us_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_category_settings_v_version_version_banner_idx" ON "_category_settings_v" USING btree ("version_banner_id");
  CREATE INDEX "_category_settings_v_version_version_updated_by_idx" ON "_category_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_category_settings_v_created_at_idx" ON "_category_settings_v" USING btree ("created_at");
  CREATE INDEX "_category_settings_v_updated_at_idx" ON "_category_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_category_settings_v_locales_locale_parent_id_unique" ON "_category_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_category_settings_v_locales_parent_id_idx" ON "_category_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_recipe_settings_v_version_version_banner_idx" ON "_recipe_settings_v" USING btree ("version_banner_id");
  CREATE INDEX "_recipe_settings_v_version_version_updated_by_idx" ON "_recipe_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_recipe_settings_v_created_at_idx" ON "_recipe_settings_v" USING btree ("created_at");
  CREATE INDEX "_recipe_settings_v_updated_at_idx" ON "_recipe_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_recipe_settings_v_locales_locale_parent_id_unique" ON "_recipe_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipe_settings_v_locales_parent_id_idx" ON "_recipe_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_health_care_settings_v_version_version_banner_idx" ON "_health_care_settings_v" USING btree ("version_banner_id");
  CREATE INDEX "_health_care_settings_v_version_version_updated_by_idx" ON "_health_care_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_health_care_settings_v_created_at_idx" ON "_health_care_settings_v" USING btree ("created_at");
  CREATE INDEX "_health_care_settings_v_updated_at_idx" ON "_health_care_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_health_care_settings_v_locales_locale_parent_id_unique" ON "_health_care_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_health_care_settings_v_locales_parent_id_idx" ON "_health_care_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_search_synonyms_order_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_search_synonyms_parent_id_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_search_synonyms_locale_idx" ON "_site_settings_v_version_search_synonyms" USING btree ("_locale");
  CREATE INDEX "_site_settings_v_version_version_logo_idx" ON "_site_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_site_settings_v_version_version_updated_by_idx" ON "_site_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_id_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_categories_v" ADD CONSTRAINT "_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sub_categories_v" ADD CONSTRAINT "_sub_categories_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_care" ADD CONSTRAINT "health_care_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_health_care_v" ADD CONSTRAINT "_health_care_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sliders" ADD CONSTRAINT "sliders_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sliders_v" ADD CONSTRAINT "_sliders_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_us" ADD CONSTRAINT "about_us_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_us" ADD CONSTRAINT "contact_us_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_notice" ADD CONSTRAINT "privacy_notice_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_privacy_notice_v" ADD CONSTRAINT "_privacy_notice_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_notice" ADD CONSTRAINT "legal_notice_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_notice_v" ADD CONSTRAINT "_legal_notice_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessibility_statement" ADD CONSTRAINT "accessibility_statement_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_accessibility_statement_v" ADD CONSTRAINT "_accessibility_statement_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "category_settings" ADD CONSTRAINT "category_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipe_settings" ADD CONSTRAINT "recipe_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "health_care_settings" ADD CONSTRAINT "health_care_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_updated_by_idx" ON "products" USING btree ("updated_by_id");
  CREATE INDEX "_products_v_version_version_updated_by_idx" ON "_products_v" USING btree ("version_updated_by_id");
  CREATE INDEX "categories_updated_by_idx" ON "categories" USING btree ("updated_by_id");
  CREATE INDEX "_categories_v_version_version_updated_by_idx" ON "_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "sub_categories_updated_by_idx" ON "sub_categories" USING btree ("updated_by_id");
  CREATE INDEX "_sub_categories_v_version_version_updated_by_idx" ON "_sub_categories_v" USING btree ("version_updated_by_id");
  CREATE INDEX "notices_updated_by_idx" ON "notices" USING btree ("updated_by_id");
  CREATE INDEX "_notices_v_version_version_updated_by_idx" ON "_notices_v" USING btree ("version_updated_by_id");
  CREATE INDEX "recipes_updated_by_idx" ON "recipes" USING btree ("updated_by_id");
  CREATE INDEX "_recipes_v_version_version_updated_by_idx" ON "_recipes_v" USING btree ("version_updated_by_id");
  CREATE INDEX "news_updated_by_idx" ON "news" USING btree ("updated_by_id");
  CREATE INDEX "_news_v_version_version_updated_by_idx" ON "_news_v" USING btree ("version_updated_by_id");
  CREATE INDEX "videos_updated_by_idx" ON "videos" USING btree ("updated_by_id");
  CREATE INDEX "_videos_v_version_version_updated_by_idx" ON "_videos_v" USING btree ("version_updated_by_id");
  CREATE INDEX "health_care_updated_by_idx" ON "health_care" USING btree ("updated_by_id");
  CREATE INDEX "_health_care_v_version_version_updated_by_idx" ON "_health_care_v" USING btree ("version_updated_by_id");
  CREATE INDEX "jobs_updated_by_idx" ON "jobs" USING btree ("updated_by_id");
  CREATE INDEX "_jobs_v_version_version_updated_by_idx" ON "_jobs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "sliders_updated_by_idx" ON "sliders" USING btree ("updated_by_id");
  CREATE INDEX "_sliders_v_version_version_updated_by_idx" ON "_sliders_v" USING btree ("version_updated_by_id");
  CREATE INDEX "about_us_updated_by_idx" ON "about_us" USING btree ("updated_by_id");
  CREATE INDEX "contact_us_updated_by_idx" ON "contact_us" USING btree ("updated_by_id");
  CREATE INDEX "privacy_notice_updated_by_idx" ON "privacy_notice" USING btree ("updated_by_id");
  CREATE INDEX "_privacy_notice_v_version_version_updated_by_idx" ON "_privacy_notice_v" USING btree ("version_updated_by_id");
  CREATE INDEX "legal_notice_updated_by_idx" ON "legal_notice" USING btree ("updated_by_id");
  CREATE INDEX "_legal_notice_v_version_version_updated_by_idx" ON "_legal_notice_v" USING btree ("version_updated_by_id");
  CREATE INDEX "accessibility_statement_updated_by_idx" ON "accessibility_statement" USING btree ("updated_by_id");
  CREATE INDEX "_accessibility_statement_v_version_version_updated_by_idx" ON "_accessibility_statement_v" USING btree ("version_updated_by_id");
  CREATE INDEX "category_settings_updated_by_idx" ON "category_settings" USING btree ("updated_by_id");
  CREATE INDEX "recipe_settings_updated_by_idx" ON "recipe_settings" USING btree ("updated_by_id");
  CREATE INDEX "health_care_settings_updated_by_idx" ON "health_care_settings" USING btree ("updated_by_id");
  CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_about_us_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_us_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_us_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_us_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_us_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_category_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_category_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipe_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recipe_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_health_care_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_health_care_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_search_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_about_us_v" CASCADE;
  DROP TABLE "_about_us_v_locales" CASCADE;
  DROP TABLE "_about_us_v_rels" CASCADE;
  DROP TABLE "_contact_us_v" CASCADE;
  DROP TABLE "_contact_us_v_locales" CASCADE;
  DROP TABLE "_category_settings_v" CASCADE;
  DROP TABLE "_category_settings_v_locales" CASCADE;
  DROP TABLE "_recipe_settings_v" CASCADE;
  DROP TABLE "_recipe_settings_v_locales" CASCADE;
  DROP TABLE "_health_care_settings_v" CASCADE;
  DROP TABLE "_health_care_settings_v_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_search_synonyms" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT "products_updated_by_id_users_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "categories" DROP CONSTRAINT "categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "_categories_v" DROP CONSTRAINT "_categories_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "sub_categories" DROP CONSTRAINT "sub_categories_updated_by_id_users_id_fk";
  
  ALTER TABLE "_sub_categories_v" DROP CONSTRAINT "_sub_categories_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "notices" DROP CONSTRAINT "notices_updated_by_id_users_id_fk";
  
  ALTER TABLE "_notices_v" DROP CONSTRAINT "_notices_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "recipes" DROP CONSTRAINT "recipes_updated_by_id_users_id_fk";
  
  ALTER TABLE "_recipes_v" DROP CONSTRAINT "_recipes_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "news" DROP CONSTRAINT "news_updated_by_id_users_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "videos" DROP CONSTRAINT "videos_updated_by_id_users_id_fk";
  
  ALTER TABLE "_videos_v" DROP CONSTRAINT "_videos_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "health_care" DROP CONSTRAINT "health_care_updated_by_id_users_id_fk";
  
  ALTER TABLE "_health_care_v" DROP CONSTRAINT "_health_care_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "sliders" DROP CONSTRAINT "sliders_updated_by_id_users_id_fk";
  
  ALTER TABLE "_sliders_v" DROP CONSTRAINT "_sliders_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "about_us" DROP CONSTRAINT "about_us_updated_by_id_users_id_fk";
  
  ALTER TABLE "contact_us" DROP CONSTRAINT "contact_us_updated_by_id_users_id_fk";
  
  ALTER TABLE "privacy_notice" DROP CONSTRAINT "privacy_notice_updated_by_id_users_id_fk";
  
  ALTER TABLE "_privacy_notice_v" DROP CONSTRAINT "_privacy_notice_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "legal_notice" DROP CONSTRAINT "legal_notice_updated_by_id_users_id_fk";
  
  ALTER TABLE "_legal_notice_v" DROP CONSTRAINT "_legal_notice_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "accessibility_statement" DROP CONSTRAINT "accessibility_statement_updated_by_id_users_id_fk";
  
  ALTER TABLE "_accessibility_statement_v" DROP CONSTRAINT "_accessibility_statement_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "category_settings" DROP CONSTRAINT "category_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "recipe_settings" DROP CONSTRAINT "recipe_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "health_care_settings" DROP CONSTRAINT "health_care_settings_updated_by_id_users_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_updated_by_id_users_id_fk";
  
  DROP INDEX "products_updated_by_idx";
  DROP INDEX "_products_v_version_version_updated_by_idx";
  DROP INDEX "categories_updated_by_idx";
  DROP INDEX "_categories_v_version_version_updated_by_idx";
  DROP INDEX "sub_categories_updated_by_idx";
  DROP INDEX "_sub_categories_v_version_version_updated_by_idx";
  DROP INDEX "notices_updated_by_idx";
  DROP INDEX "_notices_v_version_version_updated_by_idx";
  DROP INDEX "recipes_updated_by_idx";
  DROP INDEX "_recipes_v_version_version_updated_by_idx";
  DROP INDEX "news_updated_by_idx";
  DROP INDEX "_news_v_version_version_updated_by_idx";
  DROP INDEX "videos_updated_by_idx";
  DROP INDEX "_videos_v_version_version_updated_by_idx";
  DROP INDEX "health_care_updated_by_idx";
  DROP INDEX "_health_care_v_version_version_updated_by_idx";
  DROP INDEX "jobs_updated_by_idx";
  DROP INDEX "_jobs_v_version_version_updated_by_idx";
  DROP INDEX "sliders_updated_by_idx";
  DROP INDEX "_sliders_v_version_version_updated_by_idx";
  DROP INDEX "about_us_updated_by_idx";
  DROP INDEX "contact_us_updated_by_idx";
  DROP INDEX "privacy_notice_updated_by_idx";
  DROP INDEX "_privacy_notice_v_version_version_updated_by_idx";
  DROP INDEX "legal_notice_updated_by_idx";
  DROP INDEX "_legal_notice_v_version_version_updated_by_idx";
  DROP INDEX "accessibility_statement_updated_by_idx";
  DROP INDEX "_accessibility_statement_v_version_version_updated_by_idx";
  DROP INDEX "category_settings_updated_by_idx";
  DROP INDEX "recipe_settings_updated_by_idx";
  DROP INDEX "health_care_settings_updated_by_idx";
  DROP INDEX "site_settings_updated_by_idx";
  ALTER TABLE "products" DROP COLUMN "updated_by_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "_categories_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "sub_categories" DROP COLUMN "updated_by_id";
  ALTER TABLE "_sub_categories_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "notices" DROP COLUMN "updated_by_id";
  ALTER TABLE "_notices_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "recipes" DROP COLUMN "updated_by_id";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "news" DROP COLUMN "updated_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "videos" DROP COLUMN "updated_by_id";
  ALTER TABLE "_videos_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "health_care" DROP COLUMN "updated_by_id";
  ALTER TABLE "_health_care_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "jobs" DROP COLUMN "updated_by_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "sliders" DROP COLUMN "updated_by_id";
  ALTER TABLE "_sliders_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "about_us" DROP COLUMN "updated_by_id";
  ALTER TABLE "contact_us" DROP COLUMN "updated_by_id";
  ALTER TABLE "privacy_notice" DROP COLUMN "updated_by_id";
  ALTER TABLE "_privacy_notice_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "legal_notice" DROP COLUMN "updated_by_id";
  ALTER TABLE "_legal_notice_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "accessibility_statement" DROP COLUMN "updated_by_id";
  ALTER TABLE "_accessibility_statement_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "category_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "recipe_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "health_care_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by_id";`)
}
