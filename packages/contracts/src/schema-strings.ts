import type { z } from 'zod';
import { textRuleOf, type TextLines } from './fields.ts';

/**
 * Every place in a zod schema where a string comes in (issue 30): the walk behind the test that
 * every free-text field of every contract carries the one text rule (`plainText`). A site is a
 * string schema (with the rule it carries, or none), or a schema that lets anything through
 * (`unknown`, `any`, `custom`), which no rule can guard.
 */
export interface StringSite {
  /** Where: `title`, `bands[].label`, `answer|1.accepted[]`, `{key}` for a record's keys. */
  path: string;
  kind: 'string' | 'anything';
  rule: TextLines | null;
  /** zod's own format of the string (`email`, `uuid`, `datetime`, …), when it has one. */
  format: string | null;
  /** The string's regex checks, by source. */
  patterns: string[];
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

export function stringSites(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): StringSite[] {
  if (seen.has(schema)) return []; // a lazy schema that refers to itself
  seen.add(schema);
  const def = defOf(schema);
  const at = (next: string) => (path ? `${path}.${next}` : next);
  const walk = (inner: unknown, p = path) => stringSites(inner as z.ZodType, p, seen);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []) as Array<{ _zod: { def: { check: string; format?: string; pattern?: RegExp } } }>;
      const formats = checks.filter((c) => c._zod.def.check === 'string_format').map((c) => c._zod.def);
      const patterns = formats.filter((f) => f.format === 'regex').map((f) => String(f.pattern?.source));
      // z.email() is a string of format email; z.string().email() a string with an email check
      const format = (def.format as string | undefined) ?? formats.find((f) => f.format !== 'regex')?.format ?? null;
      return [{ path, kind: 'string', rule: textRuleOf(schema), format, patterns }];
    }
    case 'template_literal':
      return [{ path, kind: 'string', rule: null, format: 'template_literal', patterns: [] }];
    case 'unknown':
    case 'any':
    case 'custom':
      return [{ path, kind: 'anything', rule: null, format: null, patterns: [] }];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const out = Object.entries(shape).flatMap(([key, value]) => walk(value, at(key)));
      const catchall = def.catchall as z.ZodType | undefined;
      return catchall ? [...out, ...walk(catchall, at('*'))] : out;
    }
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'set':
      return walk(def.valueType, `${path}[]`);
    case 'tuple':
      return [...(def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...(def.rest ? walk(def.rest, `${path}[]`) : [])];
    case 'record':
    case 'map':
      return [...walk(def.keyType, at('{key}')), ...walk(def.valueType, at('{value}'))];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return walk(def.innerType);
    // No string comes in: numbers, booleans, enums and literals (a fixed list), a transform's
    // function (its input is the schema piped into it).
    default:
      return [];
  }
}

/**
 * Strings that need no rule: zod's own formats and the patterns below are anchored character
 * lists that no control character, bidi control or lone surrogate can match.
 */
export const SAFE_FORMATS: Record<string, string> = {
  email: "zod's email pattern: ASCII letters, digits and _'+-. only",
  uuid: "zod's uuid pattern: hexadecimal digits and dashes",
  datetime: "zod's ISO date-time pattern: digits and -:.TZ+",
  date: "zod's ISO date pattern: digits and dashes",
};
export const SAFE_PATTERNS: Record<string, string> = {
  '^[a-z]{1,2}$': 'an option id: one or two Latin letters',
  '^\\d{4}$': 'a mailed code: four digits',
  '^\\+?[0-9][0-9 ()-]{5,19}$': 'a phone number: digits, spaces, parentheses and dashes',
  '^[A-Za-z0-9]{1,12}-[A-Z0-9]{1,5}(-[0-9]+)?$': 'a verb id',
  '^[\\u0621-\\u064A]{3,4}$': 'a root: three or four Arabic letters',
  '^[\\u0621-\\u064A]$': 'a first letter: one Arabic letter',
  '^[a-z0-9_]{1,60}$': 'a verb type key',
  '^q_[a-z0-9]{1,12}$': 'a question id',
  '^[A-Za-z0-9_-]{24}$': 'a practice set id',
  '^[a-z0-9][a-z0-9._-]{2,29}$': 'a username (USERNAME_PATTERN)',
  '^in_[A-Za-z0-9]{1,250}$': 'a Stripe invoice id',
  '^[A-Za-z0-9_-]{43}$': 'a 256-bit key in base64url (the key of a roster import’s sheet, ADR 0071)',
};

/** The sites that lack the rule and are not a listed format or pattern. */
export const unguarded = (sites: StringSite[]) =>
  sites.filter((s) => {
    if (s.rule !== null) return false;
    if (s.kind === 'anything') return true;
    if (s.patterns.length > 0) return !s.patterns.some((p) => p in SAFE_PATTERNS);
    return !(s.format !== null && s.format in SAFE_FORMATS);
  });
