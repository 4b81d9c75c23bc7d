import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`enquiry_email\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_enquiry_email\` text;`)
  // Added by hand: enquiries went to the contact page's e-mail address until now, and keep
  // going there. The site settings' row may not exist yet (never saved): then it is made.
  await db.run(sql`UPDATE \`site_settings\` SET \`enquiry_email\` = (SELECT \`email\` FROM \`contact_us\` WHERE \`email\` <> '' ORDER BY \`id\` LIMIT 1) WHERE coalesce(\`enquiry_email\`, '') = '';`)
  await db.run(sql`INSERT INTO \`site_settings\` (\`enquiry_email\`, \`updated_at\`, \`created_at\`)
    SELECT \`email\`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM \`contact_us\`
    WHERE \`email\` <> '' AND NOT EXISTS (SELECT 1 FROM \`site_settings\`) ORDER BY \`id\` LIMIT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`enquiry_email\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_enquiry_email\`;`)
}
