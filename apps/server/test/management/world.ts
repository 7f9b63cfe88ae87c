import { eq } from 'drizzle-orm';
import { users } from '../../src/db/accounts.ts';
import { dryRun, postForm } from '../roster/upload.ts';
import { PASSWORD, caller, freshEmail, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';

/**
 * The people of the management tests: school A (owner, two teachers, a student by email and one by
 * username, a class taught by teacher 1), school B (owner, a student), a self-registered student
 * and an administrator. Tokens are bearer tokens.
 */
export interface World {
  schoolA: Person;
  teacherA1: Person;
  teacherA2: Person;
  studentA: Person;
  usernameStudentA: { id: string; username: string; password: string };
  classA: string;
  schoolB: Person;
  studentB: Person;
  loneStudent: Person;
  admin: Person;
  /** An invitation of school A to an existing account, not answered yet. */
  pendingMembership: string;
  /** A dry run of school A's owner (one new student). */
  rosterImport: string;
  /** A CSV upload of school A's owner at its mapping step. */
  rosterUpload: string;
}
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** The token of an invitation link in the `n`-th mail to `address`. */
export async function invitationToken(t: AccountsTestApp, address: string, n = 1): Promise<string> {
  const mail = await t.inbox.waitFor(address, n);
  const m = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!m) throw new Error(`no invitation link in mail to ${address}`);
  return m[1]!;
}

export async function setPlan(t: AccountsTestApp, userId: string, plan: string) {
  await t.app.database.db.update(users).set({ planCode: plan }).where(eq(users.id, userId));
}

/** Adds a member by email and has them accept the link with a password; returns them signed in. */
export async function addByEmail(t: AccountsTestApp, owner: Person, role: 'teacher' | 'student', extra: Record<string, unknown> = {}): Promise<Person> {
  const call = caller(t.app);
  const email = freshEmail(role);
  const res = await call('POST', '/management/members', { token: owner.token, body: { role, full_name: `${role} ${email.slice(0, 12)}`, email, ...extra }, ip: nextIp() });
  if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
  const token = await invitationToken(t, email);
  const accepted = await call('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD, password_confirmation: PASSWORD }, ip: nextIp() });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { id: res.json().data.member.id, email, token: accepted.json().data.authorization.token };
}

export async function buildWorld(t: AccountsTestApp): Promise<World> {
  const call = caller(t.app);
  const schoolA = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
  const schoolB = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'university' });
  await setPlan(t, schoolA.id, 'school');
  await setPlan(t, schoolB.id, 'school');
  const teacherA1 = await addByEmail(t, schoolA, 'teacher');
  const teacherA2 = await addByEmail(t, schoolA, 'teacher');
  const studentA = await addByEmail(t, schoolA, 'student');
  const studentB = await addByEmail(t, schoolB, 'student');
  const username = `pupil${Date.now().toString(36)}`;
  const made = await call('POST', '/management/members', { token: schoolA.token, body: { role: 'student', full_name: 'تلميذ بلا بريد', username } });
  if (made.statusCode !== 201) throw new Error(`username add failed: ${made.body}`);
  const cls = await call('POST', '/classes', { token: schoolA.token, body: { name: 'Grade 5 A', subject: 'Arabic', teacher_ids: [teacherA1.id], student_ids: [studentA.id] } });
  if (cls.statusCode !== 201) throw new Error(`class failed: ${cls.body}`);
  const loneStudent = await signUp(t, { role: 'student' });
  const admin = await signUp(t, { role: 'student' });
  const invitee = await signUp(t, { role: 'student' });
  await call('POST', '/management/members', { token: schoolA.token, body: { role: 'student', full_name: 'Invitee', email: invitee.email } });
  const pendingMembership = (await call('GET', '/dashboard', { token: invitee.token })).json().data.invitations[0].membership_id as string;
  await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users.id, admin.id));
  const roster = await dryRun(t.app, schoolA.token, `name,email\nRoster Pupil,${freshEmail('r')}\n`, { full_name: 'name', email: 'email' });
  if (roster.statusCode !== 200) throw new Error(`roster failed: ${roster.body}`);
  const upload = await postForm(t.app, '/roster/imports', { token: schoolA.token, file: { name: 'kept.csv', bytes: `name,email\nKept Pupil,${freshEmail('k')}\n` } });
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
  return {
    rosterUpload: upload.json().data.import_id,
    rosterImport: roster.json().data.import_id,
    schoolA,
    teacherA1,
    teacherA2,
    studentA,
    usernameStudentA: { id: made.json().data.member.id, username, password: made.json().data.one_time_password },
    classA: cls.json().data.class.id,
    schoolB,
    studentB,
    loneStudent,
    admin,
    pendingMembership,
  };
}
