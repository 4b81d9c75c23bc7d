/**
 * `npm run restore -- <archive> [--force]`: brings a backup made by `npm run backup` back
 * into an installation (the same settings as `npm start`), on the same kind of database.
 *
 * Nothing is written until the whole archive has been read and every file matches the size
 * and SHA-256 in its manifest. The target must be empty (no table in the database, no file
 * in the media folder or bucket) unless --force says to replace what is there. The media go
 * in first and the database last, each step undone if a later one fails, so a failed
 * restore leaves the installation as it was. Stop the site while restoring.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { committedMigrations } from '../src/server/startup/databaseState'
import { applyAll, type Step } from './lib/backup/applied'
import { extractArchive } from './lib/backup/archive'
import { type Bucket, describeDatabase, describeMedia, installation } from './lib/backup/installation'
import { databaseEntry, differences, type Manifest, MANIFEST, MEDIA_PREFIX, parseManifest } from './lib/backup/manifest'
import { localMediaIsEmpty, restoreLocalMedia } from './lib/backup/mediaLocal'
import { restoreSqlite, sqliteIsEmpty } from './lib/backup/sqliteSnapshot'

const kindName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const

class Refusal extends Error {}

/** Reads the archive into `staging` and checks every file against the manifest. */
async function readVerified(archive: string, staging: string): Promise<Manifest> {
  let found
  try {
    found = await extractArchive(archive, staging)
  } catch (error) {
    throw new Refusal(`${archive} cannot be read (${(error as Error).message}); it is damaged or not a backup.`)
  }
  if (!found.has(MANIFEST)) throw new Refusal(`${archive} has no manifest.json: it is not a backup made by npm run backup.`)
  let manifest: Manifest
  try {
    manifest = parseManifest(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'))
  } catch (error) {
    throw new Refusal((error as Error).message)
  }
  const problems = differences(manifest, found)
  if (problems.length > 0)
    throw new Refusal(`${archive} is damaged: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ', …' : ''}.`)
  return manifest
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
  if (positionals.length !== 1) throw new Refusal('Usage: npm run restore -- <backup.tar.gz> [--force]')
  const archive = path.resolve(positionals[0])
  if (!fs.existsSync(archive)) throw new Refusal(`There is no file ${archive}.`)
  const site = installation()
  const kind = site.database.adapter
  console.log(`Restoring ${archive} into ${describeDatabase(site.database)} and ${describeMedia(site.media)}.`)

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'hawler-restore-'))
  try {
    const manifest = await readVerified(archive, staging)
    const media = manifest.files.filter((file) => file.path.startsWith(MEDIA_PREFIX))
    console.log(
      `Checked: made ${manifest.createdAt}, ${kindName[manifest.database.kind]} with ${manifest.database.migrations.length} migrations, ` +
        `${media.length} media files; every file matches its SHA-256.`,
    )

    if (manifest.database.kind !== kind) {
      throw new Refusal(
        `This backup holds a ${kindName[manifest.database.kind]} database and this installation uses ${kindName[kind]}; ` +
          `restore it into a ${kindName[manifest.database.kind]} installation (DATABASE_URL).`,
      )
    }
    const known = new Set(committedMigrations(kind))
    const unknown = manifest.database.migrations.filter((name) => !known.has(name))
    if (unknown.length > 0) {
      throw new Refusal(
        `The backup comes from a newer version of the site (migrations this one lacks: ${unknown.join(', ')}); update the site first.`,
      )
    }

    // The S3 and PostgreSQL clients load only when used: a few hundred milliseconds each.
    const postgres = kind === 'postgres' ? await import('./lib/backup/postgresDump') : undefined
    const s3 = site.media.storage === 's3' ? await import('./lib/backup/mediaS3') : undefined
    const databaseEmpty = postgres ? await postgres.postgresIsEmpty(site.database.url) : await sqliteIsEmpty(site.database.url)
    const mediaEmpty = site.media.storage === 'local' ? localMediaIsEmpty(site.media.folder) : await s3!.bucketIsEmpty(site.media.bucket)
    const occupied = [databaseEmpty ? '' : describeDatabase(site.database), mediaEmpty ? '' : describeMedia(site.media)].filter(Boolean)
    if (occupied.length > 0 && !values.force) {
      throw new Refusal(
        `Not restoring: ${occupied.join(' and ')} already ${occupied.length > 1 ? 'have' : 'has'} content. ` +
          'Restore into an empty installation, or add --force to replace that content (npm run restore -- <archive> --force).',
      )
    }

    const stagedMedia = path.join(staging, ...MEDIA_PREFIX.split('/'))
    fs.mkdirSync(stagedMedia, { recursive: true })
    const mediaStep: Step =
      site.media.storage === 'local'
        ? {
            what: `Media: ${media.length} files into ${site.media.folder}.`,
            apply: () => restoreLocalMedia(stagedMedia, (site.media as { folder: string }).folder),
          }
        : {
            what: `Media: ${media.length} files into the S3 bucket ${site.media.bucket.name}.`,
            apply: () =>
              s3!.restoreBucket(
                media.map((file) => ({
                  key: file.path.slice(MEDIA_PREFIX.length),
                  file: path.join(staging, ...file.path.split('/')),
                  size: file.size,
                  contentType: file.contentType,
                })),
                (site.media as { bucket: Bucket }).bucket,
                !mediaEmpty,
              ),
          }
    const stagedDatabase = path.join(staging, ...databaseEntry[kind].split('/'))
    const databaseStep: Step = {
      what: `Database: ${describeDatabase(site.database)} restored${databaseEmpty ? '' : ', replacing what was there'}.`,
      apply: () =>
        postgres
          ? postgres.restorePostgres(stagedDatabase, site.database.url, !databaseEmpty)
          : restoreSqlite(stagedDatabase, site.database.url),
    }
    await applyAll([mediaStep, databaseStep], (line) => console.log(line))

    const pending = committedMigrations(kind).length - manifest.database.migrations.length
    const migrate = pending > 0 ? `applies the ${pending} migration(s) newer than the backup and ` : ''
    console.log(`Restored. Start the site with npm start: it ${migrate}clears the cached pages of every instance.`)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

main().catch((error: Error) => {
  console.error(error instanceof Refusal ? error.message : `Restore failed, nothing was changed: ${error.message}`)
  process.exit(1)
})
