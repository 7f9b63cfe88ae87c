import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../src/db/accounts.ts';
import { memberships, organizations } from '../../src/db/management.ts';
import { caller, cookiesOf, createAccountsTestApp, errorOf, freshEmail, issueOf, nextIp, PASSWORD, registration, signUp, type AccountsTestApp } from './harness.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
});
afterAll(async () => t?.cleanup());

describe('sessions', () => {
  it('answers 401 without a token, with a made-up token, and clears the cookies', async () => {
    const none = await call('GET', '/account');
    expect(none.statusCode).toBe(401);
    expect(errorOf(none)).toEqual({ error: { code: 'unauthorized', message: 'You need to sign in first', details: [] }, message: 'You need to sign in first' });
    const fake = await call('GET', '/account', { token: 'x'.repeat(43), locale: 'ar' });
    expect(fake.statusCode).toBe(401);
    expect(errorOf(fake).message).toBe('يجب عليك تسجيل الدخول أولًا');
    expect(cookiesOf(fake).token?.value).toBe('');
  });

  it('revokes the session on sign-out: the stolen token is useless afterwards', async () => {
    const { token } = await signUp(t);
    const stolen = token;
    const out = await call('DELETE', '/auth/logout', { token });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe('You have been signed out');
    expect(cookiesOf(out).token?.value).toBe('');
    const replay = await call('GET', '/account', { token: stolen });
    expect(replay.statusCode).toBe(401);
    expect((await call('DELETE', '/auth/logout', { token: stolen })).statusCode).toBe(401);
  });

  it('expires after a day without remember-me, sliding with use', async () => {
    const { email } = await signUp(t);
    const login = await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() });
    const token = login.json().data.authorization.token as string;
    t.clock.advance(20 * 3_600_000);
    expect((await call('GET', '/account', { token })).statusCode).toBe(200); // slides to +24 h from now
    t.clock.advance(20 * 3_600_000);
    expect((await call('GET', '/account', { token })).statusCode).toBe(200);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await call('GET', '/account', { token })).statusCode).toBe(401);
  });

  it('accepts the HttpOnly cookie; state changes by cookie need the CSRF token or our Origin', async () => {
    const { email } = await signUp(t);
    const login = await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() });
    const c = cookiesOf(login);
    const cookies = { token: c.token!.value, csrf_token: c.csrf_token!.value };
    expect(c.csrf_token?.httpOnly).toBeFalsy();
    expect((await call('GET', '/account', { cookies })).statusCode).toBe(200);
    const forged = await call('DELETE', '/auth/logout', { cookies, headers: { origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).message).toBe('The request could not be verified, reload the page and try again');
    expect((await call('DELETE', '/auth/logout', { cookies })).statusCode).toBe(403);
    // A public call with a stale or unproven session cookie goes on as signed out.
    expect((await call('POST', '/auth/login', { cookies, body: { email, password: PASSWORD }, ip: nextIp() })).statusCode).toBe(200);
    const wrongToken = await call('DELETE', '/auth/logout', { cookies, headers: { 'x-csrf-token': 'nope' } });
    expect(wrongToken.statusCode).toBe(403);
    const ours = await call('PATCH', '/account/notifications', { cookies, headers: { origin: 'http://tasreef.test' }, body: { newsletter: true } });
    expect(ours.statusCode).toBe(200);
    const ok = await call('DELETE', '/auth/logout', { cookies, headers: { 'x-csrf-token': cookies.csrf_token } });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/account', { cookies })).statusCode).toBe(401);
  });

  it('binds the CSRF cookie to the session: a planted cookie or another session’s token proves nothing', async () => {
    const { email } = await signUp(t);
    const first = cookiesOf(await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() }));
    const second = cookiesOf(await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() }));
    expect(first.csrf_token!.value).not.toBe(second.csrf_token!.value);
    // A sibling subdomain can set a csrf_token cookie for us and send the same value in the header.
    const planted = { token: first.token!.value, csrf_token: 'chosen-by-the-attacker' };
    const withPlanted = await call('PATCH', '/account/notifications', { cookies: planted, headers: { 'x-csrf-token': planted.csrf_token }, body: { newsletter: true } });
    expect(withPlanted.statusCode).toBe(403);
    const crossed = { token: first.token!.value, csrf_token: second.csrf_token!.value };
    const withOther = await call('PATCH', '/account/notifications', { cookies: crossed, headers: { 'x-csrf-token': crossed.csrf_token }, body: { newsletter: true } });
    expect(withOther.statusCode).toBe(403);
    const own = { token: first.token!.value, csrf_token: first.csrf_token!.value };
    const ok = await call('PATCH', '/account/notifications', { cookies: own, headers: { 'x-csrf-token': own.csrf_token }, body: { newsletter: true } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers account, sign-in and administration calls with Cache-Control: no-store, errors included', async () => {
    const { token } = await signUp(t);
    for (const [method, path, opts] of [
      ['GET', '/account', { token }],
      ['GET', '/account', {}],
      ['POST', '/auth/login', { body: { email: freshEmail(), password: PASSWORD }, ip: nextIp() }],
      ['GET', '/admin/users', { token }],
    ] as const) {
      const res = await call(method, path, opts);
      expect(res.headers['cache-control'], `${method} ${path} ${res.statusCode}`).toBe('no-store');
    }
    expect((await call('GET', '/plans')).headers['cache-control']).toBeUndefined();
  });

  it('writes sign-ins and failures to the audit log', async () => {
    const { email, id } = await signUp(t);
    const ip = nextIp();
    await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip });
    await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip, headers: { 'user-agent': 'audit-test' } });
    const events = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, id)).orderBy(auditLog.id);
    expect(events.map((e) => e.event)).toEqual(['register', 'email_verified', 'login_failed', 'login']);
    expect(events[3]!.ip).toBe(ip);
    expect(events[3]!.userAgent).toBe('audit-test');
  });
});

describe('GET /account and the profile', () => {
  it('updates personal and educational info and clears a field', async () => {
    const { token } = await signUp(t, { role: 'educator', educator_type: 'teacher', city: 'Cairo' });
    const res = await call('PATCH', '/account/profile', {
      token,
      body: { full_name: 'Layla H.', city: '', country: 'Egypt', education_level: 'University', educator_type: 'school', organization_type: 'school' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: 'The data has been updated successfully',
      full_name: 'Layla H.',
      profile: { city: null, country: 'Egypt', account_type: 'school', organization_type: 'school' },
    });
    const bad = await call('PATCH', '/account/profile', { token, body: { phone: 'x', full_name: 'L', role: 'admin' } });
    expect(bad.statusCode).toBe(422);
    const ar = await call('PATCH', '/account/profile', { token, body: { phone: 'x' }, locale: 'ar' });
    expect(issueOf(ar, 'phone')).toBe('يجب أن يكون رقم الهاتف صالحًا');
    const short = await call('PATCH', '/account/profile', { token, body: { full_name: 'L' } });
    expect(issueOf(short, 'full_name')).toBe('Must be at least 2 characters');
  });

  it('changes the email only with the current password, and verifies the new one', async () => {
    const { token, email, id } = await signUp(t);
    const other = await signUp(t);
    const next = freshEmail('moved');
    const noPassword = await call('PATCH', '/account/profile', { token, body: { email: next } });
    expect(issueOf(noPassword, 'current_password')).toBe('This field is required');
    const wrong = await call('PATCH', '/account/profile', { token, body: { email: next, current_password: 'Nope1!xx' } });
    expect(issueOf(wrong, 'current_password')).toBe('The current password is incorrect');
    const taken = await call('PATCH', '/account/profile', { token, body: { email: other.email, current_password: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    // A code went to the old address less than a minute ago: no new one yet, and nothing changes.
    const tooSoon = await call('PATCH', '/account/profile', { token, body: { email: next, current_password: PASSWORD } });
    expect(tooSoon.statusCode).toBe(429);
    expect((await call('GET', '/account', { token })).json().data.email).toBe(email);
    t.clock.advance(60_000);
    const ok = await call('PATCH', '/account/profile', { token, body: { email: next, current_password: PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email: next, is_email_verified: false });
    const code = await t.inbox.code(next);
    expect((await call('POST', '/auth/verify-email', { body: { email: next, verification_code: code }, ip: nextIp() })).statusCode).toBe(200);
    const events = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, id));
    expect(events.find((e) => e.event === 'email_changed')?.meta).toEqual({ from: email, to: next });
  });

  it('an unverified account cannot edit its profile', async () => {
    const email = freshEmail();
    const reg = await call('POST', '/auth/register', { body: registration(email), ip: nextIp() });
    const res = await call('PATCH', '/account/profile', { token: reg.json().data.authorization.token, body: { city: 'Tunis' } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Verify your email address first');
  });

  it('keeps notification settings', async () => {
    const { token } = await signUp(t);
    expect((await call('GET', '/account/notifications', { token })).json().data).toEqual({ newsletter: false, exam_assigned: true, exam_results: true, product_updates: false });
    const res = await call('PATCH', '/account/notifications', { token, body: { newsletter: true, exam_results: false } });
    expect(res.json().data).toMatchObject({ newsletter: true, exam_results: false, exam_assigned: true });
    expect((await call('GET', '/account', { token })).json().data.notifications.newsletter).toBe(true);
    expect((await call('GET', '/account/profile', { token })).json().data.notifications.newsletter).toBe(true);
    expect((await call('PATCH', '/account/notifications', { token, body: { newsletter: 'yes' } })).statusCode).toBe(422);
    expect((await call('PATCH', '/account/notifications', { token, body: { sms: true } })).statusCode).toBe(422);
  });
});

describe('PATCH /account/password', () => {
  it('needs the current password, then signs out the other sessions only', async () => {
    const { token, email } = await signUp(t);
    const other = (await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() })).json().data.authorization.token as string;
    const missing = await call('PATCH', '/account/password', { token, body: { password: 'Better2@x', password_confirmation: 'Better2@x' } });
    expect(issueOf(missing, 'current_password')).toBe('This field is required');
    const wrong = await call('PATCH', '/account/password', { token, body: { current_password: 'Wrong1!x', password: 'Better2@x', password_confirmation: 'Better2@x' } });
    expect(wrong.statusCode).toBe(422);
    expect(issueOf(wrong, 'current_password')).toBe('The current password is incorrect');
    const res = await call('PATCH', '/account/password', { token, body: { current_password: PASSWORD, password: 'Better2@x', password_confirmation: 'Better2@x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('The Password has been updated successfully');
    const ar = await call('PATCH', '/account/password', { token, locale: 'ar', body: { current_password: 'Better2@x', password: 'Third3#x', password_confirmation: 'Third3#x' } });
    expect(ar.json().data.message).toBe('تم تحديث كلمة المرور بنجاح');
    expect((await call('GET', '/account', { token })).statusCode).toBe(200);
    expect((await call('GET', '/account', { token: other })).statusCode).toBe(401);
    expect((await t.inbox.waitFor(email, 2)).subject).toBe('Your Tasreef password has been changed');
  });
});

describe('DELETE /account', () => {
  it('needs the password, then deletes the account and its sessions; the audit trail stays', async () => {
    const { token, email, id } = await signUp(t);
    const wrong = await call('DELETE', '/account', { token, body: { password: 'Wrong1!x' } });
    expect(wrong.statusCode).toBe(422);
    expect(issueOf(wrong, 'password')).toBe('The password is incorrect');
    const missing = await call('DELETE', '/account', { token, body: {} });
    expect(issueOf(missing, 'password')).toBe('This field is required');
    const res = await call('DELETE', '/account', { token, body: { password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('User deleted successfully');
    expect((await call('GET', '/account', { token })).statusCode).toBe(401);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: nextIp() })).statusCode).toBe(422);
    const db = t.app.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect((await db.select().from(auditLog).where(eq(auditLog.userId, id))).map((e) => e.event)).toContain('account_deleted');
  });

  it('refuses to delete a school that still has people in its organisation', async () => {
    const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
    const teacher = await signUp(t, { role: 'educator', educator_type: 'school_teacher' });
    const db = t.app.database.db;
    const now = new Date();
    const [org] = await db.insert(organizations).values({ kind: 'school', name: 'A school', ownerId: school.id, createdAt: now }).returning();
    const [member] = await db
      .insert(memberships)
      .values({ organizationId: org!.id, userId: teacher.id, role: 'teacher', status: 'active', enrolledAt: now, updatedAt: now })
      .returning();
    const refused = await call('DELETE', '/account', { token: school.token, body: { password: PASSWORD } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Remove your teachers before deleting this school account');
    await db.update(memberships).set({ status: 'removed', removedAt: now }).where(eq(memberships.id, member!.id));
    expect((await call('DELETE', '/account', { token: school.token, body: { password: PASSWORD } })).statusCode).toBe(200);
  });
});

describe('roles and guards', () => {
  it('a student calling an educator route gets the 403 of section 6, in both languages', async () => {
    const student = await signUp(t);
    const en = await call('GET', '/admin/users', { token: student.token });
    expect(en.statusCode).toBe(403);
    expect(errorOf(en)).toEqual({
      error: { code: 'forbidden', message: "you don't have permission to access This Page", details: [] },
      message: "you don't have permission to access This Page",
    });
    const ar = await call('GET', '/admin/users', { token: student.token, locale: 'ar' });
    expect(errorOf(ar).message).toBe('ليس لديك صلاحية للوصول إلى هذه الصفحة');
    const teacher = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    expect((await call('GET', '/admin/users', { token: teacher.token })).statusCode).toBe(403);
    expect((await call('GET', '/admin/users')).statusCode).toBe(401);
  });

  it('only an administrator lists, searches and disables users', async () => {
    const admin = await signUp(t);
    await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users.id, admin.id));
    const student = await signUp(t, { full_name: 'Zaynab Searchable' });
    expect((await call('GET', '/admin/users', { token: student.token })).statusCode).toBe(403);
    expect((await call('GET', '/admin/users')).statusCode).toBe(401);
    const list = await call('GET', '/admin/users?per_page=2&page=1', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().meta).toMatchObject({ page: 1, per_page: 2 });
    expect(list.json().meta.total).toBeGreaterThanOrEqual(2);
    const found = await call('GET', '/admin/users?q=searchable', { token: admin.token });
    expect(found.json().data.map((u: { id: string }) => u.id)).toEqual([student.id]);
    expect((await call('GET', '/admin/users?q=%25', { token: admin.token })).json().data).toEqual([]);
    expect((await call('GET', '/admin/users?per_page=500', { token: admin.token })).statusCode).toBe(422);

    const disable = await call('PATCH', `/admin/users/${student.id}`, { token: admin.token, body: { disabled: true } });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().data).toMatchObject({ disabled: true, message: 'The user has been disabled' });
    expect((await call('GET', '/account', { token: student.token })).statusCode).toBe(401);
    const login = await call('POST', '/auth/login', { body: { email: student.email, password: PASSWORD }, ip: nextIp() });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).message).toBe('This account has been disabled');
    expect((await call('PATCH', `/admin/users/${student.id}`, { token: admin.token, body: { disabled: false } })).json().data.disabled).toBe(false);
    expect((await call('POST', '/auth/login', { body: { email: student.email, password: PASSWORD }, ip: nextIp() })).statusCode).toBe(200);
    expect((await call('PATCH', `/admin/users/${admin.id}`, { token: admin.token, body: { disabled: true } })).statusCode).toBe(409);
    expect((await call('PATCH', '/admin/users/not-a-uuid', { token: admin.token, body: { disabled: true } })).statusCode).toBe(422);
    expect((await call('PATCH', '/admin/users/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { disabled: true } })).statusCode).toBe(404);
    const events = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, student.id));
    expect(events.filter((e) => e.event === 'user_disabled')[0]?.actorId).toBe(admin.id);
  });
});

describe('housekeeping', () => {
  it('drops sessions, codes and throttle windows long past', async () => {
    const { token, id } = await signUp(t);
    await call('DELETE', '/auth/logout', { token });
    t.clock.advance(8 * 86_400_000);
    const { AuthService } = await import('../../src/auth/service.ts');
    await new AuthService({ db: t.app.database.db, now: t.clock, secretKey: 'k'.repeat(32), mailer: t.app.mailer }).prune();
    const db = t.app.database.db;
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const { emailCodes, authThrottle } = await import('../../src/db/accounts.ts');
    expect(await db.select().from(emailCodes).where(eq(emailCodes.userId, id))).toHaveLength(0);
    const windows = await db.select().from(authThrottle);
    expect(windows.every((w) => w.windowStart.getTime() >= t.clock().getTime() - 86_400_000)).toBe(true);
  });
});
