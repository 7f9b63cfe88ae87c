import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { countingSeeds } from '../src/lib/seeds.ts';
import { requireSharedDir } from '../../../scripts/shared-data.mjs';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Closes the app, then removes its temporary directory and (PostgreSQL) its database. */
  cleanup(): Promise<void>;
}

export interface TestAppOverrides {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string | undefined>;
  /** buildApp options; the web build defaults to `null` (missing) so tests do not depend on it. */
  options?: BuildAppOptions;
  /** Reuse a data directory / database made by an earlier `createTestApp` (reopen tests). */
  reuse?: { dataDir: string; databaseUrl: string | null };
  /** Skip `ready()` (to add routes first). */
  skipReady?: boolean;
}

/**
 * An app on a fresh database: PGlite in a temporary directory, or, when DATABASE_URL is set, a new
 * database on that server, dropped by `cleanup`. Both start as a copy of the template migrated
 * once by global-setup.ts (ADR 0064), so the app's own migration finds nothing to apply. Mail goes
 * to the development outbox unless SMTP_URL is given.
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp & { dataDir: string; databaseUrl: string | null }> {
  const dataDir = overrides.reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tasreef-test-'));
  // CI names the PostgreSQL server TEST_DATABASE_URL; DATABASE_URL works the same for a local run.
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let databaseUrl: string | null = overrides.reuse ? overrides.reuse.databaseUrl : null;
  let dropDatabase: (() => Promise<void>) | null = null;
  const template = inject('apiTemplate');
  if (!overrides.reuse && !adminUrl && template && 'pgliteDir' in template) {
    cpSync(template.pgliteDir, path.join(dataDir, 'pglite'), { recursive: true });
  }
  if (!overrides.reuse && adminUrl) {
    const name = `tasreef_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(template && 'database' in template ? `create database ${name} template ${template.database}` : `create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789',
    CONTACT_EMAIL: 'team@tasreef.test',
    MAIL_FROM: 'Tasreef <no-reply@tasreef.test>',
    PUBLIC_URL: 'http://tasreef.test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? undefined,
    // Where ../shared/lexicon is when the repository is not beside it (a worktree, CI elsewhere).
    LEXICON_DIR: process.env.LEXICON_DIR,
    ...overrides.env,
  });
  // a fixed sequence of seeds: a test that draws a practice set draws the same one on every run
  const app = buildApp(config, { webBuild: null, seeds: countingSeeds(), ...overrides.options });
  if (!overrides.skipReady) await app.ready();
  let cleaned = false;
  return {
    app,
    config,
    dataDir,
    databaseUrl,
    async cleanup() {
      if (cleaned) return;
      cleaned = true;
      await app.close();
      if (!overrides.reuse) {
        await dropDatabase?.();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The error answer's parts, for short assertions. */
export function errorOf(res: { json(): unknown }) {
  return res.json() as { error: { code: string; message: string; details: Array<{ path: string; issue: string }> }; message: string };
}

/**
 * One app for the whole test file: made before its tests (with time for a first lexicon build),
 * handed to `ready`, cleaned up after them.
 */
export function appForFile(ready: (t: TestApp) => void | Promise<void>, overrides: TestAppOverrides = {}): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    await ready(t);
  }, 300_000);
  afterAll(async () => t?.cleanup());
}

/**
 * For test files that read the lexicon: fails them loudly, naming LEXICON_DIR and the missing
 * file, when the app's lexicon sources (../shared/lexicon by default) are not there, instead of
 * letting every answer be a 503 lexicon_unavailable.
 */
export function requireLexicon(config: Config): void {
  requireSharedDir('LEXICON_DIR', { LEXICON_DIR: config.lexiconDir });
}

/** A valid contact-form body, for tests that count requests against the contact limit. */
export const contactMessage = {
  inquiry_type: 'general_request',
  business_type: 'school',
  number_of_users: 20,
  name: 'Layla',
  email: 'layla@example.org',
  message: 'We would like to try Tasreef with two classes.',
};
