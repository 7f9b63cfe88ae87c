import { contactSchema, type ContactInput } from '@tasreef/contracts/contact';
import { localizeIssue } from '@tasreef/contracts/messages';
import type { Locale } from '../../i18n/index.ts';
import { isField, toPayload, type ContactValues, type FieldErrors } from './values.ts';

/** Validates with the contracts' schema (the server's too); one localized message per field. */
export function validateContact(values: ContactValues, locale: Locale): { ok: true; payload: ContactInput } | { ok: false; errors: FieldErrors } {
  const payload = toPayload(values);
  const result = contactSchema.safeParse(payload);
  if (result.success) return { ok: true, payload };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) errors[field] = localizeIssue(issue, locale);
  }
  // The schema's cross-field rule (users required unless a student writes) only runs once every
  // field parses; show it together with the others instead of after a second submit.
  if (!errors.number_of_users && payload.number_of_users === undefined && values.business_type !== 'student') {
    errors.number_of_users = localizeIssue({ message: 'required' }, locale);
  }
  return { ok: false, errors };
}
