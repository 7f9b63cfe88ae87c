import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { rosterImports } from '../../src/db/management.ts';
import { createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';
import { postForm } from './upload.ts';

/**
 * Two requests race (the fuzz found it, seed 793794171): an educator's upload reads their
 * organisation, and another request removes it before the upload's row is written. The write's
 * foreign key fails whole; the answer is a localized 409, never a 500, and nothing is written.
 * The race is made certain with a trigger that points the row at an organisation no longer there.
 */
let t: AccountsTestApp;
let w: World;

beforeAll(async () => {
  t = await createAccountsTestApp();
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

const db = () => t.app.database.db;

describe('a row removed while a request that refers to it is handled', () => {
  it('answers 409 with the reason in the request’s language and writes nothing', async () => {
    await db().execute(sql`create function tasreef_test_gone() returns trigger language plpgsql as $$ begin new.organization_id := gen_random_uuid(); return new; end $$`);
    await db().execute(sql`create trigger tasreef_test_gone before insert on roster_imports for each row execute function tasreef_test_gone()`);
    try {
      const before = (await db().select().from(rosterImports)).length;
      for (const locale of ['en', 'ar'] as const) {
        const res = await postForm(t.app, '/roster/imports', {
          token: w.schoolA.token,
          file: { name: 'roster.csv', bytes: new TextEncoder().encode('name,email\nSara,sara@example.com\n') },
          locale,
        });
        expect(res.statusCode, res.body).toBe(409);
        expect(errorOf(res).error.code).toBe('conflict');
        expect(errorOf(res).error.message).toBe(translate(locale, 'record_removed_meanwhile'));
      }
      expect((await db().select().from(rosterImports)).length).toBe(before);
    } finally {
      await db().execute(sql`drop trigger tasreef_test_gone on roster_imports`);
      await db().execute(sql`drop function tasreef_test_gone()`);
    }
  });
});
