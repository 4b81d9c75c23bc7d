/**
 * `npm run migrate:create -- <name>`: writes the migration for a config change for both
 * adapters, SQLite and PostgreSQL. No database server is needed: Payload compares the
 * config with the snapshot of the newest migration.
 */
import { spawnSync } from 'node:child_process'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Give the change a name in lower case, for example: npm run migrate:create -- add_product_weight')
  process.exit(2)
}

const adapters = [
  ['SQLite', ''],
  ['PostgreSQL', 'postgres://migrations@127.0.0.1:1/none'],
] as const

for (const [label, url] of adapters) {
  console.log(`\n${label}:`)
  const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--conditions=production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
