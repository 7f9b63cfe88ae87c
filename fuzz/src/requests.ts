/**
 * Request n of a run: a pure function of (seed, n, targets, pools). It picks the target (round
 * robin, so every operation and page is hit as often as the others), who sends it (anonymous, a
 * verified student, educator or administrator, an unverified account; by bearer token or by session
 * cookie with its CSRF header) and one way of being hostile, named in `family` for the report.
 */
import {
  BIDI_CHARACTERS,
  brokenMultipart,
  deepJson,
  hostileString,
  hostileValue,
  invalidUtf8,
  MULTIPART_BREAKS,
  multipartBody,
  STRING_FAMILY_NAMES,
  SWEEP_KINDS,
  sweepCharacter,
  withCharacter,
  type Part,
  type StringFamily,
  type SweepKind,
} from './hostile.ts';
import { Random } from './random.ts';
import { getAt, leafPaths, setAt, valueFor, type FieldPath, type Pools } from './schema-values.ts';
import { targetName, type ApiTarget, type PageTarget, type Target } from './targets.ts';

export const IDENTITIES = ['anonymous', 'student', 'educator', 'admin', 'unverified'] as const;
export type IdentityName = (typeof IDENTITIES)[number];

export interface FuzzRequest {
  index: number;
  target: string;
  /** The mutation, e.g. `field:nul`, `body:deep`, `url:invalid-utf8`. */
  family: string;
  identity: IdentityName;
  /** How a signed-in identity proves it: bearer token, or session cookie + CSRF header. */
  via: 'bearer' | 'cookie' | null;
  method: string;
  /** One character per byte on the wire (latin1); no byte below 0x21. */
  path: string;
  /** Header values are latin1 too; `authorization`/`cookie` of the identity are added when sent. */
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Every byte ≥ 0x80 of a string's UTF-8 as one latin1 character: the raw bytes on the wire. */
export const rawUtf8 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

/** Percent-encodes a string's UTF-8 bytes (lone surrogates become U+FFFD, as any client would send them). */
export function percentEncode(s: string, keep = /[A-Za-z0-9\-._~]/): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && keep.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Bytes ≥ 0x80 of the UTF-8 go raw (not valid in a URL, sent anyway by careless clients); ASCII is percent-encoded as usual. */
function rawEncode(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) out += byte >= 0x80 ? String.fromCharCode(byte) : percentEncode(String.fromCharCode(byte));
  return out;
}

/** A value placed in a URL: usually percent-encoded, sometimes raw bytes (≥ 0x80 unencoded), sometimes with broken escapes. */
function inUrl(r: Random, value: string): string {
  const how = r.weighted<string>([
    [6, 'encoded'],
    [2, 'raw'],
    [1, 'broken'],
  ]);
  if (how === 'encoded') return percentEncode(value);
  if (how === 'raw') return rawEncode(value);
  return percentEncode(value) + r.pick(['%', '%z', '%zz', '%c0%80', '%ff', '%ed%a0%80', '%00']);
}

const OTHER_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'PURGE', 'LOCK', 'SEARCH', 'QUERY', 'MKCOL', 'LINK', 'BREW'];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/jsonx',
  '',
  'text/html; charset=utf-8',
  '*/*',
];
/** Query parameter names many pages and the API read (the route modules add their own). */
const COMMON_QUERY = [
  'return_to',
  'email',
  'token',
  'q',
  'page',
  'per_page',
  'mode',
  'sent',
  'oauth_error',
  'oauth_linked',
  'billing',
  'lang',
  'radicals',
  'augmented',
  'weak',
  'type',
  'pattern',
  'bab',
  'first_letter',
  'transitivity',
];

function stringFamily(r: Random): StringFamily {
  return r.pick(STRING_FAMILY_NAMES);
}

/** Unnormalized spellings of a path: dot segments, doubled and encoded slashes, case, parameters. */
function unnormalized(r: Random, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  return r.pick([
    () => `/${first}/../${segments.join('/')}`,
    () => `/${segments.join('//')}`,
    () => `//${segments.join('/')}`,
    () => `/${segments.join('/./')}`,
    () => `/${segments.join('/%2e/')}`,
    () => `/${first}/%2e%2e/${segments.join('/')}`,
    () => `/${segments.join('%2F')}`,
    () => `/${segments.join('/')}/`,
    () => `/${segments.join('/')};x=1`,
    () => `/${segments.join('\\')}`,
    () => `/${segments.map((s) => s.toUpperCase()).join('/')}`,
    () => `/assets/../${segments.join('/')}`,
    () => `/${segments.join('/')}/..`,
    () => `/${segments.join('/')}%00`,
    () => `/${segments.join('/')}/${'x/'.repeat(r.pick([50, 400]))}`,
    () => `/${'a'.repeat(r.pick([3000, 9000, 20000]))}`,
  ])();
}

/** A query string from name → value pairs, with a hostile twist for `query:*` families. */
function queryString(r: Random, pairs: Array<[string, string]>): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${percentEncode(k)}=${inUrl(r, v)}`).join('&')}`;
}

function hostileHeaders(r: Random, headers: Record<string, string>): string {
  const kind = r.pick(['accept-language', 'cookie', 'authorization', 'x-forwarded-for', 'origin', 'host', 'accept', 'range', 'conditional'] as const);
  // Node refuses to send control characters in a header value (CR/LF would split the message).
  const nasty = () => [...rawUtf8(hostileString(r))].filter((c) => c === '\t' || (c >= ' ' && c !== '\u007f')).join('');
  switch (kind) {
    case 'accept-language':
      headers['accept-language'] = r.pick([
        () => nasty(),
        () => 'ar;q=x, en;q=-1, *;q=2',
        () => 'x-'.repeat(2000),
        () => rawUtf8('عربي'),
        () => ',,,;;;',
        () => 'en-US'.repeat(1000),
      ])();
      break;
    case 'cookie':
      headers.cookie = r.pick([
        () => `locale=${nasty()}; fixedFontSize=${nasty()}`,
        () => `token=${nasty()}; csrf_token=${nasty()}`,
        () => `token=%zz%ff; token=a; csrf_token=`,
        () => 'a'.repeat(r.pick([4000, 12000])),
        () => `${rawUtf8('كوكي')}=${invalidUtf8(r).toString('latin1')}`,
        () => 'token; =; ;;; csrf_token==',
      ])();
      break;
    case 'authorization':
      headers.authorization = r.pick([
        () => `Bearer ${nasty()}`,
        () => 'Bearer',
        () => 'Bearer a b',
        () => 'Basic Zm9vOmJhcg==',
        () => `Bearer ${'x'.repeat(5000)}`,
        () => 'bearer\t\tx',
      ])();
      break;
    case 'x-forwarded-for':
      headers['x-forwarded-for'] = r.pick([
        'not-an-ip',
        '999.1.1.1',
        '1.1.1.1, , x',
        '::ffff:1.2.3.4',
        '[::1]:80',
        '1.1.1.1'.concat(', 2.2.2.2'.repeat(300)),
        'unknown',
        '0',
        '-1',
        rawUtf8('١.١.١.١'),
      ]);
      break;
    case 'origin':
      headers.origin = r.pick(['null', 'http://evil.example', 'file://', nasty(), 'http://127.0.0.1:1', '*']);
      break;
    case 'host':
      headers.host = r.pick(['evil.example', 'a b', '[::1', 'x:99999', rawUtf8('مثال.مصر'), '127.0.0.1:1:2', '..', 'localhost%00']);
      break;
    case 'accept':
      headers.accept = r.pick(['text/html;q=x', '*/*;q=0', 'application/json;;;', nasty(), 'text/event-stream']);
      break;
    case 'range':
      headers.range = r.pick(['bytes=0-0', 'bytes=-1', 'bytes=99999999-', 'bytes=0-1,2-3,' + '4-5,'.repeat(500), 'lines=1-2']);
      break;
    case 'conditional':
      headers['if-none-match'] = r.pick(['*', '"x"', nasty()]);
      headers['if-modified-since'] = r.pick(['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', nasty()]);
      break;
  }
  return `headers:${kind}`;
}

/** A small CSV as a teacher would upload it (a header row, then people), with `cell` as one of its values. */
export function csvFile(r: Random, pools: Pools, cell?: string): string {
  const rows = [['full_name', 'email', 'role', 'class_name']];
  for (let i = 0; i < r.int(1, 4); i++)
    rows.push([r.pick(['Fuzz Student', 'طالب الفحص', 'Zé']), `fuzz.row${r.int(0, 99999)}@fuzz.test`, r.pick(['student', 'teacher']), r.pick(['1A', 'الصف ١'])]);
  if (cell !== undefined) rows[r.int(1, rows.length - 1)]![r.int(0, 3)] = cell;
  return `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * The parts of a well-formed upload with the operation's fields: a CSV (or, now and then, a
 * zip that is not one) for a file field, a column mapping for a mapping field, else a value the
 * name suggests.
 */
export function uploadParts(r: Random, names: readonly string[], pools: Pools): Part[] {
  const zip = r.chance(0.15);
  return (names.length > 0 ? names : ['file']).flatMap((name): Part[] => {
    if (/file/i.test(name))
      return [
        zip
          ? { name, filename: 'roster.zip', type: 'application/zip', value: Buffer.concat([Buffer.from('PK\u0003\u0004'), invalidUtf8(r)]) }
          : { name, filename: 'roster.csv', type: 'text/csv', value: csvFile(r, pools) },
      ];
    if (name === 'format') return [{ name, value: zip ? 'oneroster' : 'csv' }];
    if (name === 'mapping') return r.chance(0.5) ? [{ name, value: JSON.stringify({ full_name: 'full_name', email: 'email', role: 'role', class_name: 'class_name' }) }] : [];
    return [{ name, value: String(valueFor(undefined, r, pools, name)) }];
  });
}

/** `swept`: the path parameter the field sweep puts a character into, and the character. */
function apiPath(r: Random, t: ApiTarget, pools: Pools, hostileParam: string | null, swept?: { name: string; ch: string }): string {
  return t.template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name === hostileParam) return inUrl(r, hostileString(r));
    const p = t.parameters.find((x) => x.in === 'path' && x.name === name);
    const valid =
      name === 'locale'
        ? r.pick(['ar', 'en'])
        : name === 'provider'
          ? r.pick(['google', 'facebook'])
          : name === 'id' && t.template.includes('/verbs/')
            ? r.pick(pools.verbIds)
            : name === 'name'
              ? r.pick(pools.keywordGroups)
              : String(valueFor(p?.schema, r, pools, name));
    return percentEncode(swept?.name === name ? withCharacter(valid, swept.ch) : valid);
  });
}

function apiRequest(r: Random, t: ApiTarget, pools: Pools, req: FuzzRequest, forced?: string): void {
  const query = t.parameters.filter((p) => p.in === 'query');
  const pathParams = t.parameters.filter((p) => p.in === 'path');
  const body = t.body ? (valueFor(t.body, r, pools) as Record<string, unknown>) : null;
  const families: Array<readonly [number, string]> = [
    [3, 'valid'],
    [body && t.body?.properties ? 8 : 0, 'field'],
    [body ? 1 : 0, 'body:wrong-type-field'],
    [body ? 1 : 0, 'body:shape'],
    [body ? 1 : 0, 'body:deep'],
    [body ? 1 : 0, 'body:huge'],
    [body ? 2 : 0, 'body:invalid-json'],
    [body ? 2 : 0, 'body:invalid-utf8'],
    [2, 'content-type'],
    [query.length > 0 ? 6 : 0, 'query'],
    [1, 'query:extra'],
    [pathParams.length > 1 ? 3 : 0, 'path-param'],
    [t.template.includes('{locale}') ? 1 : 0, 'locale'],
    [2, 'path:raw'],
    [1, 'method'],
    [3, 'headers'],
    // broken uploads: mostly where an upload is expected, sometimes where it is not
    [t.multipart ? 24 : t.method === 'GET' ? 0 : 1, 'multipart'],
  ];
  const family = forced ?? r.weighted(families);
  let path = apiPath(r, t, pools, family === 'path-param' ? r.pick(pathParams.filter((p) => p.name !== 'locale')).name : null);
  if (family === 'locale') path = path.replace(/^\/api\/v1\/(ar|en)/, `/api/v1/${r.pick(['xx', 'AR', 'ar%00', 'en-US', '%D8%B9', '', 'ar%2Fen', '..'])}`);
  let pairs: Array<[string, string]> = query.filter((p) => p.required || r.chance(0.5)).map((p) => [p.name, String(valueFor(p.schema, r, pools, p.name))]);
  let tag = family;
  if (family === 'query' && query.length > 0) {
    const victim = r.pick(query).name;
    const sf = stringFamily(r);
    tag = `query:${sf}`;
    pairs = pairs.filter(([k]) => k !== victim);
    pairs.push([victim, hostileString(r, sf)]);
    if (r.chance(0.2)) pairs.push([victim, 'again']);
  } else if (family === 'query:extra') {
    pairs.push([r.pick(['__proto__', 'constructor', 'q[]', 'a[b]', '', 'page']), hostileString(r)]);
  }
  if (family === 'path:raw') path = unnormalized(r, path);
  req.path = `${path}${queryString(r, pairs)}`;
  req.method = family === 'method' ? r.pick(OTHER_METHODS.filter((m) => m !== t.method)) : t.method;
  if (family === 'headers') tag = hostileHeaders(r, req.headers);

  let text: Buffer | null = body ? Buffer.from(JSON.stringify(body)) : null;
  let contentType = 'application/json';
  if (body && family === 'field') {
    const keys = Object.keys(t.body?.properties ?? {});
    const key = r.pick(keys);
    const sf = stringFamily(r);
    tag = `field:${sf}`;
    text = Buffer.from(JSON.stringify({ ...body, [key]: hostileString(r, sf) }));
  } else if (body && family === 'body:wrong-type-field') {
    const key = r.pick(Object.keys(t.body?.properties ?? { x: {} }));
    text = Buffer.from(JSON.stringify({ ...body, [key]: hostileValue(r) }));
  } else if (family === 'body:shape') {
    text = Buffer.from(
      r.pick([
        () => JSON.stringify([body]),
        () => JSON.stringify(hostileString(r)),
        () => 'null',
        () => 'true',
        () => '12345678901234567890',
        () => '{}',
        () => `{"constructor":{"prototype":{"admin":true}},${JSON.stringify(body).slice(1)}`,
        () => `{"__proto__":{"polluted":1},${JSON.stringify(body).slice(1)}`,
        () => JSON.stringify(Object.fromEntries(Object.keys(body ?? {}).map((k) => [k, null]))),
      ])(),
    );
  } else if (family === 'body:deep') {
    text = Buffer.from(deepJson(r.pick([100, 1000, 10_000, 49_000]), r.chance(0.5) ? 'array' : 'object'));
  } else if (family === 'body:huge') {
    text = Buffer.from(JSON.stringify({ ...body, padding: 'x'.repeat(r.pick([99_000, 101_000, 2_000_000])) }));
  } else if (family === 'body:invalid-json') {
    const json = JSON.stringify(body);
    text = Buffer.from(
      r.pick([
        json.slice(0, -1),
        `${json},`,
        json.replaceAll('"', "'"),
        `\ufeff${json}`,
        `${json}${json}`,
        '{"a":NaN}',
        '{"a":1,}',
        '/*x*/{}',
        '{"a":"\\u00"}',
        '{"a":"\\ud800"}',
        '',
      ]),
    );
  } else if (family === 'body:invalid-utf8') {
    // a body may be an object with no fields at all (every field optional)
    const keys = Object.keys(body ?? {});
    const key = keys.length > 0 ? r.pick(keys) : 'x';
    const [before, after] = JSON.stringify({ ...body, [key]: 'MARK' }).split('MARK') as [string, string];
    text = Buffer.concat([Buffer.from(before), invalidUtf8(r), Buffer.from(after ?? '')]);
  } else if (family === 'multipart') {
    const how = r.pick(MULTIPART_BREAKS);
    tag = `multipart:${how}`;
    const upload = brokenMultipart(r, uploadParts(r, t.multipart ?? Object.keys(t.body?.properties ?? {}), pools), how);
    text = upload.body;
    contentType = upload.type;
  } else if (family === 'content-type') {
    contentType = r.pick(WRONG_CONTENT_TYPES);
    tag = `content-type:${contentType || 'empty'}`;
    if (contentType.startsWith('application/x-www')) text = Buffer.from(new URLSearchParams(Object.entries(body ?? { a: 'b' }).map(([k, v]) => [k, String(v)])).toString());
    else if (!text) text = Buffer.from(r.pick(['{}', 'x', '<a/>']));
  }
  if (!text && t.multipart && family !== 'method') {
    // an upload route sent its upload well-formed: what the hostile path, query or header meets after it
    const upload = brokenMultipart(r, uploadParts(r, t.multipart, pools), 'none');
    text = upload.body;
    contentType = upload.type;
  }
  if (text && req.method !== 'GET' && req.method !== 'HEAD') {
    req.body = text;
    if (contentType) req.headers['content-type'] = contentType;
  } else if (family === 'content-type' || (text && r.chance(0.1))) {
    // A GET with a body is legal HTTP; some stacks choke on it.
    req.body = text ?? Buffer.from('{}');
    if (contentType) req.headers['content-type'] = contentType;
  }
  req.family = tag;
}

function pageParam(r: Random, name: string, pools: Pools): string {
  switch (name) {
    case 'locale':
      return r.chance(0.5) ? 'ar' : 'en';
    case 'conjugationType':
      return percentEncode(r.pick(pools.conjugationTypes));
    case 'conjugationKeyword':
      return percentEncode(r.chance(0.7) ? r.pick(pools.verbIds) : r.pick(pools.words));
    case 'name':
      return percentEncode(r.pick(pools.keywordGroups));
    default:
      return percentEncode(r.pick(['x', 'a/b', 'index.html', 'favicon.ico', 'robots.txt', 'sitemap.xml']), /[A-Za-z0-9\-._~/]/);
  }
}

function formBody(r: Random, pairs: Array<[string, string]>, kind: 'urlencoded' | 'multipart'): { body: Buffer; type: string } {
  if (kind === 'urlencoded') return { body: Buffer.from(pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')), type: 'application/x-www-form-urlencoded' };
  const boundary = `----fuzz${r.int(0, 1e9)}`;
  return {
    body: multipartBody(
      boundary,
      pairs.map(([name, value]) => ({ name: rawUtf8(name), value })),
    ),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

function pageRequest(r: Random, t: PageTarget, pools: Pools, req: FuzzRequest, origin: string): void {
  const params = [...t.template.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const post = t.hasAction ? r.chance(0.6) : r.chance(0.25);
  const families: Array<readonly [number, string]> = post
    ? [
        [3, 'form:valid'],
        [8, 'form:field'],
        [2, 'form:invalid-utf8'],
        [3, 'form:content-type'],
        [1, 'form:huge'],
        [1, 'form:no-origin'],
        [3, 'form:multipart'],
      ]
    : [
        [3, 'valid'],
        [6, 'query'],
        [params.length > 0 ? 3 : 0, 'param'],
        [2, 'path:raw'],
        [1, 'method'],
        [3, 'headers'],
      ];
  const family = r.weighted(families);
  let tag = family;
  const hostileParam = family === 'param' ? r.pick(params) : null;
  let path = t.template.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    const n = name ?? '*';
    if (n === hostileParam) {
      const sf = stringFamily(r);
      tag = `param:${n}:${sf}`;
      return inUrl(r, hostileString(r, sf));
    }
    return pageParam(r, n, pools);
  });
  const names = [...new Set([...t.query, ...COMMON_QUERY])];
  let pairs: Array<[string, string]> = t.query.filter(() => r.chance(0.4)).map((n) => [n, String(valueFor(undefined, r, pools, n))]);
  if (family === 'query') {
    const victim = r.pick(names);
    const sf = stringFamily(r);
    tag = `query:${victim}:${sf}`;
    pairs.push([
      victim,
      victim === 'return_to' && r.chance(0.5) ? r.pick(['/en\r\nx: y', '//evil.example', '/\\evil', '/en/%0d%0aX:1', `/${hostileString(r, sf)}`]) : hostileString(r, sf),
    ]);
  }
  if (family === 'path:raw') path = unnormalized(r, path);
  if (family === 'headers') tag = hostileHeaders(r, req.headers);
  req.method = post ? 'POST' : family === 'method' ? r.pick(OTHER_METHODS) : 'GET';
  req.path = `${path}${queryString(r, pairs)}`;
  if (post) {
    if (family !== 'form:no-origin') req.headers.origin = origin;
    const fields = t.fields.length > 0 ? t.fields : ['email', 'password'];
    pairs = fields.filter(() => r.chance(0.7)).map((f) => [f, String(valueFor(undefined, r, pools, f) ?? 'x')]);
    if (t.intents.length > 0) pairs.push(['intent', r.pick(t.intents)]);
    if (family === 'form:field') {
      const victim = r.chance(0.8) ? r.pick(fields.concat(t.intents.length ? ['intent'] : [])) : r.pick(['return_to', '__proto__', '']);
      const sf = stringFamily(r);
      tag = `form:field:${sf}`;
      pairs = pairs.filter(([k]) => k !== victim);
      pairs.push([victim, hostileString(r, sf)]);
    }
    const kind = r.chance(0.7) ? 'urlencoded' : 'multipart';
    const form = formBody(r, pairs, kind);
    req.body = form.body;
    req.headers['content-type'] = form.type;
    if (family === 'form:invalid-utf8') req.body = Buffer.concat([form.body, Buffer.from(`&${fields[0]}=`), invalidUtf8(r)]);
    if (family === 'form:multipart') {
      const how = r.pick(MULTIPART_BREAKS.filter((b) => b !== 'huge-file'));
      tag = `form:multipart:${how}`;
      const upload = brokenMultipart(
        r,
        pairs.map(([name, value]) => ({ name: rawUtf8(name), value })),
        how,
      );
      req.body = upload.body;
      req.headers['content-type'] = upload.type;
    }
    if (family === 'form:huge') req.body = Buffer.concat([form.body, Buffer.from(`&pad=${'x'.repeat(r.pick([500_000, 1_100_000]))}`)]);
    if (family === 'form:content-type') {
      const type = r.pick([...WRONG_CONTENT_TYPES, 'application/json']);
      tag = `form:content-type:${type || 'empty'}`;
      req.headers['content-type'] = type;
      if (type === 'application/json') req.body = Buffer.from(JSON.stringify(Object.fromEntries(pairs)));
    }
  }
  req.family = tag;
}

/**
 * One field of a target that the sweep puts a character into: a field of the JSON body (at any
 * depth), a query or path parameter, a part, file name or file content of an upload, a page
 * form's field, or a header or cookie value.
 */
export interface SweepField {
  name: string;
  where: 'body' | 'query' | 'path' | 'part' | 'filename' | 'form' | 'header' | 'cookie';
  /** The body field's place, or the parameter's, part's, form field's or header's name. */
  at: FieldPath;
}

/** Headers and cookies every request may carry, swept like the fields. */
const SWEPT_HEADERS: SweepField[] = [
  { name: 'header:accept-language', where: 'header', at: ['accept-language'] },
  { name: 'header:user-agent', where: 'header', at: ['user-agent'] },
  { name: 'cookie:locale', where: 'cookie', at: ['locale'] },
];

/** Every field of an operation or page, in a fixed order (`body`: the full valid body the sweep starts from). */
export function sweepFields(t: Target, body: unknown): SweepField[] {
  const out: SweepField[] = [];
  if (t.kind === 'api') {
    for (const p of t.parameters) if (p.in === 'path' || p.in === 'query') out.push({ name: `${p.in}:${p.name}`, where: p.in, at: [p.name] });
    for (const at of leafPaths(body)) out.push({ name: `body:${at.join('.')}`, where: 'body', at });
    for (const name of t.multipart ?? []) {
      out.push({ name: `part:${name}`, where: 'part', at: [name] });
      if (/file/i.test(name)) out.push({ name: `filename:${name}`, where: 'filename', at: [name] });
    }
  } else {
    for (const m of t.template.matchAll(/:(\w+)/g)) out.push({ name: `path:${m[1]}`, where: 'path', at: [m[1]!] });
    for (const q of t.query) out.push({ name: `query:${q}`, where: 'query', at: [q] });
    if (t.hasAction) for (const f of [...t.fields, ...(t.intents.length > 0 ? ['intent'] : [])]) out.push({ name: `form:${f}`, where: 'form', at: [f] });
  }
  return [...out, ...SWEPT_HEADERS];
}

/** Request `sweep` of a target's sweep: field `sweep mod n` (from a place the seed chooses), NUL on the first pass, then control, then bidi characters. */
export function sweepStep(seed: number, targetIndex: number, sweep: number, fields: readonly SweepField[]): { field: SweepField; kind: SweepKind } {
  const offset = new Random(seed, -3 - targetIndex).int(0, fields.length - 1);
  return { field: fields[(sweep + offset) % fields.length]!, kind: SWEEP_KINDS[Math.floor(sweep / fields.length) % SWEEP_KINDS.length]! };
}

/** A header value carries bytes ≥ 0x80 but no control character: those sweeps send a bidi mark instead (the kind says so). */
function headerSafe(r: Random, kind: SweepKind, ch: string): { kind: SweepKind; raw: string } {
  return kind === 'bidi' ? { kind, raw: rawUtf8(ch) } : { kind: 'bidi', raw: rawUtf8(r.pick(BIDI_CHARACTERS)) };
}

/** The request of a sweep: everything valid but the one field, which holds the character. */
function sweepRequest(r: Random, t: Target, pools: Pools, req: FuzzRequest, origin: string, body: unknown, field: SweepField, kindAsked: SweepKind): void {
  let kind = kindAsked;
  const ch = sweepCharacter(r, kind);
  const key = String(field.at[0]);
  const marked = (valid: string) => withCharacter(valid, ch);
  if (field.where === 'header' || field.where === 'cookie') {
    const safe = headerSafe(r, kind, ch);
    if (field.where === 'cookie') req.headers.cookie = `${key}=${percentEncode(marked('en'))}`;
    else {
      kind = safe.kind;
      req.headers[key] = key === 'accept-language' ? `en-US,${safe.raw}ar;q=0.5` : `Mozilla/5.0 ${safe.raw}fuzz`;
    }
  }
  if (t.kind === 'api') {
    req.method = t.method;
    const path = apiPath(r, t, pools, null, field.where === 'path' ? { name: key, ch } : undefined);
    const pairs: Array<[string, string]> = t.parameters
      .filter((p) => p.in === 'query' && (p.required || p.name === key || r.chance(0.5)))
      .map((p) => {
        const valid = String(valueFor(p.schema, r, pools, p.name));
        return [p.name, field.where === 'query' && p.name === key ? marked(valid) : valid];
      });
    req.path = `${path}${pairs.length > 0 ? `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}` : ''}`;
    if (t.multipart) {
      const parts = uploadParts(r, t.multipart, pools).map((p): Part => {
        if (p.name !== key || (field.where !== 'part' && field.where !== 'filename')) return p;
        if (field.where === 'filename') return { ...p, filename: rawUtf8(marked(p.filename ?? 'roster.csv')) };
        return p.filename !== undefined ? { ...p, value: csvFile(r, pools, marked('Fuzz Student')) } : { ...p, value: marked(String(p.value)) };
      });
      if (field.where === 'part' && !parts.some((p) => p.name === key)) parts.push({ name: key, value: marked('{}') });
      const upload = brokenMultipart(r, parts, 'none');
      req.body = upload.body;
      req.headers['content-type'] = upload.type;
    } else if (body !== null && t.method !== 'GET' && t.method !== 'HEAD') {
      const valid = field.where === 'body' ? getAt(body, field.at) : undefined;
      const json = field.where === 'body' ? setAt(body, field.at, typeof valid === 'string' ? marked(valid) : `${String(valid)}${ch}`) : body;
      req.body = Buffer.from(JSON.stringify(json));
      req.headers['content-type'] = 'application/json';
    }
  } else {
    const path = t.template.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
      const valid = pageParam(r, name ?? '*', pools);
      return field.where === 'path' && name === key ? percentEncode(marked(decodeURIComponent(valid))) : valid;
    });
    const pairs: Array<[string, string]> = t.query
      .filter((q) => q === key || r.chance(0.3))
      .map((q) => {
        const valid = String(valueFor(undefined, r, pools, q));
        return [q, field.where === 'query' && q === key ? marked(valid) : valid];
      });
    req.path = `${path}${pairs.length > 0 ? `?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}` : ''}`;
    req.method = 'GET';
    if (field.where === 'form' || (t.hasAction && r.chance(0.5))) {
      req.method = 'POST';
      req.headers.origin = origin;
      const form: Array<[string, string]> = t.fields.map((f) => [f, String(valueFor(undefined, r, pools, f))]);
      if (t.intents.length > 0) form.push(['intent', r.pick(t.intents)]);
      const values = form.map(([k, v]): [string, string] => [k, field.where === 'form' && k === key ? marked(v) : v]);
      const sent = formBody(r, values, r.chance(0.7) ? 'urlencoded' : 'multipart');
      req.body = sent.body;
      req.headers['content-type'] = sent.type;
    }
  }
  req.family = `sweep:${kind}:${field.name}`;
}

/** Request `index` of the run seeded `seed`. `origin` is the server's own origin (page forms send it). */
export function generateRequest(seed: number, index: number, targets: readonly Target[], pools: Pools, origin: string): FuzzRequest {
  const r = new Random(seed, index);
  // Every other round over the targets is the field sweep: a character in one field at a time.
  const round = Math.floor(index / targets.length);
  const sweep = round % 2 === 1 ? (round - 1) / 2 : null;
  // Upload routes are few and one visit in a round is too little for the ways an upload breaks:
  // from the third round on, 4 % of the other requests are a broken upload to one of them.
  const uploadTargets = targets.filter((t) => t.kind === 'api' && t.multipart !== null);
  const extraUpload = sweep === null && round >= 2 && uploadTargets.length > 0 && r.chance(0.04);
  const targetIndex = extraUpload ? targets.indexOf(r.pick(uploadTargets)) : index % targets.length;
  const target = targets[targetIndex]!;
  const uploads = target.kind === 'api' && target.multipart !== null;
  const identity = r.weighted<IdentityName>([
    [3, 'anonymous'],
    [sweep === null ? 2 : 3, 'student'],
    [uploads ? 8 : sweep === null ? 1 : 3, 'educator'],
    [sweep === null ? 2 : 3, 'admin'],
    [sweep === null ? 1 : 0, 'unverified'],
  ]);
  const via = identity === 'anonymous' ? null : target.kind === 'page' || r.chance(0.5) ? 'cookie' : 'bearer';
  const req: FuzzRequest = { index, target: targetName(target), family: '', identity, via, method: 'GET', path: '/', headers: {}, body: null };
  if (sweep !== null) {
    const body = fullBody(seed, targetIndex, target, pools);
    const { field, kind } = sweepStep(seed, targetIndex, sweep, sweepFields(target, body));
    sweepRequest(r, target, pools, req, origin, body, field, kind);
  } else if (target.kind === 'api') apiRequest(r, target, pools, req, extraUpload ? 'multipart' : undefined);
  else pageRequest(r, target, pools, req, origin);
  return req;
}

/** The body the sweep of a target starts from: every field the schema names, the same for every request of a run. */
export function fullBody(seed: number, targetIndex: number, t: Target, pools: Pools): unknown {
  return t.kind === 'api' && t.body ? valueFor(t.body, new Random(seed, -1000 - targetIndex), pools, '', 0, true) : null;
}
