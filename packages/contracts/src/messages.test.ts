import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema } from './contact.ts';
import { emailField, integerField, passwordField } from './fields.ts';
import { localeFromAcceptLanguage } from './locale.ts';
import { localizeIssue, messageCatalogs, translate } from './messages.ts';
import { toastMessageOf } from './api.ts';
import { planValueLabel } from './plans.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues;
};

describe('message catalogs', () => {
  it('Arabic has every English key, and no text is empty', () => {
    expect(Object.keys(messageCatalogs.ar).sort()).toEqual(Object.keys(messageCatalogs.en).sort());
    for (const locale of ['en', 'ar'] as const) for (const text of Object.values(messageCatalogs[locale])) expect(text.trim()).not.toBe('');
  });

  it('keeps the English texts of the specification verbatim', () => {
    expect(translate('en', 'required')).toBe('This field is required');
    expect(translate('en', 'email_invalid')).toBe('Email must be valid');
    expect(translate('en', 'password_min', { number: 8 })).toBe('password must be at least 8 characters');
    expect(translate('en', 'password_max', { number: 12 })).toBe('password must be at most 12 characters');
    expect(translate('en', 'number_min', { number: 3 })).toBe('Number must be at least 3');
    expect(translate('en', 'number_max', { number: 9 })).toBe('Number must be at most 9');
    expect(translate('en', 'contact_sent')).toBe('received your message successfully');
    expect(translate('en', 'contact_failed')).toBe('There was a problem while sending, please try again');
    expect(translate('en', 'forbidden')).toBe("you don't have permission to access This Page");
    expect(translate('en', 'unknown_error')).toBe('An unknown error occurred');
    expect(translate('en', 'page_not_found', { path: '/x' })).toBe('Page Not Found: /x');
  });
});

describe('localizeIssue', () => {
  it('turns the keys carried by the schemas into text, bounds included', () => {
    const [tooShort] = issuesOf(passwordField(), 'abc');
    expect(localizeIssue(tooShort!, 'en')).toBe('password must be at least 8 characters');
    expect(localizeIssue(tooShort!, 'ar')).toBe('يجب ألا يقل عدد أحرف كلمة المرور عن 8');
    const [tooLong] = issuesOf(passwordField(), 'abcdefghijklm');
    expect(localizeIssue(tooLong!, 'en')).toBe('password must be at most 12 characters');
    const [missing] = issuesOf(z.object({ email: emailField() }), {});
    expect(localizeIssue(missing!, 'en')).toBe('This field is required');
    const [bad] = issuesOf(emailField(), 'nope');
    expect(localizeIssue(bad!, 'ar')).toBe('يجب أن يكون البريد الإلكتروني صالحًا');
    const [big] = issuesOf(integerField({ min: 1, max: 100 }), 101);
    expect(localizeIssue(big!, 'en')).toBe('Number must be at most 100');
    expect(localizeIssue(big!, 'ar')).toBe('يجب ألا يزيد الرقم على 100');
  });

  it('never leaks zod’s own English', () => {
    expect(localizeIssue({ code: 'invalid_type', message: 'Invalid input: expected string' }, 'ar')).toBe('هذه القيمة غير صالحة');
  });

  it('the contact schema accepts a student without a number of users and normalizes the email', () => {
    const r = contactSchema.parse({ inquiry_type: 'general_request', business_type: 'student', name: ' Lina ', email: ' Lina@Example.ORG ', message: 'A question about verbs.' });
    expect(r).toMatchObject({ name: 'Lina', email: 'lina@example.org' });
  });
});

describe('helpers', () => {
  it('picks ar or en from Accept-Language', () => {
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.8, ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de')).toBe('ar');
    expect(localeFromAcceptLanguage(undefined, 'en')).toBe('en');
  });

  it('chooses the toast text as the specification says', () => {
    expect(toastMessageOf({ error: { message: 'm', details: [{ issue: 'first' }] }, message: 'x' }, 'u')).toBe('first');
    expect(toastMessageOf({ error: { message: 'm', details: [] }, message: 'x' }, 'u')).toBe('m');
    expect(toastMessageOf({ message: 'x' }, 'u')).toBe('x');
    expect(toastMessageOf('<html>', 'u')).toBe('u');
  });

  it('writes Arabic durations with the right counted forms', () => {
    const months = (n: number) => planValueLabel({ kind: 'amount', amount: n, unit: 'months' }, 'ar');
    expect([1, 2, 3, 10, 11, 24].map(months)).toEqual(['شهر واحد', 'شهران', '3 أشهر', '10 أشهر', '11 شهرًا', '24 شهرًا']);
    expect(planValueLabel({ kind: 'amount', amount: 2, unit: 'years' }, 'ar')).toBe('سنتان');
    expect(planValueLabel({ kind: 'amount', amount: 1, unit: 'years' }, 'en')).toBe('1 year');
  });
});
