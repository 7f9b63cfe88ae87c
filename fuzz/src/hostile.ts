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
