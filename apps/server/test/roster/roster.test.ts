import iconv from 'iconv-lite';
import { strToU8, zipSync } from 'fflate';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/accounts.ts';
import { classes, classStudents, memberships, organizations } from '../../src/db/management.ts';
import { caller, createAccountsTestApp, errorOf, freshEmail, issueOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, invitationToken, type World } from '../management/world.ts';
import { dryRun, postForm } from './upload.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

const db = () => t.app.database.db;
async function membersOf(ownerId: string) {
  const [org] = await db().select().from(organizations).where(eq(organizations.ownerId, ownerId));
  const [r] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.organizationId, org!.id));
  return r!.n;
}
const commit = (token: string, id: string, locale: 'ar' | 'en' = 'en') => call('POST', `/roster/imports/${id}/commit`, { token, locale });
type Row = { line: number; action: string; kind: string; label: string; reasons: string[] };

describe('CSV with a mapping step', () => {
  it('reads UTF-8 with a BOM, `;` separators and Arabic headers and names, suggests the mapping, then writes on confirm', async () => {
    const e1 = freshEmail('s');
    const e2 = freshEmail('s');
    const csv = `\uFEFFالاسم;البريد الإلكتروني;الصف;معامل الوقت\nفاطمة الزهراء;${e1};الخامس أ;1.5\n"عبد الله; ابن عمر";${e2};الخامس أ|السادس ب;\n`;
    const step = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, file: { name: 'طلاب.csv', bytes: csv } });
    expect(step.statusCode).toBe(200);
    expect(step.json().data).toMatchObject({
      step: 'mapping',
      encoding: 'utf-8',
      encoding_notice: null,
      delimiter: ';',
      headers: ['الاسم', 'البريد الإلكتروني', 'الصف', 'معامل الوقت'],
      row_count: 2,
      suggested_mapping: { full_name: 'الاسم', email: 'البريد الإلكتروني', class_name: 'الصف', time_accommodation: 'معامل الوقت', username: null },
    });
    // The kept upload is checked with the chosen columns; it cannot be confirmed itself.
    const kept = step.json().data.import_id;
    expect(errorOf(await commit(w.schoolA.token, kept)).error.message).toBe('Choose the columns and run the dry run first');
    const checked = await call('POST', `/roster/imports/${kept}/check`, { token: w.schoolA.token, body: { mapping: { full_name: 'الاسم' } } });
    expect(issueOf(checked, 'mapping.email')).toBe('Choose the column that holds the email address or the username');
    const viaCheck = await call('POST', `/roster/imports/${kept}/check`, { token: w.schoolA.token, body: { mapping: step.json().data.suggested_mapping } });
    expect(viaCheck.json().data).toMatchObject({ status: 'checked', summary: { create: 4, reject: 0 } });
    expect(viaCheck.json().data.import_id).not.toBe(kept);
    const before = await membersOf(w.schoolA.id);
    const report = await dryRun(t.app, w.schoolA.token, csv, step.json().data.suggested_mapping, 'طلاب.csv', 'ar');
    expect(report.statusCode).toBe(200);
    const data = report.json().data;
    expect(data.summary).toEqual({ create: 4, update: 0, skip: 0, reject: 0 });
    const people = data.rows.filter((r: Row) => r.kind === 'student');
    expect(people.map((r: Row) => r.label)).toEqual([`فاطمة الزهراء · ${e1}`, `عبد الله; ابن عمر · ${e2}`]);
    expect(people[0].reasons).toEqual(['ستُرسل رسالة دعوة']);
    expect(data.rows.filter((r: Row) => r.kind === 'class').map((r: Row) => [r.line, r.label, r.action])).toEqual([
      [2, 'الخامس أ', 'create'],
      [3, 'السادس ب', 'create'],
    ]);
    // The dry run wrote nothing.
    expect(await membersOf(w.schoolA.id)).toBe(before);
    const done = await commit(w.schoolA.token, data.import_id, 'ar');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toContain('تم استيراد القائمة');
    expect(await membersOf(w.schoolA.id)).toBe(before + 2);
    const [fatima] = await db().select().from(users).where(eq(users.email, e1));
    expect(fatima!.fullName).toBe('فاطمة الزهراء');
    const [m] = await db().select().from(memberships).where(eq(memberships.userId, fatima!.id));
    expect(Number(m!.timeAccommodation)).toBe(1.5);
    const names = (await db().select({ name: classes.name }).from(classes)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['الخامس أ', 'السادس ب']));
    // The invitation arrives, in Arabic, and works.
    const token = await invitationToken(t, e2);
    expect((await call('GET', `/invitations/${token}`)).json().data).toMatchObject({ full_name: 'عبد الله; ابن عمر', role: 'student' });
    expect(errorOf(await commit(w.schoolA.token, data.import_id)).error.message).toBe('This import has already been written');
  });

  it('reads Windows-1256 (Arabic Excel on Windows)', async () => {
    const csv = iconv.encode(`name,email,class\nمريم العلي,${freshEmail('w')},الرابع\n`, 'windows-1256');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(csv)).toThrow();
    const step = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, file: { name: 'w.csv', bytes: csv } });
    expect(step.json().data).toMatchObject({ encoding: 'windows-1256', sample_rows: [['مريم العلي', expect.any(String), 'الرابع']] });
    const report = await dryRun(t.app, w.schoolA.token, csv, { full_name: 'name', email: 'email', class_name: 'class' });
    expect((report.json().data.rows as Row[]).find((r) => r.kind === 'student')!.label).toMatch(/^مريم العلي · /);
  });

  it('answers a malformed file, a missing file and a bad mapping with localized errors, writing nothing', async () => {
    const malformed = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, file: { name: 'bad.csv', bytes: 'name,email\n"Unclosed,a@b.co\n' } });
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).error.message).toMatch(/could not be read as CSV \(line \d+\)/);
    const ar = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, locale: 'ar', file: { name: 'bad.csv', bytes: 'name,email\n"Unclosed,a@b.co\n' } });
    expect(errorOf(ar).error.message).toContain('تعذّرت قراءة الملف');
    const none = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, fields: { format: 'csv' } });
    expect(issueOf(none, 'file')).toBe('Choose a CSV file or a OneRoster zip');
    const empty = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, file: { name: 'e.csv', bytes: 'name,email\n' } });
    expect(errorOf(empty).error.message).toBe('The file has no rows under its header');
    const noLogin = await dryRun(t.app, w.schoolA.token, 'name,email\nA B,a@b.co\n', { full_name: 'name' });
    expect(issueOf(noLogin, 'mapping.email')).toBe('Choose the column that holds the email address or the username');
    const unknownColumn = await dryRun(t.app, w.schoolA.token, 'name,email\nA B,a@b.co\n', { full_name: 'name', email: 'mail' });
    expect(issueOf(unknownColumn, 'mapping.email')).toBe('The file has no column named mail');
    const notJson = await postForm(t.app, '/roster/imports', { token: w.schoolA.token, file: { name: 'a.csv', bytes: 'name\nA\n' }, fields: { mapping: '{' } });
    expect(notJson.statusCode).toBe(422);
  });

  it('rejects row by row: duplicates in the file and against the database, bad fields, wrong account kinds, teachers from a teacher', async () => {
    const dup = freshEmail('d');
    const csv = [
      'name,email,username,role,time',
      `Good One,${dup},,student,`,
      `Same Again,${dup.toUpperCase()},,student,`,
      `Already Here,${w.studentA.email},,student,`,
      `Is Teacher,${w.teacherA2.email},,student,`,
      `Bad Mail,not-an-email,,student,`,
      `,${freshEmail()},,student,`,
      `Both Ways,${freshEmail()},both.ways,student,`,
      `Too Slow,${freshEmail()},,student,9`,
      `Odd Role,${freshEmail()},,janitor,`,
      `New Teacher,${freshEmail()},,teacher,`,
      `Kid Login,,kid.login${Date.now().toString(36)},طالب,1.25`,
    ].join('\n');
    const mapping = { full_name: 'name', email: 'email', username: 'username', role: 'role', time_accommodation: 'time' };
    const res = await dryRun(t.app, w.schoolA.token, csv, mapping);
    const rows = res.json().data.rows as Row[];
    const at = (line: number) => rows.find((r) => r.line === line)!;
    expect(at(2).action).toBe('create');
    expect(at(3)).toMatchObject({ action: 'reject', reasons: ['The same address or username is on line 2 already'] });
    expect(at(4)).toMatchObject({ action: 'skip', reasons: ['Already a member: nothing to change'] });
    expect(at(5)).toMatchObject({ action: 'reject', reasons: ['This address belongs to an educator account; it cannot be added as a student'] });
    expect(at(6).action).toBe('reject');
    expect(at(7).action).toBe('reject');
    expect(at(8).reasons).toContain('Give an email address or a username, not both');
    expect(at(9).reasons).toContain('The time factor must be between 1 and 3, in hundredths (for example 1.25 or 1.5)');
    expect(at(10).reasons).toEqual(['Unknown role “janitor”: write student or teacher']);
    expect(at(11)).toMatchObject({ kind: 'teacher', action: 'create' });
    expect(at(12)).toMatchObject({ kind: 'student', action: 'create' });
    expect(res.json().data.summary).toEqual({ create: 3, update: 0, skip: 1, reject: 7 });
    // A teacher may import students, not teachers.
    const byTeacher = await dryRun(t.app, w.teacherA1.token, csv, mapping);
    const teacherRow = (byTeacher.json().data.rows as Row[]).find((r) => r.line === 11)!;
    expect(teacherRow).toMatchObject({ action: 'reject', reasons: ['Only the organization account can do this'] });
    // An existing member gets an update when the file adds a class or changes the time.
    const upd = await dryRun(t.app, w.schoolA.token, `name,email,class,time\nAhmad Ali,${w.studentA.email},Grade 5 A,2\n`, {
      full_name: 'name',
      email: 'email',
      class_name: 'class',
      time_accommodation: 'time',
    });
    expect((upd.json().data.rows as Row[])[0]).toMatchObject({ action: 'update', reasons: ['Time accommodation will become 2'] });
  });

  it('a commit after the data changed is refused and writes nothing; a failure inside the transaction leaves nothing', async () => {
    const email = freshEmail('race');
    const res = await dryRun(t.app, w.schoolA.token, `name,email,class\nRace Case,${email},Race class\nOther One,${freshEmail()},Race class\n`, {
      full_name: 'name',
      email: 'email',
      class_name: 'class',
    });
    const id = res.json().data.import_id;
    await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Race Case', email } });
    const before = await membersOf(w.schoolA.id);
    const stale = await commit(w.schoolA.token, id);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).error.message).toBe('The data changed since the dry run; run it again before confirming');
    expect(await membersOf(w.schoolA.id)).toBe(before);
    expect(await db().select().from(classes).where(eq(classes.name, 'Race class'))).toEqual([]);

    const again = await dryRun(t.app, w.schoolA.token, `name,email,class\nLate Fail,${freshEmail()},Fail class\n`, { full_name: 'name', email: 'email', class_name: 'class' });
    await db().execute(sql`create function roster_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$`);
    await db().execute(sql`create trigger roster_test_fail before insert on invitations for each row execute function roster_test_fail()`);
    try {
      expect((await commit(w.schoolA.token, again.json().data.import_id)).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger roster_test_fail on invitations`);
      await db().execute(sql`drop function roster_test_fail()`);
    }
    expect(await membersOf(w.schoolA.id)).toBe(before);
    expect(await db().select().from(classes).where(eq(classes.name, 'Fail class'))).toEqual([]);
    expect((await commit(w.schoolA.token, again.json().data.import_id)).statusCode).toBe(200);
    expect(await membersOf(w.schoolA.id)).toBe(before + 1);
  });

  it("keeps each school's imports to itself", async () => {
    const res = await dryRun(t.app, w.schoolA.token, `name,email\nPrivate,${freshEmail()}\n`, { full_name: 'name', email: 'email' });
    const id = res.json().data.import_id;
    expect((await call('GET', `/roster/imports/${id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await commit(w.schoolB.token, id)).statusCode).toBe(404);
    expect((await commit(w.teacherA1.token, id)).statusCode).toBe(404);
    expect((await call('GET', `/roster/imports/${id}`, { token: w.schoolA.token })).json().data.rows[0].label).toContain('Private');
  });
});

describe('OneRoster 1.1', () => {
  it('reads orgs, users, classes and enrollments; orphan enrollments and unknown classes are rejected rows', async () => {
    const s1 = freshEmail('or');
    const zip = zipSync({
      'manifest.csv': strToU8('propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\n'),
      'orgs.csv': strToU8('sourcedId,status,dateLastModified,name,type\norg1,,,Al-Noor School,school\n'),
      'users.csv': strToU8(
        'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\n' +
          `u1,,,true,org1,student,s1,,خالد,الحسن,,,${s1},,,,05,\n` +
          `u2,,,true,org1,student,,,Noor,Haddad,,,${freshEmail('or')},,,,05,\n` +
          `u3,,,true,org1,guardian,,,Parent,One,,,${freshEmail('or')},,,,,\n`,
      ),
      'classes.csv': strToU8(
        'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects\nc1,,,Arabic 5,05,,,scheduled,,org1,,Arabic\n',
      ),
      'enrollments.csv': strToU8(
        'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\n' +
          'e1,,,c1,org1,u1,student,,,\n' +
          'e2,,,c1,org1,u2,student,,,\n' +
          'e3,,,c9,org1,u1,student,,,\n' +
          'e4,,,c1,org1,u404,student,,,\n',
      ),
    });
    const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
    const res = await postForm(t.app, '/roster/imports', { token: school.token, file: { name: 'oneroster.zip', bytes: zip } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Array<Row & { file: string }>;
    expect(rows.filter((r) => r.action === 'reject').map((r) => [r.file, r.line, r.reasons[0]])).toEqual([
      ['enrollments.csv', 4, 'The class c9 is not in classes.csv'],
      ['enrollments.csv', 5, 'The user u404 is not in users.csv'],
    ]);
    expect(res.json().data.summary).toEqual({ create: 3, update: 0, skip: 0, reject: 2 });
    expect((await commit(school.token, res.json().data.import_id)).statusCode).toBe(200);
    const [khalid] = await db().select().from(users).where(eq(users.email, s1));
    expect(khalid!.fullName).toBe('خالد الحسن');
    const links = await db().select().from(classStudents).where(eq(classStudents.userId, khalid!.id));
    expect(links).toHaveLength(1);
    const broken = await postForm(t.app, '/roster/imports', { token: school.token, file: { name: 'x.zip', bytes: zipSync({ 'users.csv': strToU8('a\n1\n') }) } });
    expect(errorOf(broken).error.message).toBe('The file is not a OneRoster 1.1 zip: orgs.csv is missing');
    const notZip = await postForm(t.app, '/roster/imports', { token: school.token, file: { name: 'x.zip', bytes: 'PK not really' }, fields: { format: 'oneroster' } });
    expect(notZip.statusCode).toBe(422);
  });
});

describe('a large file', () => {
  it('10,000 rows with 30 bad ones: exactly those are rejected, and the rest is written at once', async () => {
    const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
    const lines = ['name,email,class'];
    const bad = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      if (i % 333 === 7 && bad.size < 30) {
        bad.add(i + 2);
        lines.push(`Bad Row ${i},not-an-address-${i},Class ${i % 40}`);
      } else lines.push(`طالب رقم ${i},pupil${i}.${school.id.slice(0, 8)}@example.test,Class ${i % 40}`);
    }
    expect(bad.size).toBe(30);
    const res = await dryRun(t.app, school.token, lines.join('\n'), { full_name: 'name', email: 'email', class_name: 'class' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.summary).toEqual({ create: 9_970 + 40, update: 0, skip: 0, reject: 30 });
    expect(new Set((data.rows as Row[]).filter((r) => r.action === 'reject').map((r) => r.line))).toEqual(bad);
    expect(await membersOf(school.id)).toBe(0);
    expect((await commit(school.token, data.import_id)).statusCode).toBe(200);
    expect(await membersOf(school.id)).toBe(9_970);
    const [org] = await db().select().from(organizations).where(eq(organizations.ownerId, school.id));
    const [n] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(classes)
      .where(and(eq(classes.organizationId, org!.id)));
    expect(n!.n).toBe(40);
  }, 120_000);
});
