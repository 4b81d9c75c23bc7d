import { defineConfig } from 'vitest/config'

// `npm run test:postgres`: the PostgreSQL adapter against a real server (TEST_POSTGRES_URL),
// and every integration test again, each file on a new database of that server.
process.env.INT_ON_POSTGRES = 'true'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/postgres/**/*.pg.spec.ts', 'tests/int/**/*.int.spec.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
