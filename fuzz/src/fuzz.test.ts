import { describe, expect, it } from 'vitest';
import { BIDI_CHARACTERS, brokenMultipart, CONTROL_CHARACTERS, deepJson, INVALID_UTF8, MULTIPART_BREAKS } from './hostile.ts';
import { chooseSeed, Random } from './random.ts';
import { fullBody, generateRequest, percentEncode, sweepFields } from './requests.ts';
import { isFailure, resendCommand, seedLine, Tally } from './report.ts';
import { EMPTY_POOLS, fromPattern, getAt, leafPaths, setAt, valueFor } from './schema-values.ts';
import { serverErrors } from './server-log.ts';
import { apiTargets, multipartFields, pageTargets, readsOf, targetName, type Target } from './targets.ts';

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
    '/api/v1/{locale}/exams/{id}': {
      patch: {
        parameters: [
          { name: 'locale', in: 'path' as const, required: true, schema: { type: 'string', enum: ['ar', 'en'] } },
          { name: 'id', in: 'path' as const, required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  title: { type: 'string', maxLength: 200 },
                  settings: { type: 'object', properties: { shuffle: { type: 'boolean' }, note: { type: 'string' } } },
                  questions: {
                    type: 'array',
                    items: { type: 'object', properties: { stem: { type: 'string' }, choices: { type: 'array', items: { type: 'string' } } }, required: ['stem'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/v1/{locale}/roster/imports': {
      post: {
        summary: 'Upload a roster (multipart: file, format csv|oneroster, mapping JSON): the mapping step',
        parameters: [{ name: 'locale', in: 'path' as const, required: true, schema: { type: 'string', enum: ['ar', 'en'] } }],
      },
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
    expect(apiTargets(openapi).map(targetName)).toEqual([
      'POST /api/v1/{locale}/auth/register',
      'GET /api/v1/{locale}/verbs',
      'PATCH /api/v1/{locale}/exams/{id}',
      'POST /api/v1/{locale}/roster/imports',
    ]);
    expect(apiTargets(openapi)[0]!.body?.required).toEqual(['email', 'role']);
  });

  it('know an upload by its multipart body schema, or by the fields its summary lists', () => {
    expect(apiTargets(openapi).map((t) => t.multipart)).toEqual([null, null, null, ['file', 'format', 'mapping']]);
    const schema = { type: 'object', properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } } };
    expect(multipartFields({ requestBody: { content: { 'multipart/form-data': { schema } } } })).toEqual(['file', 'note']);
    expect(multipartFields({ summary: 'Import a GIFT file' })).toBeNull();
    // an upload's schema is never sent as a JSON body
    expect(apiTargets({ paths: { '/u': { post: { requestBody: { content: { 'multipart/form-data': { schema } } } } } } })[0]!.body).toBeNull();
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

describe('patterns', () => {
  it('give strings that match simple patterns (so the other fields of a sweep stay valid), nothing for the rest', () => {
    const r = new Random(4);
    for (const p of ['^q_[a-z0-9]{1,12}$', '^\\d{4}$', '^[\\u0621-\\u064A]{3,4}$', '^[A-Za-z0-9_-]{24}$', '^in_[A-Za-z0-9]{1,250}$'])
      for (let i = 0; i < 20; i++) expect(fromPattern(p, r)).toMatch(new RegExp(p, 'u'));
    expect(fromPattern('^(a|b)$', r)).toBeUndefined();
    expect(fromPattern('[^\\p{L}]', r)).toBeUndefined();
    expect(valueFor({ type: 'string', pattern: '^q_[a-z0-9]{1,12}$' }, r, EMPTY_POOLS)).toMatch(/^q_/);
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

describe('broken uploads', () => {
  const parts = [
    { name: 'file', filename: 'roster.csv', type: 'text/csv', value: 'full_name,email\r\nA,a@b.test\r\n' },
    { name: 'format', value: 'csv' },
  ];
  const boundaryOf = (type: string) => /boundary=(.*)$/.exec(type)?.[1];

  it('each way of breaking a multipart body breaks it that way', () => {
    const made = Object.fromEntries(MULTIPART_BREAKS.map((how) => [how, brokenMultipart(new Random(5, MULTIPART_BREAKS.indexOf(how)), parts, how)]));
    const valid = brokenMultipart(new Random(5), parts, 'none');
    const b = boundaryOf(valid.type)!;
    expect(valid.body.toString()).toBe(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="roster.csv"\r\nContent-Type: text/csv\r\n\r\n${parts[0]!.value}\r\n--${b}\r\nContent-Disposition: form-data; name="format"\r\n\r\ncsv\r\n--${b}--\r\n`,
    );
    expect(made['no-boundary']!.type).not.toMatch(/boundary/);
    expect(boundaryOf(made['empty-boundary']!.type)).toMatch(/^(""| )?$/);
    expect(made['boundary-mismatch']!.body.toString()).not.toContain(`--${boundaryOf(made['boundary-mismatch']!.type)}`);
    expect(made['empty-body']!.body.length).toBe(0);
    expect(boundaryOf(made['empty-body']!.type)).toBeTruthy();
    for (const how of ['truncated', 'no-closing-delimiter'] as const) expect(made[how]!.body.toString()).not.toMatch(/--\r\n$/);
    expect(made['no-disposition']!.body.toString()).not.toContain('Content-Disposition');
    expect(made['lf-only']!.body.toString()).not.toMatch(/\r\n--|Content-Disposition[^\r\n]*\r\n/);
    expect(made['huge-file']!.body.length).toBeGreaterThan(10 * 1_048_576);
    expect(made['nul-in-name']!.body.includes(0)).toBe(true);
    expect(made['many-fields']!.body.toString().split('Content-Disposition').length).toBeGreaterThan(11);
  });

  it('go to every upload route in every way, and to other routes and page forms now and then', () => {
    const uploads = requests.filter((r) => r.target === 'POST /api/v1/{locale}/roster/imports');
    expect(new Set(uploads.filter((r) => r.family.startsWith('multipart:')).map((r) => r.family.slice('multipart:'.length)))).toEqual(new Set(MULTIPART_BREAKS));
    expect(uploads.filter((r) => r.identity === 'educator').length).toBeGreaterThan(uploads.length / 3);
    // more than their turn in the round robin: extra broken uploads in place of other requests
    const own = targets.findIndex((t) => targetName(t) === 'POST /api/v1/{locale}/roster/imports');
    expect(uploads.filter((r) => r.family.startsWith('multipart:') && r.index % targets.length !== own).length).toBeGreaterThan(requests.length * 0.01);
    expect(requests.some((r) => r.family.startsWith('multipart:') && !r.target.includes('roster'))).toBe(true);
    expect(requests.some((r) => r.family.startsWith('form:multipart:'))).toBe(true);
    // an upload that is not broken is a real one: a CSV in its file part
    expect(uploads.some((r) => r.family === 'valid' && r.body?.toString().includes('filename="roster.csv"'))).toBe(true);
  });
});

describe('the field sweep', () => {
  const hasNul = (s: string | undefined) => !!s && (s.includes('\u0000') || /%00/i.test(s));

  it('lists every field: body fields at any depth, query and path parameters, upload parts, form fields, headers', () => {
    const exam = targets.find((t) => targetName(t) === 'PATCH /api/v1/{locale}/exams/{id}')!;
    const names = sweepFields(exam, fullBody(7, targets.indexOf(exam), exam, EMPTY_POOLS)).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'path:locale',
        'path:id',
        'body:title',
        'body:settings.note',
        'body:settings.shuffle',
        'body:questions.0.stem',
        'body:questions.0.choices.0',
        'header:accept-language',
        'cookie:locale',
      ]),
    );
    const upload = targets.find((t) => targetName(t) === 'POST /api/v1/{locale}/roster/imports')!;
    expect(sweepFields(upload, null).map((f) => f.name)).toEqual(expect.arrayContaining(['part:file', 'filename:file', 'part:format', 'part:mapping']));
    const login = targets.find((t) => targetName(t) === 'page /:locale/auth/login')!;
    expect(sweepFields(login, null).map((f) => f.name)).toEqual(expect.arrayContaining(['path:locale', 'query:return_to', 'form:email', 'form:password', 'form:intent']));
  });

  it('puts NUL into every field of every target, and that field only', () => {
    for (const [i, t] of targets.entries()) {
      const body = fullBody(7, i, t, EMPTY_POOLS);
      for (const field of sweepFields(t, body)) {
        if (field.where === 'header') continue; // a header value cannot carry NUL: the next test
        const r = requests.find((x) => x.target === targetName(t) && x.family === `sweep:nul:${field.name}`);
        expect(r, `${targetName(t)} ${field.name}`).toBeDefined();
        const key = String(field.at[0]);
        const [path, query = ''] = r!.path.split('?');
        if (field.where === 'body') {
          const sent = JSON.parse(r!.body!.toString()) as unknown;
          expect(String(getAt(sent, field.at))).toContain('\u0000');
          expect(setAt(sent, field.at, getAt(body, field.at))).toEqual(body);
        } else if (field.where === 'query') expect(new URLSearchParams(query).get(key)).toContain('\u0000');
        else if (field.where === 'path') expect(path).toContain('%00');
        else if (field.where === 'cookie') expect(r!.headers.cookie).toMatch(new RegExp(`^${key}=[^;]*%00`));
        else if (field.where === 'form') expect(r!.body!.includes(0) || r!.body!.toString().includes('%00')).toBe(true);
        else expect(r!.body!.includes(0)).toBe(true); // an upload's part or file name
        if (field.where !== 'query') expect(hasNul(decodeURIComponent(query))).toBe(false);
        if (field.where !== 'path') expect(path).not.toContain('%00');
      }
    }
  });

  it('then other control characters and bidi overrides; headers get bidi characters as raw UTF-8', () => {
    const kinds = new Set(requests.filter((r) => r.family.startsWith('sweep:')).map((r) => r.family.split(':')[1]));
    expect(kinds).toEqual(new Set(['nul', 'control', 'bidi']));
    const control = requests.filter((r) => r.family.startsWith('sweep:control:body:')).map((r) => r.body!.toString());
    expect(control.some((b) => CONTROL_CHARACTERS.slice(1).some((c) => b.includes(JSON.stringify(c).slice(1, -1)) || b.includes(c)))).toBe(true);
    const header = requests.filter((r) => r.family.startsWith('sweep:bidi:header:accept-language'));
    expect(header.length).toBeGreaterThan(0);
    for (const r of header) expect(BIDI_CHARACTERS.some((c) => r.headers['accept-language']!.includes(Buffer.from(c).toString('latin1')))).toBe(true);
  });

  it('starts at another field for another seed', () => {
    const first = (seed: number) =>
      Array.from({ length: 3 }, (_, k) => generateRequest(seed, targets.length * (2 * k + 1) + 2, targets, EMPTY_POOLS, 'http://127.0.0.1:1').family).join();
    expect(new Set([1, 2, 3, 4, 5].map(first)).size).toBeGreaterThan(1);
  });

  it('finds fields by walking the value', () => {
    expect(leafPaths({ a: 'x', b: [{ c: 1 }, 'y'], d: {} })).toEqual([['a'], ['b', 0, 'c'], ['b', 1]]);
    expect(setAt({ a: [1, { b: 2 }] }, ['a', 1, 'b'], 3)).toEqual({ a: [1, { b: 3 }] });
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
    expect([isFailure(499), isFailure(500), isFailure(0), isFailure(-1), isFailure(-2), isFailure(414), isFailure(431)]).toEqual([false, true, true, false, true, false, false]);
    const lines: string[] = [];
    tally.print(1, 7, (l) => lines.push(l));
    expect(lines.join('\n')).toContain(`npm run fuzz -- --seed 7 --only ${a.index}`);
  });

  it('counts a reset as a failure and prints the command that re-sends every request of a family', () => {
    const tally = new Tally();
    const same = requests.filter((r) => r.target === requests[0]!.target && r.family === requests[0]!.family).slice(0, 3);
    for (const r of same) tally.record(r, { status: 0, sample: 'ECONNRESET', ms: 1 });
    const lines: string[] = [];
    tally.print(1, 99, (l) => lines.push(l));
    const text = lines.join('\n');
    expect(tally.failed).toBe(same.length);
    expect(text).toContain('no answer (reset or closed)');
    expect(text).toContain(`again: ${resendCommand(99, [same[0]!.index])}`);
    if (same.length > 1) expect(text).toContain(`all ${same.length}: npm run fuzz -- --seed 99 --only ${same.map((r) => r.index).join(',')}`);
  });

  it('prints the seed first, drawn or given, with the command that runs the same requests again', () => {
    expect(chooseSeed('12', '34', () => 56)).toEqual({ seed: 12, drawn: false });
    expect(chooseSeed(undefined, '34', () => 56)).toEqual({ seed: 34, drawn: false });
    expect(chooseSeed(undefined, '', () => 56)).toEqual({ seed: 56, drawn: true });
    expect(seedLine(56, true, 1500)).toBe('fuzz: seed 56 (drawn for this run); the same requests again: npm run fuzz -- --seed 56 --count 1500');
    expect(seedLine(34, false, 1500, [3, 9])).toBe('fuzz: seed 34; the same requests again: npm run fuzz -- --seed 34 --only 3,9');
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
