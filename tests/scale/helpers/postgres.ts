import { randomBytes } from 'node:crypto'

import pg from 'pg'

/** A new empty database on the server `npm run test:scale` provides (TEST_POSTGRES_URL), its name starting with `prefix`. */
export async function newPostgresDatabase(prefix: string): Promise<string> {
  const server = process.env.TEST_POSTGRES_URL
  if (!server) throw new Error('TEST_POSTGRES_URL is not set: run `npm run test:scale`')
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}
