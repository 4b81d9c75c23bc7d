/**
 * The backup file: a gzip-compressed tar, written and read as a stream (tar-stream and
 * Node's zlib), so neither a large media library nor a large database dump is ever held in
 * memory. Every file's SHA-256 is computed from the very bytes that go into, or come out
 * of, the archive.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { once } from 'node:events'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import tar from 'tar-stream'

export type ArchivedFile = { path: string; size: number; sha256: string }

export type ArchiveWriter = {
  /** Adds a file of `size` bytes read from `source`; throws if the source gives another number of bytes. */
  add: (name: string, size: number, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) => Promise<ArchivedFile>
  /** Adds a small file held in memory. */
  addBuffer: (name: string, data: Buffer) => Promise<ArchivedFile>
  /** Ends the archive and renames it into place: until then only `<file>.partial` exists. */
  finish: () => Promise<void>
  /** Removes the unfinished archive. */
  abort: () => Promise<void>
}

export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

export function writeArchive(file: string): ArchiveWriter {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), fs.createWriteStream(partial))
  // A failure is reported by the step that waits on `written`; this keeps it from being unhandled meanwhile.
  written.catch(() => undefined)
  const mtime = new Date()

  const add: ArchiveWriter['add'] = async (name, size, source) => {
    const hash = createHash('sha256')
    let count = 0
    let failure: Error | undefined
    let settle: (error?: Error | null) => void = () => undefined
    const done = new Promise<void>((resolve, reject) => (settle = (error) => (error ? reject(error) : resolve())))
    const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) => settle(error))
    entry.on('error', (error: Error) => (failure = error))
    for await (const chunk of source) {
      count += chunk.length
      if (count > size) throw new Error(`${name} grew while it was being copied (more than ${size} bytes).`)
      hash.update(chunk)
      if (!entry.write(chunk)) await once(entry, 'drain')
      if (failure) throw failure
    }
    if (count !== size) throw new Error(`${name} changed while it was being copied (${count} bytes instead of ${size}).`)
    entry.end(null)
    await done
    return { path: name, size, sha256: hash.digest('hex') }
  }

  return {
    add,
    addBuffer: (name, data) => add(name, data.length, [data]),
    finish: async () => {
      pack.finalize()
      await written
      fs.renameSync(partial, file)
    },
    abort: async () => {
      pack.destroy()
      await written.catch(() => undefined)
      fs.rmSync(partial, { force: true })
    },
  }
}

/** An entry's name is a relative path of plain parts: never absolute, never `..`, never empty. */
export function isSafeEntryName(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || name.includes('\0')) return false
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

/**
 * Reads every file of the archive into `folder` (entry `a/b` to `folder/a/b`), with its size
 * and SHA-256 as read. Refuses anything but plain files with safe names, so an archive can
 * never write outside the folder.
 */
export async function extractArchive(file: string, folder: string): Promise<Map<string, ArchivedFile>> {
  const files = new Map<string, ArchivedFile>()
  const extract = tar.extract()
  const reading = pipeline(fs.createReadStream(file), createGunzip(), extract)
  reading.catch(() => undefined)
  for await (const entry of extract) {
    const { name, type } = entry.header
    if (type !== 'file' || !isSafeEntryName(name) || files.has(name)) {
      entry.destroy()
      throw new Error(`The archive holds an entry this site never writes: "${name}" (${type}).`)
    }
    const target = path.join(folder, ...name.split('/'))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const hash = createHash('sha256')
    let size = 0
    const out = fs.createWriteStream(target)
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk)
      size += chunk.length
      if (!out.write(chunk)) await once(out, 'drain')
    }
    out.end()
    await once(out, 'finish')
    files.set(name, { path: name, size, sha256: hash.digest('hex') })
  }
  await reading
  return files
}
