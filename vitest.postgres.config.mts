import { defineConfig } from 'vitest/config'

// `npm run test:postgres`: the PostgreSQL adapter against a real server (TEST_POSTGRES_URL),
// and the integration tests again, each file on a new database of that server.
process.env.INT_ON_POSTGRES = 'true'

/**
 * Integration files whose assertions are about what Payload and the site decide above the
 * adapter: hooks, validation, access rules, accounts and passwords, e-mail, picture
 * processing, the REST route's answers. They run on SQLite only. Every other file runs on
 * both, a new one too: queries (search, filters, dates, order), drafts, versions and
 * languages as stored, transactions and concurrency, migrations, backups, retention, jobs,
 * locks, the demo content, and the refusals the database itself makes (bad input, large queries).
 */
const aboveTheAdapter = [
  'access',
  'accountEndpoints',
  'auth',
  'dashboardOverview',
  'distributors',
  'keepOut',
  'passwords',
  'restApi',
  'seedFood',
  'titleRequired',
  'updatedBy',
  'uploads',
  'validation',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/postgres/**/*.pg.spec.ts', 'tests/int/**/*.int.spec.ts'],
    exclude: aboveTheAdapter.map((name) => `tests/int/${name}.int.spec.ts`),
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
