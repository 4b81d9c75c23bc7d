import type { Client, Transaction } from '@libsql/client'

/**
 * Saves on SQLite run in transactions, so that a crash never leaves half a document
 * (tests/e2e/crash-safety.e2e.spec.ts), and one at a time, in the order they asked.
 *
 * libsql's file client is synchronous underneath: a second transaction that waited for
 * SQLite's write lock would block the whole process, including the first transaction that
 * holds the lock, which then could never finish. So transactions wait their turn here,
 * without blocking, and begin only when the one before has committed or rolled back. The
 * client also hands each transaction its connection and opens a new one for what follows,
 * without the busy timeout set on the first; it is set again on each new connection.
 */
export function oneTransactionAtATime(client: Client, busyTimeoutMs: number): void {
  const execute = client.execute.bind(client)
  const transaction = client.transaction.bind(client)
  let queue: Promise<void> = Promise.resolve()

  client.transaction = (async (...args: Parameters<Client['transaction']>) => {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const before = queue
    queue = before.then(() => turn)
    await before
    let started: Transaction
    try {
      // The file client runs each call synchronously up to its return: the PRAGMA reaches
      // the connection the transaction is about to take, with nothing in between.
      void execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`).catch(() => undefined)
      started = await transaction(...args)
    } catch (error) {
      release()
      throw error
    }
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      release()
    }
    const { commit, rollback, close } = started
    started.commit = async () => {
      try {
        return await commit.call(started)
      } finally {
        finish()
      }
    }
    started.rollback = async () => {
      try {
        return await rollback.call(started)
      } finally {
        finish()
      }
    }
    started.close = () => {
      try {
        close.call(started)
      } finally {
        finish()
      }
    }
    return started
  }) as Client['transaction']
}
