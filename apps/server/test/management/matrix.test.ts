import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAccountsTestApp, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { CALLERS, COVERED_PREFIXES, MATRIX, freshMaker, type CallerName } from './matrix-table.ts';
import { buildWorld, type World } from './world.ts';

let t: AccountsTestApp;
let w: World;

beforeAll(async () => {
  t = await createAccountsTestApp();
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

const tokenOf = (name: CallerName): string | undefined =>
  ({
    anonymous: undefined,
    student: w.studentA.token,
    teacherA1: w.teacherA1.token,
    teacherA2: w.teacherA2.token,
    schoolA: w.schoolA.token,
    schoolB: w.schoolB.token,
    admin: w.admin.token,
  })[name];

describe('the authorization matrix', () => {
  it('names every route of the management areas', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace('/api/v1/{locale}', '')}`),
    );
    const covered = routes.filter((r) => COVERED_PREFIXES.some((p) => r.split(' ')[1]!.startsWith(p)));
    expect(covered.length).toBeGreaterThan(20);
    const named = new Set(MATRIX.map((row) => row.route));
    expect({ unnamed: covered.filter((r) => !named.has(r)) }).toEqual({ unnamed: [] });
    expect({ missing: [...named].filter((r) => !covered.includes(r)) }).toEqual({ missing: [] });
  });

  for (const row of MATRIX) {
    it(`${row.route} answers each caller as the table says`, async () => {
      // each row in a minute of its own: the per-student limits (60 attempt starts a minute) count a
      // class's use, not a table that starts several attempts for the same student in every row
      t.clock.advance(61_000);
      const call = caller(t.app);
      const fresh = freshMaker(t, w);
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const [i, name] of CALLERS.entries()) {
        const { path, body } = await row.call(w, fresh);
        const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const res = await call(method, path, { token: tokenOf(name), body, ip: nextIp() });
        got[name] = res.statusCode;
        want[name] = row.expect[i]!;
        // A refusal never carries another school's data.
        if (res.statusCode >= 400) expect(res.body).not.toContain(w.studentA.email);
      }
      expect(got).toEqual(want);
    });
  }
});
