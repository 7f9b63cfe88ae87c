/**
 * Values that an operation's JSON schema (from /api/openapi.json) accepts, or nearly: a request
 * that passes validation reaches the handler and the database, where a hostile field does harm.
 * Known names (email, password, code, ids) take values from the run's pools, so signed-in and
 * admin calls name real accounts and real verbs.
 */
import type { Random } from './random.ts';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Real values of this run (accounts, verbs, groups), filled once the server is up. */
export interface Pools {
  emails: string[];
  password: string;
  userIds: string[];
  verbIds: string[];
  conjugationTypes: string[];
  keywordGroups: string[];
  words: string[];
}

export const EMPTY_POOLS: Pools = {
  emails: ['someone@fuzz.test'],
  password: 'Fuzz1!pass',
  userIds: ['00000000-0000-4000-8000-000000000000'],
  verbIds: ['ktb-I1'],
  conjugationTypes: ['sound'],
  keywordGroups: ['x'],
  words: ['كتب'],
};

function hex(r: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[r.int(0, 15)];
  return s;
}

export function uuid(r: Random): string {
  return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(r, 3)}-${hex(r, 12)}`;
}

/** A value chosen by the field's name, when the name says more than the schema. */
function byName(name: string, r: Random, pools: Pools): unknown {
  switch (name) {
    case 'email':
      return r.chance(0.7) ? r.pick(pools.emails) : `fuzz.${r.int(0, 99999)}@fuzz.test`;
    case 'password':
    case 'current_password':
    case 'password_confirmation':
    case 'delete_password':
      return r.chance(0.6) ? pools.password : r.pick(['Wrong1!pass', 'short', 'Aa1!aaaa']);
    case 'verification_code':
    case 'code':
      return String(r.int(0, 9999)).padStart(4, '0');
    case 'phone':
    case 'whatsapp':
      return `+${r.int(1, 999)} ${r.int(100000, 99999999)}`;
    case 'birth_date':
      return `${r.int(1900, 2030)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 31)).padStart(2, '0')}`;
    case 'id':
      return r.chance(0.8) ? r.pick(pools.userIds) : uuid(r);
    case 'q':
      return r.pick(pools.words);
    case 'name':
      return r.pick(pools.keywordGroups);
    case 'token':
      return hex(r, r.pick([16, 43, 64]));
    case 'time_zone':
      return r.pick(['Africa/Cairo', 'Asia/Riyadh', 'UTC', 'Mars/Olympus']);
    case 'full_name':
      return r.pick(['Fuzz Tester', 'فاحص العشوائية', 'Zé']);
    default:
      return undefined;
  }
}

/** The characters of a `[...]` class body (ranges, `\\d`, `\\w`, `\\uXXXX`, `\\xXX` escapes); null for a negated class. */
function classCharacters(body: string): string[] | null {
  if (body.startsWith('^')) return null;
  const out: string[] = [];
  const chars: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      chars.push(c);
      continue;
    }
    const e = body[++i]!;
    if (e === 'd') chars.push(...'0123456789');
    else if (e === 'w') chars.push(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_');
    else if (e === 'u' || e === 'x') {
      const n = e === 'u' ? 4 : 2;
      chars.push(String.fromCharCode(parseInt(body.slice(i + 1, i + 1 + n), 16)));
      i += n;
    } else chars.push(e);
  }
  for (let i = 0; i < chars.length; i++) {
    if (chars[i + 1] === '-' && i + 2 < chars.length) {
      for (let code = chars[i]!.charCodeAt(0); code <= chars[i + 2]!.charCodeAt(0); code++) out.push(String.fromCharCode(code));
      i += 2;
    } else out.push(chars[i]!);
  }
  return out.length > 0 ? out : null;
}

/**
 * A string matching a simple anchored pattern (literals, escapes, classes, quantifiers: what the
 * contracts use for codes and ids, e.g. `^q_[a-z0-9]{1,12}$`), else undefined (groups,
 * alternatives, look-arounds: the format or the plain string is used instead).
 */
export function fromPattern(pattern: string, r: Random): string | undefined {
  if (/[(|]/.test(pattern.replace(/\\./g, ''))) return undefined;
  let src = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let out = '';
  while (src.length > 0) {
    let choices: string[] | null;
    if (src[0] === '[') {
      const end = src.search(/(?<!\\)\]/);
      if (end < 0) return undefined;
      choices = classCharacters(src.slice(1, end));
      src = src.slice(end + 1);
    } else if (src[0] === '\\') {
      const e = src[1]!;
      choices = e === 'd' ? [...'0123456789'] : e === 'w' ? [...'abcxyz019_'] : /[A-Za-z]/.test(e) ? null : [e];
      src = src.slice(2);
    } else if (src[0] === '.') {
      choices = [...'abc'];
      src = src.slice(1);
    } else {
      choices = [src[0]!];
      src = src.slice(1);
    }
    if (!choices) return undefined;
    const q = /^(?:\{(\d+)(?:,(\d*))?\}|([?*+]))/.exec(src);
    let [lo, hi] = [1, 1];
    if (q) {
      src = src.slice(q[0].length);
      if (q[3]) [lo, hi] = q[3] === '?' ? [0, 1] : q[3] === '*' ? [0, 3] : [1, 3];
      else [lo, hi] = [Number(q[1]), q[2] === undefined ? Number(q[1]) : q[2] === '' ? Number(q[1]) + 3 : Number(q[2])];
    }
    const n = r.int(lo, Math.min(hi, lo + 12));
    for (let i = 0; i < n; i++) out += r.pick(choices);
  }
  try {
    return new RegExp(pattern, 'u').test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

function stringOf(s: JsonSchema, r: Random): string {
  switch (s.format) {
    case 'email':
      return `fuzz.${r.int(0, 99999)}@fuzz.test`;
    case 'uuid':
      return uuid(r);
    case 'uri':
      return r.pick(['https://example.test/a.png', 'http://127.0.0.1/x', 'data:image/png;base64,AAAA']);
    case 'date':
      return '2001-02-03';
    case 'date-time':
      return '2001-02-03T04:05:06Z';
  }
  const patterned = s.pattern ? fromPattern(s.pattern, r) : undefined;
  if (patterned !== undefined) return patterned;
  const min = s.minLength ?? 1;
  const max = Math.min(s.maxLength ?? 24, Math.max(min, 24));
  const alphabet = r.chance(0.5) ? 'abcdefghijklmnopqrstuvwxyz' : 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  let out = '';
  const n = r.int(min, Math.max(min, max));
  for (let i = 0; i < n; i++) out += alphabet[r.int(0, alphabet.length - 1)];
  return out;
}

function numberOf(s: JsonSchema, r: Random, integer: boolean): number {
  const lo = typeof s.minimum === 'number' ? s.minimum : -5;
  const hi = typeof s.maximum === 'number' ? Math.min(s.maximum, lo + 1000) : lo + 100;
  return integer ? r.int(Math.ceil(lo), Math.floor(hi)) : lo + r.next() * (hi - lo);
}

/**
 * A value the schema accepts (as far as this knows), for the field `name`. `all`: every optional
 * property and at least one item of every array, so that each field the schema names is there
 * (the field sweep puts a character into one of them).
 */
export function valueFor(schema: JsonSchema | undefined, r: Random, pools: Pools, name = '', depth = 0, all = false): unknown {
  if (!schema) return byName(name, r, pools) ?? 'x';
  if (schema.allOf?.length)
    return valueFor(Object.assign({}, ...schema.allOf.map((s) => ({ ...s, allOf: undefined })), { ...schema, allOf: undefined }), r, pools, name, depth, all);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return valueFor(r.pick(alternatives), r, pools, name, depth, all);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return r.pick(schema.enum);
  if (schema.nullable && !all && r.chance(0.1)) return null;
  const named = byName(name, r, pools);
  if (named !== undefined) return named;
  const type = Array.isArray(schema.type) ? r.pick(schema.type.filter((t) => t !== 'null')) : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'string':
      return stringOf(schema, r);
    case 'integer':
      return numberOf(schema, r, true);
    case 'number':
      return numberOf(schema, r, false);
    case 'boolean':
      return r.chance(0.5);
    case 'array': {
      const most = Math.min(schema.maxItems ?? 3, 3);
      const n = r.int(all ? Math.min(most, Math.max(1, schema.minItems ?? 0)) : (schema.minItems ?? 0), most);
      return depth > 4 ? [] : Array.from({ length: n }, () => valueFor(schema.items, r, pools, name, depth + 1, all));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || all || r.chance(0.5)) out[key] = valueFor(sub, r, pools, key, depth + 1, all);
      }
      return out;
    }
    default:
      return null;
  }
}

/** Where a field is inside a JSON value: property names and array indices. */
export type FieldPath = Array<string | number>;

/** Every field of a JSON value that holds no other (strings, numbers, booleans, null), depth first. */
export function leafPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, [...at, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]));
  return at.length > 0 ? [at] : [];
}

export function getAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);
}

/** A copy of `value` with the field at `path` replaced by `leaf`. */
export function setAt(value: unknown, path: FieldPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
}
