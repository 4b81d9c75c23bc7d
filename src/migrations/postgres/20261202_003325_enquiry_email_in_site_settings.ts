import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "enquiry_email" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_enquiry_email" varchar;`)
  // Added by hand: enquiries went to the contact page's e-mail address until now, and keep
  // going there. The site settings' row may not exist yet (never saved): then it is made.
  await db.execute(sql`
   UPDATE "site_settings" SET "enquiry_email" = (SELECT "email" FROM "contact_us" WHERE "email" <> '' ORDER BY "id" LIMIT 1) WHERE coalesce("enquiry_email", '') = '';
  INSERT INTO "site_settings" ("enquiry_email", "updated_at", "created_at")
    SELECT "email", now(), now() FROM "contact_us" WHERE "email" <> '' AND NOT EXISTS (SELECT 1 FROM "site_settings") ORDER BY "id" LIMIT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "enquiry_email";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_enquiry_email";`)
}
