import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { databaseLocation } from '@/lib/databaseLocation'
import { pictureSizes } from '@/lib/pictureSizes'
import { openDatabase } from '@/server/startup/databaseState'

import { createAdmin, createDoc, freshPayload, updateDoc } from './helpers/payload'
import { type S3Bucket, startS3 } from './helpers/s3'

/**
 * `npm run backup` and `npm run restore`, run as an operator would (child processes reading
 * the environment), on the database of the run (SQLite, or PostgreSQL under
 * `npm run test:postgres`), with media in a folder and in an S3 bucket (s3rver). A restore
 * into an empty installation must give back every row of every table and every file, byte
 * for byte; a damaged archive or a target with content must be refused with nothing written.
 */
const onPostgres = process.env.INT_ON_POSTGRES === 'true' && Boolean(process.env.TEST_POSTGRES_URL)
const SETTINGS = [
  'DATA_DIR',
  'DATABASE_URL',
  'MEDIA_DIR',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]

type Env = Record<string, string>
type Installation = { env: Env; dataDir: string; databaseUrl: string }

function newPostgresDatabase(): string {
  const server = process.env.TEST_POSTGRES_URL!
  const name = `food_backup_${randomBytes(6).toString('hex')}`
  execFileSync('psql', [server, '-q', '-c', `CREATE DATABASE ${name}`])
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

/** A new, empty installation of the run's database kind (or `kind`), with `extra` settings (a bucket). */
function emptyInstallation(extra: Env = {}, kind: 'same' | 'other' = 'same'): Installation {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-restore-'))
  const postgres = onPostgres === (kind === 'same')
  const env: Env = { DATA_DIR: dataDir, ...extra }
  // The other kind for a PostgreSQL run is SQLite (no DATABASE_URL); for a SQLite run, a server that is never reached.
  if (postgres) env.DATABASE_URL = kind === 'same' ? newPostgresDatabase() : 'postgres://nobody@127.0.0.1:1/none'
  return { env, dataDir, databaseUrl: databaseLocation(env.DATABASE_URL ?? `file:${path.join(dataDir, 'db.sqlite')}`).url }
}

/** The installation the in-process Payload uses, as freshPayload left it in the environment. */
function sourceInstallation(): Installation {
  const env: Env = {}
  for (const name of SETTINGS) if (process.env[name]) env[name] = process.env[name]!
  return {
    env,
    dataDir: env.DATA_DIR,
    databaseUrl: databaseLocation(env.DATABASE_URL || `file:${path.join(env.DATA_DIR, 'db.sqlite')}`).url,
  }
}

type Run = { code: number; output: string }

/** `npm run backup` / `npm run restore` with the settings of `target` (and none of the test's own). */
function run(script: 'backup' | 'restore', args: string[], target: Installation): Promise<Run> {
  const env = { ...process.env }
  for (const name of SETTINGS) delete env[name]
  Object.assign(env, target.env)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? -1, output }))
  })
}

type Tables = Record<string, string[]>

/** Every row of every table, each as JSON, sorted: two databases with the same content give the same value. */
async function tableContents(url: string): Promise<Tables> {
  const location = databaseLocation(url)
  const db = await openDatabase(location)
  try {
    const list =
      location.adapter === 'sqlite'
        ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        : "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"
    const tables: Tables = {}
    for (const { name } of await db.rows(list)) {
      tables[String(name)] = (await db.rows(`SELECT * FROM "${String(name)}"`)).map((row) => JSON.stringify(row)).sort()
    }
    return tables
  } finally {
    await db.close()
  }
}

async function tableCount(url: string): Promise<number> {
  return Object.keys(await tableContents(url)).length
}

/** Every file under a folder, by its path there. */
function folderContents(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  if (!fs.existsSync(folder)) return files
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(path.relative(folder, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name)))
  }
  return files
}

/** Every object of a bucket, by its key, with its bytes and content type. */
async function bucketContents(env: Env): Promise<Map<string, { bytes: Buffer; type?: string }>> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  const objects = new Map<string, { bytes: Buffer; type?: string }>()
  try {
    const list = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET }))
    for (const { Key } of list.Contents ?? []) {
      const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key }))
      objects.set(Key!, { bytes: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType })
    }
  } finally {
    client.destroy()
  }
  return objects
}

async function picture(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/** A small site: an administrator, pictures with every size, and documents of several kinds in three languages. */
async function seedSite(payload: Payload, pictures: number): Promise<void> {
  await createAdmin(payload)
  const media: number[] = []
  for (let index = 0; index < pictures; index++) {
    const data = await picture(['#c62828', '#2e7d32', '#1565c0'][index % 3])
    const doc = await createDoc(payload, {
      collection: 'media',
      data: { alt: `Picture ${index}` },
      file: { data, mimetype: 'image/jpeg', name: `backup-${index}.jpg`, size: data.length },
      overrideAccess: true,
    })
    await updateDoc(payload, { collection: 'media', id: doc.id, locale: 'ar', data: { alt: `صورة ${index}` }, overrideAccess: true })
    media.push(doc.id)
  }
  const category = await createDoc(payload, {
    collection: 'categories',
    data: { title: 'Chips', backgroundColor: '#C62828', textColor: '#FFFFFF', _status: 'published' },
    overrideAccess: true,
  })
  await updateDoc(payload, { collection: 'categories', id: category.id, locale: 'ckb', data: { title: 'چیپس' }, overrideAccess: true })
  const product = await createDoc(payload, {
    collection: 'products',
    data: { title: 'Salted chips', category: category.id, images: media, _status: 'published' },
    overrideAccess: true,
  })
  await updateDoc(payload, { collection: 'products', id: product.id, locale: 'ar', data: { title: 'شيبس مملح' }, overrideAccess: true })
  await updateDoc(payload, { collection: 'products', id: product.id, locale: 'ckb', data: { title: 'چیپسی سوێر' }, overrideAccess: true })
  await createDoc(payload, {
    collection: 'news',
    data: { title: 'A new factory', images: media.slice(0, 1), _status: 'published' },
    overrideAccess: true,
  })
}

/** Every document of these collections in every language, as Payload reads them. */
async function documents(payload: Payload): Promise<string> {
  const all: Record<string, unknown> = {}
  for (const collection of ['products', 'categories', 'news', 'media', 'users'] as const) {
    all[collection] = (
      await payload.find({ collection, locale: 'all', depth: 0, pagination: false, sort: 'id', overrideAccess: true })
    ).docs
  }
  return JSON.stringify(all)
}

/** Payload on another installation: the config reads the environment when imported, so it is imported afresh. */
async function payloadOn(target: Installation): Promise<Payload> {
  const saved = { ...process.env }
  for (const name of SETTINGS) delete process.env[name]
  Object.assign(process.env, target.env)
  try {
    vi.resetModules()
    const { default: config } = await import('@payload-config')
    return await getPayload({ config, key: `restored-${target.dataDir}` })
  } finally {
    for (const name of SETTINGS) delete process.env[name]
    Object.assign(process.env, saved)
  }
}

/** The archive with one byte changed inside the data of its first media file; the gzip and tar around it stay valid. */
function tamperedCopy(archive: string): string {
  const tarball = gunzipSync(fs.readFileSync(archive))
  const entry = tarEntries(tarball).find(({ name, size }) => name.startsWith('media/') && size > 100)
  if (!entry) throw new Error('The archive holds no media file.')
  tarball[entry.data + 100] ^= 0xff
  const file = archive.replace(/\.tar\.gz$/, '-tampered.tar.gz')
  fs.writeFileSync(file, gzipSync(tarball))
  return file
}

/**
 * Each entry's name, size and where its data starts, read from the tar headers. Searching the bytes for
 * "media/" instead once landed inside the SQL dump, whose text names media paths.
 */
function tarEntries(tarball: Buffer): { name: string; size: number; data: number }[] {
  const entries: { name: string; size: number; data: number }[] = []
  for (let header = 0; header + 512 <= tarball.length && tarball[header] !== 0;) {
    const name = tarball.toString('utf8', header, header + 100).replace(/\0.*$/s, '')
    const size = Number.parseInt(
      tarball
        .toString('ascii', header + 124, header + 136)
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    )
    entries.push({ name, size, data: header + 512 })
    header += 512 + Math.ceil(size / 512) * 512
  }
  return entries
}

/** The archive with one byte of its compressed data flipped. */
function corruptedCopy(archive: string): string {
  const bytes = fs.readFileSync(archive)
  bytes[Math.floor(bytes.length / 2)] ^= 0xff
  const file = archive.replace(/\.tar\.gz$/, '-corrupted.tar.gz')
  fs.writeFileSync(file, bytes)
  return file
}

const stagingFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('hawler-restore-'))

async function expectNothingWritten(target: Installation, result: Run, message: RegExp, bucket?: S3Bucket): Promise<void> {
  expect(result.code, result.output).not.toBe(0)
  expect(result.output).toMatch(message)
  expect(fs.readdirSync(target.dataDir), 'files written into DATA_DIR').toEqual([])
  if (target.env.DATABASE_URL?.includes('127.0.0.1:1/')) return
  if (databaseLocation(target.databaseUrl).adapter === 'postgres') expect(await tableCount(target.databaseUrl)).toBe(0)
  if (bucket) expect((await bucketContents(bucket.env)).size).toBe(0)
}

const backupFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'food-backups-'))
/** A picture's files: the one uploaded and one for each size Payload makes of it. */
const filesPerPicture = 1 + pictureSizes.length
afterAll(() => fs.rmSync(backupFolder, { recursive: true, force: true }))

describe('backup and restore with media in a folder', () => {
  let payload: Payload
  let source: Installation
  let archive: string
  const restoredPayloads: Payload[] = []

  beforeAll(async () => {
    vi.resetModules()
    payload = await freshPayload()
    source = sourceInstallation()
    await seedSite(payload, 3)
    archive = path.join(backupFolder, 'folder.tar.gz')
  })

  afterAll(async () => {
    for (const instance of restoredPayloads) await instance.db.destroy?.()
    await payload?.db.destroy?.()
  })

  let target: Installation

  it('restores every row and every file into an empty installation', async () => {
    const backup = await run('backup', ['--out', archive], source)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toMatch(new RegExp(`Database: a consistent snapshot .*\nMedia: ${3 * filesPerPicture} files`))
    expect(backup.output).toContain(onPostgres ? '(pg_dump)' : '(VACUUM INTO)')

    target = emptyInstallation()
    const restore = await run('restore', [archive], target)
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toContain('every file matches its SHA-256')

    expect(await tableContents(target.databaseUrl)).toEqual(await tableContents(source.databaseUrl))
    const files = folderContents(path.join(target.dataDir, 'media'))
    const originals = folderContents(path.join(source.dataDir, 'media'))
    // Three pictures, each as uploaded and in every size.
    expect(originals.size).toBe(3 * filesPerPicture)
    expect([...files.keys()].sort()).toEqual([...originals.keys()].sort())
    for (const [name, bytes] of originals) expect(files.get(name)!.equals(bytes), name).toBe(true)

    // The restored installation works: Payload reads the same documents, in every language.
    const restored = await payloadOn(target)
    restoredPayloads.push(restored)
    expect(await documents(restored)).toEqual(await documents(payload))
    await restored.db.destroy?.()
    restoredPayloads.pop()
  })

  it('refuses to restore over content, and replaces it with --force', async () => {
    const before = await tableContents(target.databaseUrl)
    const refused = await run('restore', [archive], target)
    expect(refused.code).not.toBe(0)
    expect(refused.output).toMatch(/already have content.*--force/s)
    expect(await tableContents(target.databaseUrl)).toEqual(before)

    fs.writeFileSync(path.join(target.dataDir, 'media', 'stray.jpg'), 'not from the backup')
    const forced = await run('restore', [archive, '--force'], target)
    expect(forced.code, forced.output).toBe(0)
    expect(await tableContents(target.databaseUrl)).toEqual(before)
    expect(fs.existsSync(path.join(target.dataDir, 'media', 'stray.jpg'))).toBe(false)
    expect(folderContents(path.join(target.dataDir, 'media')).size).toBe(3 * filesPerPicture)
    expect(fs.readdirSync(target.dataDir).filter((name) => name.includes('restor'))).toEqual([])
  })

  it('refuses a damaged archive, or one of the other database kind, and writes nothing', async () => {
    const staging = stagingFolders()
    for (const [damaged, message] of [
      [corruptedCopy(archive), /cannot be read|is damaged/],
      [tamperedCopy(archive), /is damaged: media\/.* does not match its SHA-256/],
    ] as const) {
      const target = emptyInstallation()
      await expectNothingWritten(target, await run('restore', [damaged], target), message)
    }
    const other = emptyInstallation({}, 'other')
    await expectNothingWritten(
      other,
      await run('restore', [archive], other),
      /holds a (SQLite|PostgreSQL) database and this installation uses/,
    )
    expect(stagingFolders()).toEqual(staging)
  })

  it('takes a consistent snapshot while the site is writing', async () => {
    const category = (await payload.find({ collection: 'categories', limit: 1, overrideAccess: true })).docs[0]
    const written: number[] = []
    let writing = true
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const doc = await createDoc(payload, {
          collection: 'products',
          data: { title: `Written during the backup ${index}`, category: category.id, _status: 'published' },
          overrideAccess: true,
        })
        written.push(doc.id)
        // SQLite answers without waiting on I/O: let the timers and the backup's process events run between writes.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    let failure: unknown
    writer.catch((error: unknown) => (failure = error))
    while (written.length < 3 && !failure) await new Promise((resolve) => setTimeout(resolve, 20))
    if (failure) throw failure
    const before = written.length
    const busyArchive = path.join(backupFolder, 'busy.tar.gz')
    const backup = await run('backup', ['--out', busyArchive], source)
    const after = written.length
    writing = false
    await writer
    expect(backup.code, backup.output).toBe(0)

    const target = emptyInstallation()
    const restore = await run('restore', [busyArchive], target)
    expect(restore.code, restore.output).toBe(0)
    const restored = await tableContents(target.databaseUrl)
    const current = await tableContents(source.databaseUrl)
    // The writer only adds: each restored row is one the site wrote.
    for (const [table, rows] of Object.entries(restored)) {
      const known = new Set(current[table])
      expect(
        rows.filter((row) => !known.has(row)),
        table,
      ).toEqual([])
    }
    // The snapshot fell between the first and the last write of the run, each write whole or absent.
    const products = new Set(restored.products.map((row) => (JSON.parse(row) as { id: number }).id))
    const fresh = written.filter((id) => products.has(id)).length
    console.log(`Backup while writing: ${before} writes before it started, ${after} when it ended, ${fresh} in the snapshot.`)
    expect(fresh).toBeGreaterThan(before)
    expect(fresh).toBeLessThan(after)
    // A document is whole in the snapshot: its English title, its version and their relations.
    // Payload's SQLite adapter writes a document and its version in separate transactions
    // unless it is given `transactionOptions`: there the newest document may lack its version,
    // as after a crash at that moment, but no older one may.
    const transaction = await payload.db.beginTransaction()
    if (transaction) await payload.db.rollbackTransaction(transaction)
    const newest = Math.max(...products)
    const whole = new Set([...products].filter((id) => transaction || id !== newest))
    const versions = new Set<number>()
    const belongs: Record<string, (row: Record<string, number>) => boolean> = {
      products_locales: (row) => whole.has(row._parent_id),
      products_rels: (row) => whole.has(row.parent_id),
      _products_v: (row) => whole.has(row.parent_id) && Boolean(versions.add(row.id)),
      _products_v_locales: (row) => versions.has(row._parent_id),
      _products_v_rels: (row) => versions.has(row.parent_id),
    }
    for (const [table, belongsToWhole] of Object.entries(belongs)) {
      const expected = current[table].filter((row) => belongsToWhole(JSON.parse(row) as Record<string, number>))
      // Every product has a title and a version; relations (pictures) only the seeded one.
      if (!table.endsWith('_rels')) expect(expected.length, table).toBeGreaterThanOrEqual(whole.size)
      const kept = new Set(restored[table])
      expect(
        expected.filter((row) => !kept.has(row)),
        `${table} rows missing from the snapshot`,
      ).toEqual([])
    }
  })
})

describe('backup and restore with media in an S3 bucket', () => {
  let payload: Payload
  let bucket: S3Bucket
  let emptyBucket: S3Bucket
  let damagedBucket: S3Bucket
  let source: Installation

  beforeAll(async () => {
    bucket = await startS3()
    emptyBucket = await startS3()
    damagedBucket = await startS3()
    vi.resetModules()
    payload = await freshPayload(bucket.env)
    source = sourceInstallation()
    await seedSite(payload, 2)
  })

  afterAll(async () => {
    await payload?.db.destroy?.()
    for (const server of [bucket, emptyBucket, damagedBucket]) await server?.close()
  })

  it('restores every row and every object into an empty installation and an empty bucket', async () => {
    const archive = path.join(backupFolder, 'bucket.tar.gz')
    const backup = await run('backup', ['--out', archive], source)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toContain(`Media: ${2 * filesPerPicture} files`)

    const target = emptyInstallation(emptyBucket.env)
    const restore = await run('restore', [archive], target)
    expect(restore.code, restore.output).toBe(0)
    expect(await tableContents(target.databaseUrl)).toEqual(await tableContents(source.databaseUrl))
    const originals = await bucketContents(bucket.env)
    const objects = await bucketContents(emptyBucket.env)
    expect(originals.size).toBe(2 * filesPerPicture)
    expect([...objects.keys()].sort()).toEqual([...originals.keys()].sort())
    for (const [key, original] of originals) {
      expect(objects.get(key)!.bytes.equals(original.bytes), key).toBe(true)
      expect(objects.get(key)!.type, key).toBe(original.type)
    }
    expect(fs.existsSync(path.join(target.dataDir, 'media'))).toBe(false)

    const again = await run('restore', [archive], emptyInstallation(emptyBucket.env))
    expect(again.code).not.toBe(0)
    expect(again.output).toMatch(/the S3 bucket media already has content/)

    const damaged = emptyInstallation(damagedBucket.env)
    await expectNothingWritten(damaged, await run('restore', [tamperedCopy(archive)], damaged), /does not match its SHA-256/, damagedBucket)
  })
})
