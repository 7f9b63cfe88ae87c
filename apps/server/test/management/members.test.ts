import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/accounts.ts';
import { classStudents, memberships } from '../../src/db/management.ts';
import { PASSWORD, caller, createAccountsTestApp, errorOf, freshEmail, issueOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, invitationToken, setPlan, type World } from './world.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('adding members', () => {
  it('invites a teacher by mail in the chosen language, with a link that proves that address only', async () => {
    const email = freshEmail('teacher');
    const res = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'teacher', full_name: 'أحمد', email, locale: 'ar' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      invitation_sent: true,
      one_time_password: null,
      message: 'Educator has been added successfully',
      member: { role: 'teacher', status: 'invited', email },
    });
    const mail = await t.inbox.waitFor(email);
    expect(mail.subject).toContain('تصريف');
    const token = await invitationToken(t, email);
    const look = await call('GET', `/invitations/${token}`, { locale: 'ar' });
    expect(look.json().data).toMatchObject({ role: 'teacher', email, needs_password: true });
    // The token is stored hashed: the database does not hold it.
    const stored = await t.app.database.db.execute(`select token_hash from invitations`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await call('GET', `/invitations/${token}x`)).statusCode).toBe(404);
  });

  it('answers 422 on bad input and 409 on a duplicate, writing nothing', async () => {
    const bad = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: '' } });
    expect(bad.statusCode).toBe(422);
    expect(issueOf(bad, 'email')).toBeTruthy();
    const both = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Xena Ali', email: freshEmail(), username: 'someone1' } });
    expect(issueOf(both, 'username')).toBe('Give an email address or a username, not both');
    const dup = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Again', email: w.studentA.email } });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).error.message).toBe('This person is already a member of your organization');
    const teacherAsStudent = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Tariq Ali', email: w.teacherA1.email } });
    expect(teacherAsStudent.statusCode).toBe(409);
    const taken = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Tariq Ali', username: w.usernameStudentA.username } });
    expect(issueOf(taken, 'username')).toBe('This username is taken');
    const foreignClass = await call('POST', '/management/members', {
      token: w.schoolB.token,
      body: { role: 'student', full_name: 'Yusuf Ali', email: freshEmail(), class_ids: [w.classA] },
    });
    expect(foreignClass.statusCode).toBe(404);
  });

  it('gives a username student a one-time password that must be changed before anything else', async () => {
    const login = await call('POST', '/auth/login', { body: { email: w.usernameStudentA.username.toUpperCase(), password: w.usernameStudentA.password }, ip: nextIp() });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.authorization.token;
    const blocked = await call('GET', '/dashboard', { token });
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).error).toMatchObject({ code: 'password_change_required', message: 'Set a new password before you go on' });
    expect((await call('GET', '/account', { token })).statusCode).toBe(200);
    const mismatch = await call('POST', '/auth/set-password', { token, body: { password: 'NewSecret1!', password_confirmation: 'other' } });
    expect(mismatch.statusCode).toBe(422);
    const set = await call('POST', '/auth/set-password', { token, body: { password: 'NewSecret1!', password_confirmation: 'NewSecret1!' } });
    expect(set.statusCode).toBe(200);
    const dash = await call('GET', '/dashboard', { token });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().data.view).toMatchObject({ kind: 'student', memberships: [{ organization: { id: expect.any(String) }, time_accommodation: 1 }], exams: [] });
    // No mail ever goes to the placeholder address.
    expect(t.inbox.mails.some((m) => m.to.some((a) => a.endsWith('.invalid')))).toBe(false);
  });

  it('a new one-time password ends the old one and the sessions', async () => {
    const made = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Sami', username: `sami${Date.now().toString(36)}` } });
    const { id, username } = made.json().data.member;
    const first = made.json().data.one_time_password;
    const signed = await call('POST', '/auth/login', { body: { email: username, password: first }, ip: nextIp() });
    const again = await call('POST', `/management/members/${id}/one-time-password`, { token: w.schoolA.token });
    expect(again.statusCode).toBe(200);
    const second = again.json().data.one_time_password;
    expect(second).not.toBe(first);
    expect((await call('GET', '/account', { token: signed.json().data.authorization.token })).statusCode).toBe(401);
    expect((await call('POST', '/auth/login', { body: { email: username, password: first }, ip: nextIp() })).statusCode).toBe(422);
    expect((await call('POST', `/management/members/${w.studentA.id}/one-time-password`, { token: w.schoolA.token })).statusCode).toBe(409);
  });

  it('refuses teachers over the plan limit with plan_limit naming the plan that lifts it', async () => {
    const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
    const free = await call('POST', '/management/members', { token: school.token, body: { role: 'teacher', full_name: 'Tariq Ali', email: freshEmail() } });
    expect(free.statusCode).toBe(403);
    expect(errorOf(free).error).toMatchObject({ code: 'plan_limit', message: 'Your plan does not include educator sub-accounts; the Pro plan does' });
    await setPlan(t, school.id, 'pro');
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => call('POST', '/management/members', { token: school.token, body: { role: 'teacher', full_name: 'Tariq Ali', email: freshEmail() } })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 403);
    expect(refused).toHaveLength(2);
    expect(errorOf(refused[0]!).error.message).toBe('Your plan allows 5 educator sub-accounts; the School plan lifts this limit');
    const ws = await call('GET', '/workspace', { token: school.token });
    expect(ws.json().data).toMatchObject({ role: 'owner', teacher_limit: 5, teacher_count: 5 });
    // Students are not educator sub-accounts.
    expect((await call('POST', '/management/members', { token: school.token, body: { role: 'student', full_name: 'Salma Ali', email: freshEmail() } })).statusCode).toBe(201);
  });
});

describe('invitations', () => {
  it('works once, for its address only, and expires after 7 days', async () => {
    const email = freshEmail('student');
    await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Mona', email } });
    const token = await invitationToken(t, email);
    const noPassword = await call('POST', `/invitations/${token}/accept`, { body: {} });
    expect(noPassword.statusCode).toBe(422);
    const ok = await call('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD, password_confirmation: PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toContain('joined');
    expect((await call('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD, password_confirmation: PASSWORD } })).statusCode).toBe(404);

    const late = freshEmail('student');
    await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Late', email: late } });
    const lateToken = await invitationToken(t, late);
    t.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect(errorOf(await call('GET', `/invitations/${lateToken}`)).error.message).toBe('This invitation link is not valid or has expired; ask for a new one');
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1000));
    }
  });

  it('a resent link replaces the old one; an existing account must be signed in as itself', async () => {
    const other = await signUp(t, { role: 'student' });
    const res = await call('POST', '/management/members', { token: w.schoolB.token, body: { role: 'student', full_name: 'Existing', email: other.email } });
    expect(res.statusCode).toBe(201);
    const first = await invitationToken(t, other.email, 2);
    expect((await call('POST', `/management/members/${other.id}/invitation`, { token: w.schoolB.token })).statusCode).toBe(200);
    const second = await invitationToken(t, other.email, 3);
    expect((await call('GET', `/invitations/${first}`)).statusCode).toBe(404);
    expect((await call('POST', `/invitations/${second}/accept`, { body: {} })).statusCode).toBe(401);
    expect((await call('POST', `/invitations/${second}/accept`, { token: w.loneStudent.token, body: {} })).statusCode).toBe(403);
    const dash = await call('GET', '/dashboard', { token: other.token });
    expect(dash.json().data.invitations).toHaveLength(1);
    const ok = await call('POST', `/invitations/${second}/accept`, { token: other.token, body: {} });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/dashboard', { token: other.token })).json().data.invitations).toHaveLength(0);
  });

  it('an existing account can decline on its dashboard', async () => {
    const other = await signUp(t, { role: 'student' });
    await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Decliner', email: other.email } });
    const [inv] = (await call('GET', '/dashboard', { token: other.token })).json().data.invitations;
    expect((await call('POST', `/memberships/${inv.membership_id}/decline`, { token: w.loneStudent.token })).statusCode).toBe(404);
    expect((await call('POST', `/memberships/${inv.membership_id}/decline`, { token: other.token })).statusCode).toBe(200);
    expect((await call('GET', `/management/members/${other.id}`, { token: w.schoolA.token })).statusCode).toBe(404);
  });
});

describe('tables, updates and removal', () => {
  it('lists, searches, sorts and pages the students of the caller only', async () => {
    const list = await call('GET', '/management/members?role=student&per_page=10', { token: w.schoolA.token });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((m: { id: string }) => m.id);
    expect(ids).toContain(w.studentA.id);
    expect(ids).not.toContain(w.studentB.id);
    expect(list.json().data[0]).toMatchObject({ total_attempts: 0, grade: null, success_rate: null });
    const found = await call('GET', `/management/members?role=student&search=${encodeURIComponent('تلميذ')}`, { token: w.schoolA.token });
    expect(found.json().data.map((m: { id: string }) => m.id)).toEqual([w.usernameStudentA.id]);
    const sorted = await call('GET', '/management/members?role=student&sort=full_name&order=desc', { token: w.schoolA.token });
    const names = sorted.json().data.map((m: { full_name: string }) => m.full_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    const page2 = await call('GET', '/management/members?role=student&per_page=10&page=2', { token: w.schoolA.token });
    expect(page2.json().meta).toMatchObject({ page: 2, per_page: 10 });
    expect((await call('GET', '/management/members?role=student&per_page=7', { token: w.schoolA.token })).statusCode).toBe(422);
    expect((await call('GET', '/management/members?role=student&sort=password_hash', { token: w.schoolA.token })).statusCode).toBe(422);
    // A teacher sees the students of the class they teach, not the others.
    const byTeacher = await call('GET', '/management/members?role=student', { token: w.teacherA1.token });
    expect(byTeacher.json().data.map((m: { id: string }) => m.id)).toEqual([w.studentA.id]);
    expect((await call('GET', '/management/members?role=student', { token: w.teacherA2.token })).json().data).toEqual([]);
  });

  it('updates the profile of an account the school made only until its owner took it over', async () => {
    const taken = await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.schoolA.token, body: { city: 'Cairo' } });
    expect(taken.statusCode).toBe(403);
    expect(errorOf(taken).error.message).toContain('manages their own profile');
    const accommodation = await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.teacherA1.token, body: { time_accommodation: 1.5 } });
    expect(accommodation.statusCode).toBe(200);
    expect(accommodation.json().data).toMatchObject({ message: 'The data has been updated successfully', member: { time_accommodation: 1.5 } });
    expect((await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.schoolA.token, body: { time_accommodation: 3.5 } })).statusCode).toBe(422);
    expect((await call('PATCH', `/management/members/${w.studentA.id}`, { token: w.schoolA.token, body: { time_accommodation: 1.333 } })).statusCode).toBe(422);
    const managed = await call('PATCH', `/management/members/${w.usernameStudentA.id}`, { token: w.schoolA.token, body: { city: 'Tunis', full_name: 'تلميذ بلا بريد' } });
    expect(managed.json().data.member).toMatchObject({ city: 'Tunis', managed: true });
  });

  it('removing a member ends their access and keeps the account', async () => {
    const s = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const refused = await call('DELETE', `/management/members/${s.id}`, { token: w.teacherA1.token });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error.message).toBe('Only the organization account can do this');
    const del = await call('DELETE', `/management/members/${s.id}`, { token: w.schoolA.token });
    expect(del.json().data.message).toBe('User deleted successfully');
    const db = t.app.database.db;
    expect((await db.select().from(users).where(eq(users.id, s.id))).length).toBe(1);
    const [m] = await db.select().from(memberships).where(eq(memberships.userId, s.id));
    expect(m?.status).toBe('removed');
    expect(await db.select().from(classStudents).where(eq(classStudents.userId, s.id))).toEqual([]);
    expect((await call('GET', `/management/members/${s.id}`, { token: w.schoolA.token })).statusCode).toBe(404);
    expect((await call('GET', '/dashboard', { token: s.token })).json().data.view.memberships).toEqual([]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'member_removed'), eq(auditLog.userId, s.id)));
    expect(audits[0]).toMatchObject({ actorId: w.schoolA.id });
  });

  it('bulk actions are all or nothing', async () => {
    const a = await addByEmail(t, w.schoolA, 'student');
    const mixed = await call('POST', '/management/members/bulk', {
      token: w.schoolA.token,
      body: { action: 'set_time_accommodation', ids: [a.id, w.studentB.id], time_accommodation: 2 },
    });
    expect(mixed.statusCode).toBe(404);
    const [m] = await t.app.database.db.select().from(memberships).where(eq(memberships.userId, a.id));
    expect(Number(m!.timeAccommodation)).toBe(1);
    const ok = await call('POST', '/management/members/bulk', { token: w.schoolA.token, body: { action: 'add_to_class', ids: [a.id], class_id: w.classA } });
    expect(ok.json().data).toMatchObject({ count: 1, message: 'Done: 1 records changed' });
    expect((await call('POST', '/management/members/bulk', { token: w.schoolA.token, body: { action: 'delete', ids: [] } })).statusCode).toBe(422);
  });
});

describe('classes and the dashboard', () => {
  it('creates, renames, archives and restores a class; names are unique per school', async () => {
    const made = await call('POST', '/classes', { token: w.teacherA2.token, body: { name: 'Morphology club' } });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.class.id;
    expect(made.json().data.class.teachers.map((p: { id: string }) => p.id)).toEqual([w.teacherA2.id]);
    expect((await call('POST', '/classes', { token: w.schoolA.token, body: { name: 'MORPHOLOGY CLUB' } })).statusCode).toBe(409);
    expect((await call('POST', '/classes', { token: w.schoolB.token, body: { name: 'Morphology club' } })).statusCode).toBe(201);
    const teachersByTeacher = await call('POST', `/classes/${id}/members`, { token: w.teacherA2.token, body: { teacher_ids: [w.teacherA1.id] } });
    expect(teachersByTeacher.statusCode).toBe(403);
    const archived = await call('PATCH', `/classes/${id}`, { token: w.teacherA2.token, body: { archived: true } });
    expect(archived.json().data).toMatchObject({ message: 'The class has been archived', class: { archived: true } });
    expect((await call('POST', `/classes/${id}/members`, { token: w.schoolA.token, body: { student_ids: [w.studentA.id] } })).statusCode).toBe(409);
    expect((await call('GET', '/classes?archived=true', { token: w.teacherA2.token })).json().data.map((c: { id: string }) => c.id)).toEqual([id]);
    const restored = await call('PATCH', `/classes/${id}`, { token: w.schoolA.token, body: { archived: false, name: 'Sarf club' } });
    expect(restored.json().data.class).toMatchObject({ name: 'Sarf club', archived: false });
    expect((await call('GET', `/classes/${id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
  });

  it('shows each role what it can do next', async () => {
    const owner = (await call('GET', '/dashboard', { token: w.schoolA.token })).json().data.view;
    expect(owner.kind).toBe('owner');
    expect(owner.counts.teachers).toBeGreaterThanOrEqual(2);
    expect(owner.activity.length).toBeGreaterThan(0);
    expect(owner.activity[0].text).toMatch(/\S/);
    const ar = (await call('GET', '/dashboard', { token: w.schoolA.token, locale: 'ar' })).json().data.view;
    expect(ar.activity.map((a: { text: string }) => a.text).join(' ')).toMatch(/[\u0600-\u06FF]/);
    const teacher = (await call('GET', '/dashboard', { token: w.teacherA1.token })).json().data.view;
    expect(teacher).toMatchObject({ kind: 'teacher', workspace: { role: 'teacher', can_manage_teachers: false } });
    expect(teacher.classes.map((c: { id: string }) => c.id)).toContain(w.classA);
    expect((await call('GET', '/dashboard', { token: w.admin.token })).json().data.view).toEqual({ kind: 'other' });
  });

  it('an independent teacher gets a roster of their own', async () => {
    const indie = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const ws = await call('GET', '/workspace', { token: indie.token });
    expect(ws.json().data).toMatchObject({ role: 'owner', organization: { kind: 'independent' } });
    const s = await call('POST', '/management/members', { token: indie.token, body: { role: 'student', full_name: 'Private pupil', email: freshEmail() } });
    expect(s.statusCode).toBe(201);
    // With students of their own, they cannot be made a school's teacher.
    const join = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'teacher', full_name: 'Indie', email: indie.email } });
    expect(errorOf(join).error.message).toContain('students or classes of their own');
  });

  it('the administrator sets a plan; an unknown plan is a field error', async () => {
    const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
    const bad = await call('PATCH', `/admin/users/${school.id}/plan`, { token: w.admin.token, body: { plan_code: 'gold' } });
    expect(issueOf(bad, 'plan_code')).toBe('There is no such plan');
    const ok = await call('PATCH', `/admin/users/${school.id}/plan`, { token: w.admin.token, body: { plan_code: 'pro' } });
    expect(ok.json().data).toMatchObject({ plan_code: 'pro', message: 'The plan has been changed' });
    expect((await call('PATCH', `/admin/users/${school.id}/plan`, { token: w.schoolA.token, body: { plan_code: 'school' } })).statusCode).toBe(403);
  });
});
