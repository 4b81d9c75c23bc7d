import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        // Pure logic: one module graph per worker, loaded once for all the files it runs.
        test: { name: 'unit', include: ['tests/unit/**/*.spec.ts'], pool: 'threads', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/int/**/*.int.spec.ts'],
          // Each integration file boots Payload on its own temporary SQLite database, which the
          // config reads when first imported: a process of its own per file.
          pool: 'forks',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
