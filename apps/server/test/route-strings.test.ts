/**
 * Every string a route takes from a client (body, query string, path parameters, headers) carries
 * the one text rule or is a listed format or pattern (issue 30): the contracts' walk
 * (packages/contracts/src/schema-strings.test.ts) applied to the server's routes as registered,
 * inline schemas included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stringSites, unguarded } from '@tasreef/contracts/schema-strings';
import { createTestApp, type TestApp } from './helpers.ts';

/** Inputs the route schema lets through whole, and why that is safe. */
const LETS_ANYTHING: Record<string, string> = {
  'GET /api/v1/:locale/auth/oauth/:provider/callback querystring: *': "the provider's other parameters, read by openid-client and never stored",
  'HEAD /api/v1/:locale/auth/oauth/:provider/callback querystring: *': 'the same route',
  'POST /api/v1/:locale/roster/imports/:id/check body: mapping': 'parsed by rosterMappingSchema in the handler (walked by the contracts test)',
};

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const seen: Array<{ route: string; part: string; schema: z.ZodType }> = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ skipReady: true });
  t.app.addHook('onRoute', (route) => {
    const schema = route.schema as Partial<Record<(typeof PARTS)[number], unknown>> | undefined;
    for (const part of PARTS) {
      const s = schema?.[part];
      if (s instanceof z.ZodType) seen.push({ route: `${String(route.method)} ${route.url}`, part, schema: s });
    }
  });
  await t.app.ready();
}, 300_000);
afterAll(async () => t?.cleanup());

describe('route inputs', () => {
  it('walks every route', () => {
    expect(seen.length).toBeGreaterThan(80);
  });

  it('every string a route takes carries the text rule (or is a listed format or pattern)', () => {
    const missing = seen.flatMap((r) =>
      unguarded(stringSites(r.schema))
        .map((s) => `${r.route} ${r.part}: ${s.path}`)
        .filter((where) => !(where in LETS_ANYTHING)),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('each listed exception is still there', () => {
    const all = new Set(seen.flatMap((r) => stringSites(r.schema).map((s) => `${r.route} ${r.part}: ${s.path}`)));
    expect(Object.keys(LETS_ANYTHING).filter((k) => !all.has(k))).toEqual([]);
  });
});
