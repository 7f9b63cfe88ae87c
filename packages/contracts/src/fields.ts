import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * Field builders whose errors are message KEYS of `messages.ts`; both the server and the web app
 * turn them into text with `localizeIssue`.
 */
type Key = MessageKey;
const missingOr =
  (key: Key) =>
  (issue: { input?: unknown }): Key =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : key;

/**
 * A text field holds one line (a city, a search), several (a message, a comment), or a name: one
 * line that people, pages, PDFs and CSV files show beside other text (a person's, a class's, a
 * school's or a grade scale's name, an exam's title, a grade's label).
 */
export type TextLines = 'single' | 'multi' | 'name';

/*
 * What no typed text needs and what breaks the places text goes: control characters (C0, DEL and
 * C1; PostgreSQL refuses NUL in text and in JSON, and a line break in a name ends up in mail
 * headers and logs), a half of a surrogate pair without its other half (not Unicode at all: it
 * cannot be encoded as UTF-8) and Unicode noncharacters. Several lines keep tab, line feed and
 * carriage return. Format characters (bidi marks, ZWJ/ZWNJ) stay: Arabic text uses them.
 */
const NOT_IN_A_LINE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const NOT_IN_LINES = /[^\P{Cc}\t\n\r]|[\p{Cs}\p{Noncharacter_Code_Point}]/u;
/*
 * A name refuses the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) too:
 * one in a name reorders the text after it on a page, in a PDF or in a spreadsheet (a name shown
 * backwards, a score or a date moved). The marks LRM, RLM and ALM (U+200E, U+200F, U+061C) stay:
 * Arabic text mixed with Latin or digits needs them, and they reorder nothing beyond themselves.
 * ADR 0060.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

/** True when `value` holds none of the characters a text field refuses (see above). */
export function isPlainText(value: string, lines: TextLines = 'single'): boolean {
  if (lines === 'multi') return !NOT_IN_LINES.test(value);
  return !NOT_IN_A_LINE.test(value) && (lines !== 'name' || !BIDI_CONTROLS.test(value));
}

// The checks are these named functions, so that a test can tell a guarded field from the schema
// alone (`textRuleOf`): a field's checks survive `.optional()`, `.max()` and the like.
const plainLine = (v: string) => !NOT_IN_A_LINE.test(v);
const plainLines = (v: string) => !NOT_IN_LINES.test(v);
const noBidiControls = (v: string) => !BIDI_CONTROLS.test(v);

/**
 * The one refinement of every free-text field (body, query string, the accounts' fields too):
 * refused characters are a 422 `text_characters` (`name_characters` for a bidi control in a name),
 * never a database error.
 */
export function plainText<T extends z.ZodType<string>>(schema: T, lines: TextLines = 'single'): T {
  const plain = schema.refine(lines === 'multi' ? plainLines : plainLine, { error: 'text_characters' satisfies Key });
  return lines === 'name' ? plain.refine(noBidiControls, { error: 'name_characters' satisfies Key }) : plain;
}

/**
 * Where, in a JSON value the server builds from a client's text outside a schema (a GIFT file's
 * data line), the first string or key is that `isPlainText` refuses: `stem.ar`; null when none.
 */
export function refusedTextPath(value: unknown, lines: TextLines = 'multi', path = ''): string | null {
  if (typeof value === 'string') return isPlainText(value, lines) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isPlainText(key, 'single')) return at;
    const found = refusedTextPath(inner, lines, at);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Which text rule a string schema carries, read from its checks: `null` when it has none. For the
 * test that walks every contract (`schema-strings.ts`).
 */
export function textRuleOf(schema: z.ZodType): TextLines | null {
  const fns = new Set((schema._zod.def.checks ?? []).map((c) => (c._zod.def as { fn?: unknown }).fn));
  if (fns.has(plainLines)) return 'multi';
  if (!fns.has(plainLine)) return null;
  return fns.has(noBidiControls) ? 'name' : 'single';
}

export function requiredText(opts: { min?: number; max: number; lines?: TextLines }) {
  return plainText(
    z
      .string({ error: missingOr('value_invalid') })
      .trim()
      .min(1, { error: 'required' satisfies Key })
      .min(opts.min ?? 1, { error: 'text_min' satisfies Key })
      .max(opts.max, { error: 'text_max' satisfies Key }),
    opts.lines,
  );
}

export function emailField() {
  return z
    .string({ error: missingOr('email_invalid') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' satisfies Key })
    .max(254, { error: 'email_invalid' satisfies Key })
    .email({ error: 'email_invalid' satisfies Key });
}

/** Students added by username sign in with it: 3 to 30 lowercase Latin letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,29}$/;

/** The sign-in field: an email address, or a username (no `@`). */
export function loginIdField() {
  return plainText(
    z
      .string({ error: missingOr('email_invalid') })
      .trim()
      .toLowerCase()
      .min(1, { error: 'required' satisfies Key })
      .max(254, { error: 'email_invalid' satisfies Key })
      .refine((v) => (v.includes('@') ? z.email().safeParse(v).success : USERNAME_PATTERN.test(v)), { error: 'email_invalid' satisfies Key }),
  );
}

export function passwordField() {
  return z
    .string({ error: missingOr('value_invalid') })
    .min(1, { error: 'required' satisfies Key })
    .min(8, { error: 'password_min' satisfies Key })
    .max(12, { error: 'password_max' satisfies Key });
}

export function integerField(opts: { min: number; max: number }) {
  return z
    .number({ error: missingOr('number_invalid') })
    .int({ error: 'number_integer' satisfies Key })
    .min(opts.min, { error: 'number_min' satisfies Key })
    .max(opts.max, { error: 'number_max' satisfies Key });
}

export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: missingOr('choice_invalid') });
}
