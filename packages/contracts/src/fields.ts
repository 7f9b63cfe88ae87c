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

export function requiredText(opts: { min?: number; max: number }) {
  return z
    .string({ error: missingOr('value_invalid') })
    .trim()
    .min(1, { error: 'required' satisfies Key })
    .min(opts.min ?? 1, { error: 'text_min' satisfies Key })
    .max(opts.max, { error: 'text_max' satisfies Key });
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
