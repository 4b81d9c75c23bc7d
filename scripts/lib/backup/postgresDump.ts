/**
 * PostgreSQL: a dump with `pg_dump` and a restore with `psql`, both from Debian's
 * postgresql-client (its major version must be at least the server's).
 *
 * The dump is plain SQL without owners or grants, so it loads into a database owned by any
 * role. The migrations listed in the manifest are read in a transaction whose snapshot
 * `pg_dump --snapshot` then uses: the list and the dump describe the same moment.
 */
import { spawn } from 'node:child_process'

import pg from 'pg'

import type { Applied } from './applied'

/** The URL without its password, which goes to the client tools through the environment (not their visible arguments). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (apt-get install postgresql-client).`) : error),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}):\n${stderr.trim()}`))))
  })
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Dumps the database at `url` into `target`; returns the migrations applied at that moment. */
export async function dumpPostgres(url: string, target: string): Promise<string[]> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
      const migrations = await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')
      const { url: bare, env } = connection(url)
      await run(
        'pg_dump',
        ['--format=plain', '--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, `--file=${target}`, bare],
        env,
      )
      return migrations.rows.map((row) => row.name)
    } finally {
      await client.query('COMMIT')
    }
  })
}

/** A database with no table in any schema of its own. */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query("SELECT 1 FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LIMIT 1")
    return rows.length === 0
  })
}

/**
 * Loads the dump in one transaction: it is all there, or (on any error) nothing is. With
 * `replace`, the same transaction first drops the schema `public` with everything in it.
 * Once this returns the load is committed: it is the restore's last step.
 */
export async function restorePostgres(staged: string, url: string, replace: boolean): Promise<Applied> {
  const { url: bare, env } = connection(url)
  const clear = replace ? ['-c', 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'] : []
  await run('psql', ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', ...clear, '-f', staged, '-d', bare], env)
  return {
    commit: async () => undefined,
    rollback: async () => {
      throw new Error('The database was already restored; it cannot be undone.')
    },
  }
}
