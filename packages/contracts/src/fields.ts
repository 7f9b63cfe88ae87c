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

/** A text field holds one line (a name, a city, a search) or several (a message, a comment). */
export type TextLines = 'single' | 'multi';

/*
 * What no typed text needs and what breaks the places text goes: control characters (C0, DEL and
 * C1; PostgreSQL refuses NUL in text and in JSON, and a line break in a name ends up in mail
 * headers and logs), a half of a surrogate pair without its other half (not Unicode at all: it
 * cannot be encoded as UTF-8) and Unicode noncharacters. Several lines keep tab, line feed and
 * carriage return. Format characters (bidi marks, ZWJ/ZWNJ) stay: Arabic text uses them.
 */
const NOT_IN_A_LINE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const NOT_IN_LINES = /[^\P{Cc}\t\n\r]|[\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** True when `value` holds none of the characters a text field refuses (see above). */
export function isPlainText(value: string, lines: TextLines = 'single'): boolean {
  return !(lines === 'multi' ? NOT_IN_LINES : NOT_IN_A_LINE).test(value);
}

/**
 * The one refinement of every free-text field (body, query string, the accounts' fields too):
 * refused characters are a 422 `text_characters`, never a database error.
 */
export function plainText<T extends z.ZodType<string>>(schema: T, lines: TextLines = 'single'): T {
  return schema.refine((v) => isPlainText(v, lines), { error: 'text_characters' satisfies Key });
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
  return z
    .string({ error: missingOr('email_invalid') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' satisfies Key })
    .max(254, { error: 'email_invalid' satisfies Key })
    .refine((v) => (v.includes('@') ? z.email().safeParse(v).success : USERNAME_PATTERN.test(v)), { error: 'email_invalid' satisfies Key });
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
