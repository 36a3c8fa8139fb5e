import { defineConfig } from 'vitest/config'

/**
 * Unit tests (pure domain rules) and integration tests (the real server on a real PostgreSQL,
 * one database per test file). Run through `npm test`, which provides the database.
 */
export default defineConfig({
  // The #domain/* aliases (package.json "imports"), resolved from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases; on a shared 2-core machine under load one can
          // take several times its quiet duration. Speed is measured by `npm run bench`, not here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
