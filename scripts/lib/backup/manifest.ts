/**
 * manifest.json, the archive's last entry: what the backup holds and the size and SHA-256
 * of every other file in it. A restore trusts nothing the manifest does not vouch for.
 */
import type { ArchivedFile } from './archive'

export const MANIFEST = 'manifest.json'
export const FORMAT = 'hawler-foods-backup'
export const FORMAT_VERSION = 1

export type DatabaseKind = 'sqlite' | 'postgres'
export type MediaStorage = 'local' | 's3'

/** The database's entry: a SQLite file, or a plain-SQL `pg_dump`. */
export const databaseEntry: Record<DatabaseKind, string> = {
  sqlite: 'database/db.sqlite',
  postgres: 'database/postgres.sql',
}

/** Media files sit under `media/`, by their path in the media folder or their key in the bucket. */
export const MEDIA_PREFIX = 'media/'

export type ManifestFile = ArchivedFile & { contentType?: string }

export type Manifest = {
  format: typeof FORMAT
  formatVersion: number
  createdAt: string
  database: { kind: DatabaseKind; how: string; migrations: string[] }
  media: { storage: MediaStorage; files: number; bytes: number }
  files: ManifestFile[]
}

/** Reads manifest.json, refusing anything that is not a backup of this site in a format this code reads. */
export function parseManifest(text: string): Manifest {
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(text) as Partial<Manifest>
  } catch {
    throw new Error('manifest.json is not valid JSON.')
  }
  if (manifest.format !== FORMAT) throw new Error('This is not a backup made by `npm run backup` (manifest.json names another format).')
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new Error(`This backup has format version ${manifest.formatVersion}; this version of the site reads version ${FORMAT_VERSION}.`)
  }
  const kind = manifest.database?.kind
  if (kind !== 'sqlite' && kind !== 'postgres') throw new Error('manifest.json names no database kind this site knows.')
  if (!Array.isArray(manifest.files) || !Array.isArray(manifest.database?.migrations)) throw new Error('manifest.json lists no files.')
  return manifest as Manifest
}

/**
 * Compares what was read from the archive with what the manifest lists: the same files,
 * each with its size and SHA-256. Returns the differences in plain words (none: intact).
 */
export function differences(manifest: Manifest, found: Map<string, ArchivedFile>): string[] {
  const problems: string[] = []
  const listed = new Set<string>()
  for (const file of manifest.files) {
    listed.add(file.path)
    const read = found.get(file.path)
    if (!read) problems.push(`${file.path} is missing`)
    else if (read.size !== file.size) problems.push(`${file.path} has ${read.size} bytes instead of ${file.size}`)
    else if (read.sha256 !== file.sha256) problems.push(`${file.path} does not match its SHA-256`)
  }
  for (const name of found.keys()) if (name !== MANIFEST && !listed.has(name)) problems.push(`${name} is not in the manifest`)
  if (!listed.has(databaseEntry[manifest.database.kind]))
    problems.push(`the database (${databaseEntry[manifest.database.kind]}) is missing`)
  return problems
}
