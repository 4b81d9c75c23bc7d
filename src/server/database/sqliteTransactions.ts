import type { Client, Transaction } from '@libsql/client'

/**
 * Saves on SQLite run in transactions, so that a crash never leaves half a document
 * (tests/e2e/crash-safety.e2e.spec.ts), and one at a time, in the order they asked.
 *
 * libsql's file client is synchronous underneath: a second transaction that waited for
 * SQLite's write lock would block the whole process, including the first transaction that
 * holds the lock, which then could never finish. So transactions wait their turn here,
 * without blocking, and begin only when the one before has committed or rolled back. The
 * client also hands each transaction its connection and opens a new one for what follows;
 * the busy timeout is set again on each connection a transaction takes.
 *
 * A write outside any transaction (Payload saves an editor's preferences so) would meet the
 * same lock while another request's transaction is open: SQLite refused it as busy, and,
 * most likely, the refused statement kept its connection reading an old snapshot (reads
 * outside transactions missed commits just made: a new document "not found").
 * Such a write waits here, without blocking, until no transaction is open.
 */
export function oneTransactionAtATime(client: Client, busyTimeoutMs: number): void {
  const execute = client.execute.bind(client)
  const transaction = client.transaction.bind(client)
  let queue: Promise<void> = Promise.resolve()

  // Transactions begun and not yet committed or rolled back: at most one.
  let active = 0
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
  const WRITE = /^\s*(?:insert|update|delete|replace)\b/i
  const sqlOf = (statement: unknown) => (typeof statement === 'string' ? statement : ((statement as { sql?: string })?.sql ?? ''))

  /**
   * Runs a write outside transactions once no transaction is open (for at most the busy
   * timeout). Checked and run in the same turn of the event loop, so none can begin in
   * between: the write never meets the lock of this process's own transactions.
   */
  async function whenNoTransaction<T>(run: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + busyTimeoutMs
    while (active > 0 && Date.now() < deadline) await Promise.race([queue.then(() => pause(1)), pause(25)])
    return run()
  }

  const batch = client.batch.bind(client)
  client.execute = ((...args: Parameters<Client['execute']>) =>
    WRITE.test(sqlOf(args[0])) ? whenNoTransaction(() => execute(...args)) : execute(...args)) as Client['execute']
  client.batch = ((...args: Parameters<Client['batch']>) => whenNoTransaction(() => batch(...args))) as Client['batch']

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
      active += 1
      started = await transaction(...args)
    } catch (error) {
      active -= 1
      release()
      throw error
    }
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      active -= 1
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
