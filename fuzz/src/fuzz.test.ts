import { describe, expect, it } from 'vitest';
import { BIDI_CHARACTERS, deepJson, INVALID_UTF8 } from './hostile.ts';
import { Random } from './random.ts';
import { generateRequest, percentEncode } from './requests.ts';
import { isFailure, Tally } from './report.ts';
import { EMPTY_POOLS, valueFor } from './schema-values.ts';
import { serverErrors } from './server-log.ts';
import { apiTargets, pageTargets, readsOf, targetName, type Target } from './targets.ts';

const openapi = {
  paths: {
    '/api/v1/{locale}/auth/register': {
      post: {
        parameters: [{ name: 'locale', in: 'path' as const, required: true, schema: { type: 'string', enum: ['ar', 'en'] } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  email: { type: 'string', format: 'email' },
                  role: { type: 'string', enum: ['student', 'educator'] },
                  age: { type: 'integer', minimum: 3, maximum: 9 },
                },
                required: ['email', 'role'],
              },
            },
          },
        },
      },
    },
    '/api/v1/{locale}/verbs': {
      get: { parameters: [{ name: 'q', in: 'query' as const, required: false, schema: { type: 'string', maxLength: 80 } }] },
      parameters: [],
    },
  },
};

const routes = [
  { file: 'routes/home.tsx', index: true },
  {
    file: 'routes/locale.tsx',
    path: ':locale',
    children: [
      { file: 'routes/home.tsx', index: true },
      { file: 'routes/login.tsx', path: 'auth/login' },
      { file: 'routes/verb.tsx', path: 'conjugations/:conjugationType/:conjugationKeyword' },
      { file: 'routes/not-found.tsx', path: '*' },
    ],
  },
];
const sources: Record<string, string> = {
  'routes/login.tsx':
    "export async function action() { const values = formValues(); values.email; values.password; switch (intent) { case 'personal': case 'delete': } url.searchParams.get('return_to') }",
};
const targets: Target[] = [...apiTargets(openapi), ...pageTargets(routes, (f) => sources[f] ?? '')];
const requests = Array.from({ length: 3000 }, (_, i) => generateRequest(7, i, targets, EMPTY_POOLS, 'http://127.0.0.1:1'));

describe('the seeded generator', () => {
  it('gives the same sequence for a seed and stream, another for another stream', () => {
    const a = new Random(1, 5);
    const b = new Random(1, 5);
    const seq = Array.from({ length: 20 }, () => a.u32());
    expect(Array.from({ length: 20 }, () => b.u32())).toEqual(seq);
    expect(Array.from({ length: 20 }, () => new Random(1, 6).u32())).not.toEqual(seq);
  });

  it('keeps int() within its bounds', () => {
    const r = new Random(3);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});

describe('targets', () => {
  it('one per OpenAPI operation, with its parameters and JSON body schema', () => {
    expect(apiTargets(openapi).map(targetName)).toEqual(['POST /api/v1/{locale}/auth/register', 'GET /api/v1/{locale}/verbs']);
    expect(apiTargets(openapi)[0]!.body?.required).toEqual(['email', 'role']);
  });

  it('one per page URL of the route tree, with the fields, intents and query its module reads', () => {
    expect(targets.filter((t) => t.kind === 'page').map(targetName)).toEqual([
      'page /',
      'page /:locale',
      'page /:locale/auth/login',
      'page /:locale/conjugations/:conjugationType/:conjugationKeyword',
      'page /:locale/*',
    ]);
    expect(readsOf(sources['routes/login.tsx']!)).toEqual({ fields: ['email', 'password'], intents: ['delete', 'personal'], query: ['return_to'], hasAction: true });
  });
});

describe('schema values', () => {
  it('fill required fields, pick enums, stay within integer bounds', () => {
    const schema = apiTargets(openapi)[0]!.body!;
    for (let i = 0; i < 50; i++) {
      const v = valueFor(schema, new Random(9, i), EMPTY_POOLS) as { email: string; role: string; age?: number };
      expect(v.email).toContain('@');
      expect(['student', 'educator']).toContain(v.role);
      if (v.age !== undefined) expect(v.age).toBeGreaterThanOrEqual(3);
      if (v.age !== undefined) expect(v.age).toBeLessThanOrEqual(9);
    }
  });
});

describe('generated requests', () => {
  it('are a pure function of seed and index', () => {
    expect(generateRequest(7, 123, targets, EMPTY_POOLS, 'http://127.0.0.1:1')).toEqual(requests[123]);
    expect(generateRequest(8, 123, targets, EMPTY_POOLS, 'http://127.0.0.1:1')).not.toEqual(requests[123]);
  });

  it('reach every target in turn', () => {
    expect(new Set(requests.slice(0, targets.length).map((r) => r.target))).toEqual(new Set(targets.map(targetName)));
  });

  it('are sendable: one byte per character, no control character in the path or a header', () => {
    for (const r of requests) {
      expect(r.path).toMatch(/^[\u0021-\u00ff]+$/);
      for (const value of Object.values(r.headers)) expect(value).toMatch(/^[\t\u0020-\u007e\u0080-\u00ff]*$/);
    }
  });

  it('carry the hostile material: NUL and control characters, bidi overrides, invalid UTF-8, deep JSON, wrong types and content types, odd methods, raw paths', () => {
    const bodies = requests.flatMap((r) => (r.body ? [r.body] : []));
    const families = new Set(requests.map((r) => r.family.split(':')[0]));
    expect(bodies.some((b) => b.toString('utf8').includes('\\u0000'))).toBe(true);
    expect(bodies.some((b) => BIDI_CHARACTERS.some((c) => b.toString('utf8').includes(c)))).toBe(true);
    expect(bodies.some((b) => INVALID_UTF8.some((bad) => b.includes(bad)))).toBe(true);
    expect(bodies.some((b) => b.toString().startsWith(deepJson(1000, 'array').slice(0, 1000)))).toBe(true);
    expect(requests.some((r) => r.path.includes('%00'))).toBe(true);
    expect(requests.some((r) => /[\u0080-\u00ff]/.test(r.path))).toBe(true);
    expect(requests.some((r) => r.path.includes('/../'))).toBe(true);
    expect(requests.some((r) => !['GET', 'POST', 'PATCH', 'DELETE'].includes(r.method))).toBe(true);
    expect(requests.some((r) => r.headers['content-type'] === 'text/plain')).toBe(true);
    for (const f of ['valid', 'field', 'body', 'content-type', 'query', 'path', 'method', 'headers', 'form', 'param']) expect(families).toContain(f);
    expect(new Set(requests.map((r) => r.identity))).toEqual(new Set(['anonymous', 'student', 'educator', 'admin', 'unverified']));
    expect(new Set(requests.map((r) => r.via))).toEqual(new Set([null, 'bearer', 'cookie']));
  });

  it('percent-encode the UTF-8 of lone surrogates as U+FFFD instead of throwing', () => {
    expect(percentEncode('a\ud800')).toBe('a%EF%BF%BD');
  });
});

describe('the report', () => {
  it('counts by status and keeps one example per failing family', () => {
    const tally = new Tally();
    const [a, b] = [requests[0]!, requests[1]!];
    tally.record(a, { status: 200, sample: '', ms: 1 });
    tally.record(a, { status: 500, sample: 'x', ms: 1 });
    tally.record(a, { status: 500, sample: 'y', ms: 1 });
    tally.record(b, { status: -2, sample: '', ms: 30_000 });
    expect(tally.sent).toBe(4);
    expect(tally.statusLine()).toBe('timeout ×1, 200 ×1, 500 ×2');
    expect(tally.failed).toBe(3);
    expect(tally.failures.size).toBe(2);
    expect([isFailure(499), isFailure(500), isFailure(0), isFailure(-2)]).toEqual([false, true, false, true]);
    const lines: string[] = [];
    tally.print(1, 7, (l) => lines.push(l));
    expect(lines.join('\n')).toContain(`npm run fuzz -- --seed 7 --only ${a.index}`);
  });

  it('groups the server log’s errors by message and cause', () => {
    const line = (msg: string, err: object, level = 50) => JSON.stringify({ level, msg, err });
    const log = [
      line('request failed', { type: 'TypeError', message: 'Invalid URL', stack: 'TypeError: Invalid URL\n    at new URL (node:internal/url:1:1)' }),
      line('request failed', { type: 'TypeError', message: 'Invalid URL', stack: 'TypeError: Invalid URL\n    at new URL (node:internal/url:1:1)' }),
      line('request failed', {
        type: 'DrizzleQueryError',
        message: 'Failed query: insert …',
        stack: 'Error: Failed query\n    at q (x.js:1:1)\ncaused by: error: invalid byte sequence for encoding "UTF8": 0x00\n    at y',
      }),
      line('slow', {}, 40),
      'not json',
    ].join('\n');
    expect(serverErrors(log)).toEqual([
      { message: 'request failed | TypeError: Invalid URL | at new URL (node:internal/url:1:1)', count: 2 },
      { message: 'request failed | DrizzleQueryError: Failed query: insert … | caused by: error: invalid byte sequence for encoding "UTF8": 0x00 | at q (x.js:1:1)', count: 1 },
    ]);
  });
});
