import { defineConfig } from 'vitest/config'

// `npm run test:scale`: two app instances on PostgreSQL (TEST_POSTGRES_URL), Redis and an
// S3-compatible bucket, from the production build in .next.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/scale/**/*.spec.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
