import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, fast) and `api` (Fastify inject against a real database:
// PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'fuzz/src/**/*.test.ts'],
          environment: 'node',
          // the web app's two message catalogs, as the server provides them (the browser loads one; ADR 0049)
          setupFiles: ['apps/web/app/i18n/all-catalogs.ts'],
          // pure code, but some tests read the whole lexicon or start a CLI: seconds on a busy machine
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
