import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.spec.ts', 'tests/int/**/*.int.spec.ts'],
    // Each integration file boots Payload on its own temporary SQLite database.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
