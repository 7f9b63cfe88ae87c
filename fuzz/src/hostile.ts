/**
 * The hostile material every request is made of: strings with NUL and control characters, bidi
 * overrides, lone surrogates, huge sizes; values of the wrong type; deeply nested JSON; raw bytes
 * that are not UTF-8. Each family is named so a 5xx can be traced back to what caused it.
 */
import type { Random } from './random.ts';

/** Characters a text field should never store as is. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\u000b', '\f', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u009b'];
/** Bidirectional overrides, isolates and marks (text that displays in another order than it is stored). */
export const BIDI_CHARACTERS = ['\u202e', '\u202d', '\u202a', '\u202b', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e'];
const LONE_SURROGATES = ['\ud800', '\udfff', '\udbff'];
const ASTRAL = ['😀', '𝕏', '𓂀', '\u{10ffff}', '\u{e0041}'];
const ARABIC = ['كَتَبَ', 'قالَ', 'سَأَلَ', 'ـــ', 'لا', 'ﷲ', 'ءءء', 'ٱ', 'ك\u0651\u064e\u0651'];
const INJECTION = [
  "' OR '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'javascript:alert(1)',
  '//evil.example/',
  '/\\evil.example',
  'http://evil.example/',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  ' ',
  '',
];

/** The families of hostile strings, by name. */
export const STRING_FAMILIES = {
  nul: (r: Random) => `${r.pick(ARABIC)}\u0000${r.pick(['x', 'admin', ''])}`,
  control: (r: Random) => `a${r.pick(CONTROL_CHARACTERS)}b${r.pick(CONTROL_CHARACTERS)}`,
  crlf: (r: Random) => `/en\r\nSet-Cookie: x=${r.int(0, 9)}\r\n`,
  bidi: (r: Random) => `${r.pick(BIDI_CHARACTERS)}txt.exe${r.pick(BIDI_CHARACTERS)}${r.pick(ARABIC)}`,
  invisible: (r: Random) => `ad${r.pick(INVISIBLE)}min${r.pick(INVISIBLE)}`,
  surrogate: (r: Random) => `x${r.pick(LONE_SURROGATES)}y`,
  astral: (r: Random) => r.pick(ASTRAL).repeat(r.int(1, 50)),
  arabic: (r: Random) => r.pick(ARABIC),
  injection: (r: Random) => r.pick(INJECTION),
  long: (r: Random) => 'a'.repeat(r.pick([101, 255, 1001, 5000])),
  huge: (r: Random) => r.pick(['x', 'ك', '\u0000', '😀', '%']).repeat(r.pick([20_000, 70_000, 200_000])),
  whitespace: (r: Random) => r.pick(['   ', '\u00a0', '\u3000', '\t\t', '\u2028', '\u2029']),
  decomposed: (r: Random) => r.pick(['e\u0301', 'A\u030a', 'ك\u064e\u064e\u064e\u064e']).repeat(r.int(1, 30)),
  percent: (r: Random) => r.pick(['%00', '%zz', '%', '%c0%80', '%ed%a0%80', '%ff', '%2e%2e%2f', '%u0000']),
} as const satisfies Record<string, (r: Random) => string>;

export type StringFamily = keyof typeof STRING_FAMILIES;
export const STRING_FAMILY_NAMES = Object.keys(STRING_FAMILIES) as StringFamily[];

export function hostileString(r: Random, family: StringFamily = r.pick(STRING_FAMILY_NAMES)): string {
  return STRING_FAMILIES[family](r);
}

/** JSON nested `depth` levels (arrays or objects). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** A value of any JSON type, hostile more often than not. */
export function hostileValue(r: Random, depth = 0): unknown {
  const kind = r.weighted<string>([
    [6, 'string'],
    [2, 'number'],
    [1, 'boolean'],
    [1, 'null'],
    [depth < 3 ? 1 : 0, 'array'],
    [depth < 3 ? 1 : 0, 'object'],
  ]);
  switch (kind) {
    case 'string':
      return hostileString(r);
    case 'number':
      return r.pick([0, -1, 1.5, -0.0001, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE, 99999999999]);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: r.int(0, 4) }, () => hostileValue(r, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: r.int(0, 3) }, () => [r.pick(['__proto__', 'constructor', 'a', '', '\u0000', 'email', 'id']), hostileValue(r, depth + 1)]));
  }
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, encoded surrogates, truncations. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0x80]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xd9]),
];

export function invalidUtf8(r: Random): Buffer {
  return Buffer.concat([Buffer.from('x'), r.pick(INVALID_UTF8), Buffer.from('y')]);
}

/**
 * Characters put into one field at a time by the field sweep (requests.ts): NUL above all (what
 * PostgreSQL refuses in text), other control characters, bidi overrides and isolates.
 */
export const SWEEP_KINDS = ['nul', 'control', 'bidi'] as const;
export type SweepKind = (typeof SWEEP_KINDS)[number];

export function sweepCharacter(r: Random, kind: SweepKind): string {
  if (kind === 'nul') return '\u0000';
  if (kind === 'control') return r.pick(CONTROL_CHARACTERS.filter((c) => c !== '\u0000'));
  return r.pick(BIDI_CHARACTERS);
}

/** `value` with `ch` inside it (after its first character, so a prefix check still sees the value's start). */
export function withCharacter(value: string, ch: string): string {
  return value.length === 0 ? ch : `${value.slice(0, 1)}${ch}${value.slice(1)}`;
}

/** One part of a multipart/form-data body: a field, or a file when `filename` is given. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A well-formed multipart/form-data body of `parts`, delimited by `boundary` (RFC 7578). */
export function multipartBody(boundary: string, parts: readonly Part[], eol = '\r\n'): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}${eol}Content-Disposition: ${disposition}${eol}${p.type ? `Content-Type: ${p.type}${eol}` : ''}${eol}`;
    chunks.push(Buffer.from(head, 'latin1'), Buffer.from(p.value), Buffer.from(eol));
  }
  chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/** The ways of breaking a multipart body, by name (the family of the request is `multipart:<name>`). */
export const MULTIPART_BREAKS = [
  'no-boundary',
  'empty-boundary',
  'boundary-mismatch',
  'empty-body',
  'only-closing',
  'truncated',
  'no-closing-delimiter',
  'preamble-only',
  'no-disposition',
  'disposition-without-name',
  'header-without-colon',
  'unterminated-quote',
  'huge-part-header',
  'raw-utf8-names',
  'invalid-utf8-filename',
  'lf-only',
  'quoted-boundary',
  'long-boundary',
  'part-charset',
  'transfer-encoding',
  'many-fields',
  'many-files',
  'duplicate-fields',
  'big-field',
  'huge-file',
  'nul-in-name',
] as const;
export type MultipartBreak = (typeof MULTIPART_BREAKS)[number];

/** A multipart request made wrong in one way: the body and the Content-Type header that goes with it. */
export function brokenMultipart(r: Random, parts: readonly Part[], how: MultipartBreak | 'none'): { body: Buffer; type: string } {
  const boundary = `----fuzz${r.int(0, 1e9)}`;
  const typeOf = (b: string) => `multipart/form-data; boundary=${b}`;
  const valid = () => multipartBody(boundary, parts);
  const first = parts[0] ?? { name: 'file', value: 'x', filename: 'a.csv' };
  const custom = (headers: string, value: string | Buffer = first.value) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'latin1'), Buffer.from(value), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  switch (how) {
    case 'none':
      return { body: valid(), type: typeOf(boundary) };
    case 'no-boundary':
      return { body: valid(), type: r.pick(['multipart/form-data', 'multipart/form-data;', 'multipart/form-data; charset=utf-8', 'multipart/mixed']) };
    case 'empty-boundary':
      return { body: valid(), type: r.pick(['multipart/form-data; boundary=', 'multipart/form-data; boundary=""', 'multipart/form-data; boundary= ']) };
    case 'boundary-mismatch':
      return { body: valid(), type: typeOf(`${boundary}x`) };
    case 'empty-body':
      return { body: Buffer.alloc(0), type: typeOf(boundary) };
    case 'only-closing':
      return { body: Buffer.from(`--${boundary}--\r\n`), type: typeOf(boundary) };
    case 'truncated': {
      const body = valid();
      return { body: body.subarray(0, r.int(1, Math.max(1, body.length - 3))), type: typeOf(boundary) };
    }
    case 'no-closing-delimiter': {
      const body = valid();
      return { body: body.subarray(0, body.length - `--${boundary}--\r\n`.length), type: typeOf(boundary) };
    }
    case 'preamble-only':
      return {
        body: Buffer.from(r.pick(['hello', '\r\n\r\n', `--${boundary}`, `--${boundary}\r\n`, `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n`])),
        type: typeOf(boundary),
      };
    case 'no-disposition':
      return { body: custom(r.pick(['Content-Type: text/csv', '', 'X-Nothing: 1'])), type: typeOf(boundary) };
    case 'disposition-without-name':
      return {
        body: custom(
          r.pick([
            'Content-Disposition: form-data',
            'Content-Disposition: form-data; name=',
            'Content-Disposition: attachment; filename="a.csv"',
            'Content-Disposition: ;;;',
            'Content-Disposition: form-data; filename="a.csv"',
          ]),
        ),
        type: typeOf(boundary),
      };
    case 'header-without-colon':
      return { body: custom(`Content-Disposition form-data; name="${first.name}"`), type: typeOf(boundary) };
    case 'unterminated-quote':
      return { body: custom(`Content-Disposition: form-data; name="${first.name}; filename="a.csv`), type: typeOf(boundary) };
    case 'huge-part-header':
      return { body: custom(`Content-Disposition: form-data; name="${first.name}"; filename="${'a'.repeat(r.pick([9000, 90_000, 200_000]))}.csv"`), type: typeOf(boundary) };
    case 'raw-utf8-names':
      return {
        body: custom(
          `Content-Disposition: form-data; name="${Buffer.from(hostileString(r, r.pick(['bidi', 'arabic', 'astral']))).toString('latin1')}"; filename="${Buffer.from(`${r.pick(BIDI_CHARACTERS)}cod.exe`).toString('latin1')}"`,
        ),
        type: typeOf(boundary),
      };
    case 'invalid-utf8-filename':
      return {
        body: custom(
          `Content-Disposition: form-data; name="${first.name}"; filename="${invalidUtf8(r).toString('latin1')}.csv"; filename*=${r.pick(["UTF-8''%ff%fe", "x-bogus''%41", "utf-8'ar'%D8"])}`,
        ),
        type: typeOf(boundary),
      };
    case 'lf-only':
      return { body: multipartBody(boundary, parts, '\n'), type: typeOf(boundary) };
    case 'quoted-boundary': {
      const b = r.pick(['a b', 'a"b', 'ك', '(x)', 'a;b=c']);
      return { body: multipartBody(Buffer.from(b).toString('latin1'), parts), type: `multipart/form-data; boundary="${Buffer.from(b).toString('latin1')}"` };
    }
    case 'long-boundary': {
      const b = 'b'.repeat(r.pick([71, 500, 8000]));
      return { body: multipartBody(b, parts), type: typeOf(b) };
    }
    case 'part-charset':
      return {
        body: custom(`Content-Disposition: form-data; name="${first.name}"; filename="a.csv"\r\nContent-Type: text/csv; charset=${r.pick(['utf-16', 'x-unknown', 'utf-7', '"'])}`),
        type: typeOf(boundary),
      };
    case 'transfer-encoding':
      return {
        body: custom(
          `Content-Disposition: form-data; name="${first.name}"; filename="a.csv"\r\nContent-Transfer-Encoding: ${r.pick(['base64', 'quoted-printable', 'gzip'])}`,
          '!!!not base64===',
        ),
        type: typeOf(boundary),
      };
    case 'many-fields':
      return { body: multipartBody(boundary, [...parts, ...Array.from({ length: r.pick([11, 200, 3000]) }, (_, i) => ({ name: `f${i}`, value: 'x' }))]), type: typeOf(boundary) };
    case 'many-files':
      return {
        body: multipartBody(boundary, [
          ...parts,
          ...Array.from({ length: r.pick([2, 5, 50]) }, (_, i) => ({ name: r.chance(0.5) ? 'file' : `file${i}`, value: 'a,b\r\n', filename: `${i}.csv` })),
        ]),
        type: typeOf(boundary),
      };
    case 'duplicate-fields':
      return { body: multipartBody(boundary, [...parts, ...parts, ...parts]), type: typeOf(boundary) };
    case 'big-field':
      return { body: multipartBody(boundary, [...parts, { name: r.pick(['mapping', 'format', 'x']), value: 'x'.repeat(r.pick([100_001, 1_100_000])) }]), type: typeOf(boundary) };
    case 'huge-file':
      return {
        body: multipartBody(boundary, [{ name: 'file', filename: 'big.csv', type: 'text/csv', value: Buffer.alloc(10 * 1_048_576 + r.int(1, 4096), 'a') }, ...parts]),
        type: typeOf(boundary),
      };
    case 'nul-in-name':
      return { body: custom(`Content-Disposition: form-data; name="${first.name}\u0000x"; filename="a\u0000.csv"`, '\u0000'), type: typeOf(boundary) };
  }
}
