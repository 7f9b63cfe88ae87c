import { describe, expect, it } from 'vitest';
import {
  accountFlags,
  changePasswordRequestSchema,
  completeProfileRequestSchema,
  isValidBirthDate,
  loginRequestSchema,
  passwordStrength,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from './auth.ts';
import { accountsMessages } from './auth-messages.ts';
import { localizeIssue, translate } from './messages.ts';

const good = {
  full_name: 'Layla Haddad',
  email: '  Layla@Example.COM ',
  password: 'Abcdef1!',
  password_confirmation: 'Abcdef1!',
  accept_terms: true,
  role: 'student',
};

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  // The first issue of each field, as the API reports it.
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('register', () => {
  it('accepts the fixed shape and normalizes the email', () => {
    const r = registerRequestSchema.parse(good);
    expect(r.email).toBe('layla@example.com');
    expect(r.educator_type).toBeUndefined();
  });

  it('gives the section 5 keys for each broken field', () => {
    const r = registerRequestSchema.safeParse({ ...good, email: 'nope', password: 'abc', password_confirmation: 'x', accept_terms: false, full_name: '' });
    expect(issues(r)).toMatchObject({ email: 'email_invalid', password: 'password_min', accept_terms: 'terms_required', full_name: 'required' });
  });

  it('checks each password rule in turn', () => {
    const key = (password: string) => issues(registerRequestSchema.safeParse({ ...good, password, password_confirmation: password })).password;
    expect(key('Abcdefghijk1!x')).toBe('password_max');
    expect(key('abcdefg1!')).toBe('password_uppercase');
    expect(key('ABCDEFG1!')).toBe('password_lowercase');
    expect(key('Abcdefg12')).toBe('password_special');
    expect(key('Abcdefg1!')).toBeUndefined();
    expect(key('')).toBe('required');
  });

  it('wants the confirmation to match', () => {
    expect(issues(registerRequestSchema.safeParse({ ...good, password_confirmation: 'Abcdef1?' }))).toEqual({ password_confirmation: 'password_confirmation_mismatch' });
  });

  it('wants an educator kind for educators and an organisation kind for schools', () => {
    expect(issues(registerRequestSchema.safeParse({ ...good, role: 'educator' }))).toEqual({ educator_type: 'required' });
    expect(issues(registerRequestSchema.safeParse({ ...good, role: 'educator', educator_type: 'school' }))).toEqual({ organization_type: 'required' });
    const school = registerRequestSchema.parse({ ...good, role: 'educator', educator_type: 'school', organization_type: 'university' });
    expect(school.organization_type).toBe('university');
    const teacher = registerRequestSchema.parse({ ...good, role: 'educator', educator_type: 'teacher', organization_type: 'university' });
    expect(teacher.organization_type).toBeUndefined();
    expect(issues(registerRequestSchema.safeParse({ ...good, role: 'admin' }))).toEqual({ role: 'choice_invalid' });
  });

  it('checks the extra data and treats blanks as absent', () => {
    const r = registerRequestSchema.safeParse({ ...good, time_zone: 'Mars/Base', phone: 'abc', birth_date: '2999-01-01', city: '  ' });
    expect(issues(r)).toEqual({ time_zone: 'time_zone_invalid', phone: 'phone_invalid', birth_date: 'birth_date_invalid' });
    const ok = registerRequestSchema.parse({ ...good, time_zone: 'Asia/Riyadh', phone: '+966 55 123 4567', birth_date: '2001-02-28', city: '  ' });
    expect(ok.city).toBeUndefined();
    expect(isValidBirthDate('2001-02-29')).toBe(false);
  });
});

describe('other requests', () => {
  it('login takes any non-empty password and defaults remember_me', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x', remember_me: false });
    expect(issues(loginRequestSchema.safeParse({ email: 'a@b.co' }))).toEqual({ password: 'required' });
  });
  it('codes have exactly 4 digits', () => {
    expect(verifyEmailRequestSchema.safeParse({ email: 'a@b.co', verification_code: '0123' }).success).toBe(true);
    for (const c of ['123', '12345', 'abcd', '12 4'])
      expect(issues(verifyEmailRequestSchema.safeParse({ email: 'a@b.co', verification_code: c }))).toEqual({ verification_code: 'verification_code_invalid' });
    expect(issues(resetPasswordRequestSchema.safeParse({ email: 'a@b.co', code: '1234', password: 'Abcdef1!', password_confirmation: 'no' }))).toEqual({
      password_confirmation: 'password_confirmation_mismatch',
    });
  });
  it('change password needs the current one', () => {
    expect(issues(changePasswordRequestSchema.safeParse({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }))).toEqual({ current_password: 'required' });
  });
  it('complete profile needs a role and the terms', () => {
    expect(issues(completeProfileRequestSchema.safeParse({}))).toMatchObject({ role: 'required', accept_terms: 'terms_required' });
  });
  it('profile updates refuse unknown fields', () => {
    expect(updateProfileRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('strength, flags and messages', () => {
  it('grades passwords low, medium, strong', () => {
    expect(passwordStrength('')).toBe('low');
    expect(passwordStrength('abcdefgh')).toBe('low');
    expect(passwordStrength('Abcdefg!')).toBe('medium');
    expect(passwordStrength('Abcdefg1!x')).toBe('strong');
  });
  it('derives the flags of section 6', () => {
    expect(accountFlags({ type: 'student' })).toMatchObject({ isStudent: true, isSchool: false, isTeacherLike: false });
    expect(accountFlags({ type: 'educator', profile: { account_type: 'school' } })).toMatchObject({ isSchool: true, isEducator: true });
    expect(accountFlags({ type: 'educator', profile: { account_type: 'school_teacher' } }).isTeacherLike).toBe(true);
    expect(accountFlags({ type: 'educator', profile: { account_type: 'teacher' } }).isTeacherLike).toBe(true);
    expect(accountFlags({ type: 'admin' }).isAdmin).toBe(true);
  });
  it('has every accounts key in both languages and localizes generic and accounts keys', () => {
    expect(Object.keys(accountsMessages.ar).sort()).toEqual(Object.keys(accountsMessages.en).sort());
    for (const t of Object.values(accountsMessages.ar)) expect(t).toMatch(/[\u0600-\u06FF]/);
    expect(localizeIssue({ message: 'password_uppercase' }, 'en')).toBe('password must contain at least one uppercase letter');
    expect(localizeIssue({ message: 'password_min', minimum: 8 }, 'en')).toBe('password must be at least 8 characters');
    expect(translate('en', 'code_resend_wait', { seconds: 42 })).toContain('42');
    expect(translate('ar', 'forbidden')).toBe('ليس لديك صلاحية للوصول إلى هذه الصفحة');
  });
});

describe('profile updates', () => {
  it('clears a field given blank or null and leaves absent ones alone', () => {
    const r = updateProfileRequestSchema.parse({ city: '', country: null, area: 'Giza' });
    expect(r).toEqual({ city: null, country: null, area: 'Giza' });
    expect('phone' in r).toBe(false);
  });
});
