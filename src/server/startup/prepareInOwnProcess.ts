import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { AdminResult } from './admin.ts'

/** How long the preparer may take to end once it has answered (it ends at once when all is well). */
export const PREPARER_GRACE_MS = 5_000

/**
 * Migrates, seeds and adds the administrator (prepareDatabase) in a process of its own. The
 * server's process runs Next, whose bundle has its own copy of Payload's config and hooks:
 * loading Payload here as well would leave two of them in one process, sharing Payload's
 * global instance. The answer is the administrator to name.
 */
export function prepareInOwnProcess(command = fileURLToPath(new URL('./prepareCommand.ts', import.meta.url))): Promise<AdminResult> {
  const child = fork(command, { execArgv: ['--conditions=production', '--import', 'tsx'], stdio: 'inherit' })
  // The answer is the message; an exit without one is a failure (after it, rejecting is a no-op).
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      resolve(message as AdminResult)
      // The server now writes to the database itself: a preparer that has not ended by itself
      // is ended, so that it holds no lock the server waits for.
      const stop = setTimeout(() => child.kill('SIGKILL'), PREPARER_GRACE_MS)
      stop.unref()
      child.once('exit', () => clearTimeout(stop))
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Preparing the database failed (exit code ${code}); its messages are above.`)))
  })
}
