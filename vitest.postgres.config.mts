import { defineConfig } from 'vitest/config'

// `npm run test:postgres`: the PostgreSQL adapter against a real server (TEST_POSTGRES_URL).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/postgres/**/*.pg.spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
