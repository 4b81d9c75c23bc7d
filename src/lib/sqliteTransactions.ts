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
 * same lock while another request's transaction is open, and SQLite's busy wait would block
 * the whole process for the timeout, that transaction included: the server froze, then the
 * write failed. So the connection for everything outside transactions does not wait in
 * SQLite at all (`busy_timeout = 0`): a statement refused as busy waits here, without
 * blocking, for the transactions before it to finish, and runs again, for at most the busy
 * timeout.
 */
export function oneTransactionAtATime(client: Client, busyTimeoutMs: number): void {
  const execute = client.execute.bind(client)
  const transaction = client.transaction.bind(client)
  let queue: Promise<void> = Promise.resolve()

  const isBusy = (error: unknown) =>
    (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY' || (error instanceof Error && /database is locked/.test(error.message))
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

  /** Runs a statement outside transactions again while it is refused as busy, without blocking. */
  async function whenFree<T>(run: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + busyTimeoutMs
    for (;;) {
      try {
        return await run()
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error
        // The transactions before it, or another process's lock: whichever ends first (and
        // never at once, which would spin while another process holds the lock).
        await Promise.race([queue.then(() => pause(1)), pause(25)])
      }
    }
  }

  const batch = client.batch.bind(client)
  client.execute = ((...args: Parameters<Client['execute']>) => whenFree(() => execute(...args))) as Client['execute']
  client.batch = ((...args: Parameters<Client['batch']>) => whenFree(() => batch(...args))) as Client['batch']

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
      const beginning = transaction(...args)
      // The transaction has taken that connection; the next one, made now for everything
      // outside transactions, never waits in SQLite (above).
      void execute('PRAGMA busy_timeout = 0').catch(() => undefined)
      started = await beginning
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
