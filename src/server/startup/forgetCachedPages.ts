import fs from 'node:fs'
import path from 'node:path'

/** Where Next keeps rendered pages and cached reads inside the build folder. */
const CACHE_FOLDERS = [path.join('server', 'route-cache'), path.join('cache', 'fetch-cache')]
const FORGOTTEN = 'forgotten-cache-'

/**
 * Cached reads and cached pages survive restarts on disk, but the record of which cache tags
 * a save expired lives in the server's memory, and the database may have changed meanwhile
 * (a new DATA_DIR, a restore, the seed): every start reads and renders afresh.
 *
 * The folders are renamed at once and deleted in the background: after a day of traffic they
 * hold a file per product page, and deleting them first held the start back (353 ms with a
 * few thousand pages). A folder left by a start that stopped midway is deleted with them.
 */
export function forgetCachedPages(distDir: string): void {
  const stamp = `${FORGOTTEN}${process.pid}-${Date.now()}-`
  CACHE_FOLDERS.forEach((folder, index) => {
    try {
      fs.renameSync(path.join(distDir, folder), path.join(distDir, `${stamp}${index}`))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  })
  for (const entry of fs.readdirSync(distDir)) {
    if (entry.startsWith(FORGOTTEN)) void fs.promises.rm(path.join(distDir, entry), { recursive: true, force: true })
  }
}
