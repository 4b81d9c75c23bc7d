/**
 * Media in a folder on the disk (the default, `data/media`): every file under it, by its
 * path there; and putting a restored folder in its place.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Applied } from './applied'

export type MediaFile = {
  /** The path in the media folder, or the key in the bucket. */
  key: string
  size: number
  open: () => Promise<{ body: AsyncIterable<Uint8Array>; contentType?: string }>
}

/** Every file under `folder`, by its path there with `/` between folders, in a stable order. */
export function listLocalMedia(folder: string): MediaFile[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      key: path.relative(folder, file).split(path.sep).join('/'),
      size: fs.statSync(file).size,
      open: async () => ({ body: fs.createReadStream(file) }),
    }))
}

export function localMediaIsEmpty(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0
}

/** Moves a folder, copying it when the two places are on different disks. */
function moveFolder(from: string, to: string): void {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

/**
 * Puts the folder `staged` (the restored files) in place of `folder`. What was there is
 * moved aside and deleted only on commit.
 */
export async function restoreLocalMedia(staged: string, folder: string): Promise<Applied> {
  fs.mkdirSync(path.dirname(folder), { recursive: true })
  const incoming = `${folder}.restoring-${process.pid}`
  const aside = `${folder}.before-restore-${process.pid}`
  moveFolder(staged, incoming)
  const hadFolder = fs.existsSync(folder)
  try {
    if (hadFolder) fs.renameSync(folder, aside)
    fs.renameSync(incoming, folder)
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true })
    if (hadFolder && !fs.existsSync(folder)) fs.renameSync(aside, folder)
    throw error
  }
  return {
    commit: async () => fs.rmSync(aside, { recursive: true, force: true }),
    rollback: async () => {
      fs.rmSync(folder, { recursive: true, force: true })
      if (hadFolder) fs.renameSync(aside, folder)
    },
  }
}
