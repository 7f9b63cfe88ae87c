import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_SHEET_TTL_MS } from '@tasreef/contracts/roster';
import { users } from '../../src/db/accounts.ts';
import { rosterImports } from '../../src/db/management.ts';
import { jobsOf, type JobsOptions } from '../../src/jobs/plugin.ts';
import { sealSheet } from '../../src/roster/sheet.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type World } from '../management/world.ts';
import { dryRun } from './upload.ts';

/**
 * The sheet of one-time passwords after a roster import (issue 37, defect 6; ADR 0071): each new
 * username student gets a one-time password, hashed and to be changed at the first sign-in; the
 * importer alone downloads a PDF (one card per student) and a CSV, each once, within 15 minutes.
 */

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let dir: string;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  dir = mkdtempSync(path.join(tmpdir(), 'sheet-'));
}, 300_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.cleanup();
});

const db = () => t.app.database.db;
let seq = 0;
const uname = () => `sheet${Date.now().toString(36)}${++seq}`;
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

function pdfText(bytes: Buffer, raw = false): string {
  const file = path.join(dir, `s${++seq}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...(raw ? ['-raw'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '');
}

/** Imports `people` (name, username) into school A as `token`'s import, confirmed: its id and the commit's answer. */
async function imported(token: string, people: Array<[string, string]>, locale: 'ar' | 'en' = 'en', klass = 'Sheet 5A') {
  const csv = `name,username,class\n${people.map(([n, u]) => `${n},${u},${klass}`).join('\n')}\n`;
  const run = await dryRun(t.app, token, csv, { full_name: 'name', username: 'username', class_name: 'class' }, 'sheet.csv', locale);
  expect(run.statusCode, run.body).toBe(200);
  const id = run.json().data.import_id as string;
  const done = await call('POST', `/roster/imports/${id}/commit`, { token, locale });
  expect(done.statusCode, done.body).toBe(200);
  return { id, data: done.json().data as { message: string; sheet: { token: string; count: number; expires_at: string } | null } };
}

const download = (token: string, id: string, body: { token: string; format: string }, locale: 'ar' | 'en' = 'en') =>
  call('POST', `/roster/imports/${id}/sheet`, { token, locale, body, ip: nextIp() });

describe('the sheet of one-time passwords of an import', () => {
  it('gives each new username student a hashed one-time password to change at first sign-in, and the importer a CSV and a PDF of them, each once', async () => {
    const people: Array<[string, string]> = [
      ['Amina Saleh', uname()],
      ['=1+2', uname()],
    ];
    const { id, data } = await imported(w.schoolA.token, people);
    expect(data.sheet).toMatchObject({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), count: 2 });
    expect(Date.parse(data.sheet!.expires_at) - t.clock().getTime()).toBe(ROSTER_SHEET_TTL_MS);

    // Nothing readable is kept: the row holds the sheet sealed, and no plain password anywhere.
    const [row] = await db().select().from(rosterImports).where(eq(rosterImports.id, id));
    const accounts = await db()
      .select()
      .from(users)
      .where(
        inArray(
          users.username,
          people.map(([, u]) => u),
        ),
      );
    expect(accounts).toHaveLength(2);
    for (const a of accounts) {
      expect(a.passwordHash).toMatch(/^\$argon2id\$/);
      expect(a.passwordMustChange).toBe(true);
    }

    const csv = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'csv' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const table = parse(csv.body.slice(1)) as string[][];
    expect(table[0]).toEqual(['Name', 'Username', 'One-time password', 'Classes', 'Sign-in address']);
    expect(table.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ['Amina Saleh', people[0]![1], 'Sheet 5A', 'http://tasreef.test/en/auth/login'],
      // a cell a spreadsheet would run is written as text
      ["'=1+2", people[1]![1], 'Sheet 5A', 'http://tasreef.test/en/auth/login'],
    ]);
    const passwords = table.slice(1).map((r) => r[2]!);
    for (const p of passwords) {
      expect(p).toMatch(/^[A-Za-z0-9]{12}!$/);
      expect(row!.sheetSealed).not.toContain(p);
      expect(JSON.stringify(row!.records)).not.toContain(p);
    }

    // The password on the sheet signs the student in, and must be changed before anything else.
    const login = await call('POST', '/auth/login', { body: { email: people[0]![1], password: passwords[0] }, ip: nextIp() });
    expect(login.statusCode, login.body).toBe(200);
    const blocked = await call('GET', '/dashboard', { token: login.json().data.authorization.token });
    expect(errorOf(blocked).error.code).toBe('password_change_required');

    // Once: the CSV again is refused, with a localized reason, in both languages.
    const again = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'csv' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error.message).toBe(
      'This file of the passwords sheet was downloaded already. The passwords are not kept: make a new one-time password on a student’s page.',
    );
    const againAr = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'csv' }, 'ar');
    expect(errorOf(againAr).error.message).toBe('نُزِّل هذا الملف من ورقة كلمات المرور من قبل. لا تُحفظ كلمات المرور: أنشئ كلمة مرور جديدة لمرة واحدة من صفحة الطالب.');

    // The PDF: one card per student with name, username, the same password and where to sign in.
    const pdf = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="one-time-passwords\.pdf"/);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('One-time passwords');
    for (const [i, [name, username]] of people.entries()) {
      expect(text).toContain(name);
      expect(text).toContain(username);
      expect(text).toContain(passwords[i]);
    }
    expect(text.match(/http:\/\/tasreef\.test\/en\/auth\/login/g)).toHaveLength(2);
    expect((await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'pdf' })).statusCode).toBe(409);

    // Both files taken: not even the sealed sheet stays.
    const [after] = await db().select().from(rosterImports).where(eq(rosterImports.id, id));
    expect(after!.sheetSealed).toBeNull();
  });

  it('prints an Arabic sheet right to left with the Arabic labels, the password read left to right', async () => {
    const username = uname();
    const { id, data } = await imported(w.schoolA.token, [['فاطمة الزهراء', username]], 'ar', 'الخامس أ');
    const pdf = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'pdf' }, 'ar');
    expect(pdf.statusCode).toBe(200);
    const csv = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'csv' }, 'ar');
    const [head, line] = parse(csv.body.slice(1)) as string[][];
    expect(head).toEqual(['الاسم', 'اسم المستخدم', 'كلمة المرور لمرة واحدة', 'الصفوف', 'عنوان تسجيل الدخول']);
    expect(line).toEqual(['فاطمة الزهراء', username, expect.stringMatching(/^[A-Za-z0-9]{12}!$/), 'الخامس أ', 'http://tasreef.test/ar/auth/login']);
    const text = pdfText(pdf.rawPayload);
    const drawn = pdfText(pdf.rawPayload, true);
    for (const words of ['كلمات المرور لمرة واحدة', 'فاطمة الزهراء', 'اسم المستخدم', 'كلمة المرور لمرة واحدة', 'سجّل الدخول على العنوان']) expect(text).toContain(words);
    // The password as typed, its "!" last, not moved to the front by the Arabic page's direction:
    // in the order the glyphs are drawn, left to right (poppler's default reading order puts the
    // "!" of a Latin run on an Arabic page first, as it does for any neutral there).
    expect(drawn).toContain(line![2]);
    expect(drawn).toContain(username);
    expect(drawn).toContain('http://tasreef.test/ar/auth/login');
  });

  it('is for the importer alone: another teacher, the school, another school and a student get 404 or 403, and a wrong key takes nothing', async () => {
    // (a class of their own: the school's classes that they do not teach are not theirs to fill)
    const { id, data } = await imported(w.teacherA1.token, [['Teacher pupil', uname()]], 'en', 'Teacher 5T');
    const body = { token: data.sheet!.token, format: 'csv' };
    expect((await download(w.teacherA2.token, id, body)).statusCode).toBe(404);
    // the school's owner sees the teacher's import, not the passwords of it
    expect((await call('GET', `/roster/imports/${id}`, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await download(w.schoolA.token, id, body)).statusCode).toBe(404);
    expect((await download(w.schoolB.token, id, body)).statusCode).toBe(404);
    expect((await download(w.studentA.token, id, body)).statusCode).toBe(403);
    expect((await call('POST', `/roster/imports/${id}/sheet`, { body, ip: nextIp() })).statusCode).toBe(401);
    // a key that is not the sheet's: 404, and the one download is still there
    const wrong = await download(w.teacherA1.token, id, { token: 'A'.repeat(43), format: 'csv' });
    expect(wrong.statusCode).toBe(404);
    expect((await download(w.teacherA1.token, id, { token: 'short', format: 'csv' })).statusCode).toBe(422);
    expect((await download(w.teacherA1.token, id, { token: data.sheet!.token, format: 'xlsx' })).statusCode).toBe(422);
    expect((await download(w.teacherA1.token, id, body)).statusCode).toBe(200);
  });

  it('ends after 15 minutes with a localized reason, and an import without username students has no sheet', async () => {
    const { id, data } = await imported(w.schoolA.token, [['Late pupil', uname()]]);
    t.clock.advance(ROSTER_SHEET_TTL_MS);
    const late = await download(w.schoolA.token, id, { token: data.sheet!.token, format: 'pdf' }, 'ar');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error.message).toBe('لم يعد تنزيل ورقة كلمات المرور ممكنًا (عُرضت مدة 15 دقيقة). لا تُحفظ كلمات المرور: أنشئ كلمة مرور جديدة لمرة واحدة من صفحة الطالب.');
    const [row] = await db().select().from(rosterImports).where(eq(rosterImports.id, id));
    expect(row!.sheetSealed).toBeNull();

    const email = `sheet-${uname()}@example.com`;
    const run = await dryRun(t.app, w.schoolA.token, `name,email\nMail pupil,${email}\n`, { full_name: 'name', email: 'email' });
    const done = await call('POST', `/roster/imports/${run.json().data.import_id}/commit`, { token: w.schoolA.token });
    expect(done.json().data.sheet).toBeNull();
    expect((await download(w.schoolA.token, run.json().data.import_id, { token: 'A'.repeat(43), format: 'pdf' })).statusCode).toBe(404);
  });

  it('two downloads of one file at the same time: one file, one refusal', async () => {
    const { id, data } = await imported(w.schoolA.token, [['Race pupil', uname()]]);
    const body = { token: data.sheet!.token, format: 'pdf' };
    const answers = await Promise.all([download(w.schoolA.token, id, body), download(w.schoolA.token, id, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('a large sheet is drawn off the event loop: a read asked after it is answered before it', async () => {
    const { id } = await imported(w.schoolA.token, [['Large pupil', uname()]]);
    // 600 cards, seconds of drawing, put in the import's sealed copy directly (600 imports of
    // username students would be minutes of password hashing).
    const cards = Array.from({ length: 600 }, (_, i) => ({ name: `Pupil ${i}`, username: `large${i}`, password: `pass-${i}-word`, classes: ['Sheet 5A'] }));
    const sealed = sealSheet({ school: 'Large school', publicUrl: 'http://localhost', cards }, id);
    await db().update(rosterImports).set({ sheetSealed: sealed.sealed }).where(eq(rosterImports.id, id));
    const order: string[] = [];
    // The read goes through the same sign-in and the same reads as the sheet, each queued behind
    // the sheet's on the one connection: it can pass the sheet only while the sheet is drawn.
    const sheet = download(w.schoolA.token, id, { token: sealed.token, format: 'pdf' }).then((res) => (order.push('sheet'), res));
    const other = call('GET', `/roster/imports/${id}`, { token: w.schoolA.token }).then((res) => (order.push('read'), res));
    const [pdf, read] = await Promise.all([sheet, other]);
    expect(read.statusCode).toBe(200);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(order).toEqual(['read', 'sheet']);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('pass-0-word');
    expect(text).toContain('pass-599-word');
  }, 300_000);

  it('a sheet never downloaded is forgotten by the jobs within a minute of its 15 minutes, the one taken half too', async () => {
    // The jobs' own entry, run by hand on the test's clock (the timers are the plugin's).
    const job = jobsOf(t.app, {} as JobsOptions).find((j) => j.name.includes('sealed sheets'))!;
    expect(job.everyMs).toBeGreaterThan(0);
    expect(job.everyMs).toBeLessThanOrEqual(60_000);
    const untouched = await imported(w.schoolA.token, [['Never downloaded', uname()]]);
    const half = await imported(w.schoolA.token, [['Half downloaded', uname()]]);
    expect((await download(w.schoolA.token, half.id, { token: half.data.sheet!.token, format: 'csv' })).statusCode).toBe(200);
    const sealed = async () =>
      (
        await db()
          .select({ id: rosterImports.id, sealed: rosterImports.sheetSealed })
          .from(rosterImports)
          .where(inArray(rosterImports.id, [untouched.id, half.id]))
      )
        .filter((r) => r.sealed !== null)
        .map((r) => r.id)
        .sort();
    t.clock.advance(ROSTER_SHEET_TTL_MS - 1);
    await job.run();
    expect(await sealed()).toEqual([untouched.id, half.id].sort());
    t.clock.advance(1);
    await job.run();
    expect(await sealed()).toEqual([]);
    const late = await download(w.schoolA.token, untouched.id, { token: untouched.data.sheet!.token, format: 'pdf' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error.code).toBe('expired');
  });
  it('holds the tries of a key at 30 an address in 10 minutes', async () => {
    const { id } = await imported(w.teacherA1.token, [['Counted pupil', uname()]], 'en', 'Teacher 5T');
    const body = { token: 'B'.repeat(43), format: 'csv' };
    const answers: number[] = [];
    // Three accounts behind the address, each under its own limit of 20.
    const tokens = [w.teacherA1.token, w.teacherA2.token, w.schoolB.token];
    for (let i = 0; i < 40 && !answers.includes(429); i++) {
      answers.push((await call('POST', `/roster/imports/${id}/sheet`, { token: tokens[i % 3]!, locale: 'en', body, ip: '10.77.0.1' })).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s !== 429)).toEqual(Array(30).fill(404));
  });
  it('holds the tries of an account at 20 in 10 minutes, from any addresses, in the language of the request', async () => {
    const teacher = await addByEmail(t, w.schoolA, 'teacher');
    const other = await addByEmail(t, w.schoolA, 'teacher');
    const { id } = await imported(teacher.token, [['Counted twice', uname()]], 'en', 'Teacher 5U');
    const body = { token: 'C'.repeat(43), format: 'csv' };
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await download(teacher.token, id, body)).statusCode);
    expect(answers).toEqual([...Array(20).fill(404), 429]);
    const refused = await download(teacher.token, id, body, 'ar');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused).error.code).toBe('rate_limited');
    expect(errorOf(refused).error.message).toMatch(/[\u0600-\u06ff]/);
    // Another account is not held by it.
    expect((await download(other.token, id, body)).statusCode).toBe(404);
    // After the window, the account tries again.
    t.clock.advance(10 * 60_000);
    expect((await download(teacher.token, id, body)).statusCode).toBe(404);
  });
});
