import { configDefaults, defineConfig } from 'vitest/config';

const API_FILES = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/** API test files that run alone, after the parallel ones (ADR 0064 says why for each). */
const API_SERIAL = [
  'apps/server/test/security/enumeration.test.ts', // medians of answer times within 10 %
  'apps/server/test/exams/attempts-durability.test.ts', // kill -9 of a server process
  'apps/server/test/server-process.test.ts', // starts the server as a process, reads its exit
  'apps/server/test/lifecycle.test.ts', // migrations from the template, shutdown under requests
  'apps/server/test/http/timeouts.test.ts', // sub-second socket timeouts on the real clock
  'apps/server/test/roster/upload-safety.test.ts', // slowest /healthz answer during an upload
];

const api = {
  environment: 'node' as const,
  testTimeout: 30000,
  hookTimeout: 60000,
  globalSetup: ['apps/server/test/global-setup.ts'],
};

// Three projects: `unit` (pure code, fast), `api` (Fastify inject against a real database: PGlite
// by default, PostgreSQL when DATABASE_URL is set; files in parallel) and `api-serial` (the API
// files that need the machine to themselves, one at a time, after `api`). ADR 0064.
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
          // one file per core (Vitest's default leaves one core free: one file at a time on 2 cores)
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: API_FILES,
          exclude: [...configDefaults.exclude, ...API_SERIAL],
          ...api,
          // Each file has its own data directory and database (copied from one template migrated
          // in the global setup), listens on port 0 and leaves process.env alone: two at a time,
          // one per core (ADR 0064).
          pool: 'forks',
          maxWorkers: 2,
          fileParallelism: true,
          // One module graph per fork, not per file: importing the app took 250 s of the workers'
          // time per run when each file re-imported it, 25 s without (ADR 0103). Module state that
          // outlives a file is keyed by random ids or immutable (ADR 0082).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-serial',
          include: API_SERIAL,
          ...api,
          // These need the machine to themselves: they time answers or sockets, kill or start a
          // server process, or measure the event loop during an upload. One after another, after
          // the parallel files (sequence.groupOrder), so nothing else loads the cores.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
