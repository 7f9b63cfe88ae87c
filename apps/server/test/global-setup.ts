/**
 * Vitest global setup of the API projects (ADR 0064): migrates ONE template database before any
 * test file starts, and `createTestApp` gives each file a copy of it, so the ~80 files do not each
 * run every migration. PGlite: a migrated data directory, copied per file. PostgreSQL (DATABASE_URL
 * or TEST_DATABASE_URL): a migrated database that each file's `create database … template` copies.
 * Migrating from nothing still runs here once per run, and lifecycle.test.ts checks the result.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadOrBuild } from '@tasreef/lexicon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster to copy (`${dataDir}/pglite`), or a migrated PostgreSQL database's name. */
    apiTemplate: { pgliteDir: string } | { database: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The lexicon cache (LEXICON_CACHE_DIR, shared by every test app) is built here when missing or
  // stale, once, before the files start: else the first test that searches builds it (about a
  // minute on 2 busy cores, in a child process the test waits for) and runs over its 30 s.
  const { lexiconDir, lexiconCacheDir } = loadConfig({ NODE_ENV: 'test', LEXICON_DIR: process.env.LEXICON_DIR, SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789' });
  if (existsSync(lexiconDir)) loadOrBuild({ dir: lexiconDir, outDir: lexiconCacheDir, inChild: true });
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `tasreef_template_${randomBytes(6).toString('hex')}`;
    const run = async (q: string) => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(q);
      } finally {
        await c.end();
      }
    };
    await run(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    try {
      await migrate(database.db);
    } finally {
      // `create database … template` refuses a template with open connections
      await database.close();
    }
    project.provide('apiTemplate', { database: name });
    return async () => run(`drop database if exists ${name} with (force)`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'tasreef-api-template-'));
  const pgliteDir = path.join(root, 'pglite');
  const database = await openDatabase({ databaseUrl: null, pgliteDir });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  project.provide('apiTemplate', { pgliteDir });
  return async () => rmSync(root, { recursive: true, force: true });
}
