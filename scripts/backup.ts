/**
 * `npm run backup [-- --out <file>]`: one .tar.gz with a consistent snapshot of the
 * database and every media file, taken while the site runs. Reads the same settings as
 * `npm start` (DATA_DIR, DATABASE_URL, MEDIA_DIR, S3_*). docs/operations.md, "Backup and
 * restore", describes the archive.
 *
 * The database is copied first, then the media: a picture uploaded meanwhile is in the
 * archive without a document (harmless), while the reverse order could leave a document
 * whose picture is missing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { type ArchivedFile, writeArchive } from './lib/backup/archive'
import { describeDatabase, describeMedia, installation } from './lib/backup/installation'
import { databaseEntry, FORMAT, FORMAT_VERSION, type Manifest, MANIFEST, MEDIA_PREFIX, type ManifestFile } from './lib/backup/manifest'
import { listLocalMedia, type MediaFile } from './lib/backup/mediaLocal'
import { snapshotSqlite } from './lib/backup/sqliteSnapshot'

const megabytes = (bytes: number) => (bytes < 1048576 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1048576).toFixed(1)} MB`)

/** 2026-11-25T10:15:30.123Z → 20261125T101530Z */
const timestamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const site = installation()
  const createdAt = new Date()
  const out = path.resolve(values.out || path.join(site.dataDir, 'backups', `backup-${timestamp(createdAt)}.tar.gz`))
  if (fs.existsSync(out)) throw new Error(`${out} already exists; name another file with --out.`)
  const started = Date.now()
  console.log(`Backing up ${describeDatabase(site.database)} and ${describeMedia(site.media)}.`)

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hawler-backup-'))
  const archive = writeArchive(out)
  let media: { files: MediaFile[]; close: () => void } | undefined
  try {
    const kind = site.database.adapter
    const dump = path.join(work, path.basename(databaseEntry[kind]))
    // The S3 and PostgreSQL clients load only when used: a few hundred milliseconds each.
    const migrations =
      kind === 'sqlite'
        ? await snapshotSqlite(site.database.url, dump)
        : await (await import('./lib/backup/postgresDump')).dumpPostgres(site.database.url, dump)
    const files: ManifestFile[] = []
    files.push(await archive.add(databaseEntry[kind], fs.statSync(dump).size, fs.createReadStream(dump)))
    console.log(
      `Database: a consistent snapshot (${kind === 'sqlite' ? 'VACUUM INTO' : 'pg_dump'}), ${megabytes(files[0].size)}, ${migrations.length} migration(s) applied.`,
    )

    media =
      site.media.storage === 'local'
        ? { files: listLocalMedia(site.media.folder), close: () => undefined }
        : await (await import('./lib/backup/mediaS3')).listBucket(site.media.bucket)
    let bytes = 0
    for (const file of media.files) {
      const { body, contentType } = await file.open()
      const archived: ArchivedFile = await archive.add(MEDIA_PREFIX + file.key, file.size, body)
      files.push(contentType ? { ...archived, contentType } : archived)
      bytes += file.size
    }
    console.log(`Media: ${media.files.length} files, ${megabytes(bytes)}, from ${describeMedia(site.media)}.`)

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      database: {
        kind,
        how: kind === 'sqlite' ? 'SQLite file (VACUUM INTO)' : 'pg_dump --format=plain --no-owner --no-privileges',
        migrations,
      },
      media: { storage: site.media.storage, files: media.files.length, bytes },
      files,
    }
    await archive.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)))
    await archive.finish()
  } catch (error) {
    await archive.abort()
    throw error
  } finally {
    media?.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
  console.log(`Written: ${out} (${megabytes(fs.statSync(out).size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`)
  process.exit(1)
})
