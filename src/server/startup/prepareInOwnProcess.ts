import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { AdminResult } from './admin.ts'

/**
 * Migrates, seeds and adds the administrator (prepareDatabase) in a process of its own. The
 * server's process runs Next, whose bundle has its own copy of Payload's config and hooks:
 * loading Payload here as well would leave two of them in one process, sharing Payload's
 * global instance. The answer is the administrator to name.
 */
export function prepareInOwnProcess(): Promise<AdminResult> {
  const command = fileURLToPath(new URL('./prepareCommand.ts', import.meta.url))
  const child = fork(command, { execArgv: ['--conditions=production', '--import', 'tsx'], stdio: 'inherit' })
  // The answer is the message; an exit without one is a failure (after it, rejecting is a no-op).
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as AdminResult))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Preparing the database failed (exit code ${code}); its messages are above.`)))
  })
}
