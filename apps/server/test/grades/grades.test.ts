import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADE_SCALE_PRESETS, certificateSchema, gradeScaleSchema, publicCertificateSchema, type Certificate } from '@tasreef/contracts/grades';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { attemptWithResultSchema } from '@tasreef/contracts/attempts';
import { examReportSchema } from '@tasreef/contracts/reports';
import { caller, createAccountsTestApp, errorOf, issueOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, setPlan, type Person, type World } from '../management/world.ts';

/**
 * Grade scales and certificates (ADR 0039) through the API: the one schema's band checks with
 * their localized messages, who may read, use and change a scale, the grade beside the score in a
 * result, the report and its CSV; a certificate issued on a pass and not on a fail, verified by
 * code, revoked and reinstated by the exam's educators only, and its PDF read back with poppler.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let dir: string;
let passer: Person;
let failer: Person;
let exam: ExamDetails;
let letters: string;
let passed: { attemptId: string; certificate: Certificate };
let failedAttempt: string;

const minute = 60_000;
/** A message without its isolates (they keep an Arabic label's order in an English sentence). */
const plain = (s: string | undefined) => s?.replace(/[\u2066-\u2069]/g, '');
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const letterBands = GRADE_SCALE_PRESETS.letters.bands.map((b) => ({ ...b }));
const arabicBands = GRADE_SCALE_PRESETS.arabic.bands.map((b) => ({ ...b }));
const keyOf = (q: ExamDetails['questions'][number]) => (q.answer as { option_id: string }).option_id;
const wrongOf = (q: ExamDetails['questions'][number]) => q.options.find((o) => o.id !== keyOf(q))!.id;

async function take(student: Person, right: boolean): Promise<string> {
  const started = await call('POST', `/exams/${exam.id}/attempts`, { token: student.token });
  if (started.statusCode >= 300) throw new Error(started.body);
  const id = started.json().data.attempt.id as string;
  for (const q of exam.questions) {
    const res = await call('PUT', `/attempts/${id}/answers/${q.id}`, { token: student.token, body: { option_id: right ? keyOf(q) : wrongOf(q) } });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const done = await call('POST', `/attempts/${id}/submit`, { token: student.token });
  if (done.statusCode !== 200) throw new Error(done.body);
  return id;
}

const publishBody = (extra: Record<string, unknown>) => ({
  publish_at: iso(-minute),
  expires_at: null,
  access: 'open',
  duration_minutes: null,
  passing_score: 60,
  attempts_allowed: 1,
  review: 'after_submit',
  assignments: { classes: [w.classA], students: [], teachers: [] },
  ...extra,
});

async function draft(token: string): Promise<string> {
  const made = await call('POST', '/exams', {
    token,
    body: { title: 'شهادة تصريف كتب', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 4, criteria: { verbs: ['ktb-I1'] }, seed: 5 } },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  return made.json().data.exam.id as string;
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  dir = mkdtempSync(path.join(tmpdir(), 'cert-pdf-'));
  passer = w.studentA;
  failer = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
  const scale = await call('POST', '/grade-scales', { token: w.schoolA.token, body: { name: 'School letters', bands: letterBands } });
  if (scale.statusCode !== 201) throw new Error(scale.body);
  letters = scale.json().data.scale.id;
  const id = await draft(w.teacherA1.token);
  const published = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, body: publishBody({ grade_scale_id: letters, certificates: true }) });
  if (published.statusCode !== 200) throw new Error(published.body);
  exam = examDetailsSchema.parse(published.json().data.exam);
  const passedId = await take(passer, true);
  failedAttempt = await take(failer, false);
  const list = await call('GET', '/certificates', { token: passer.token });
  passed = { attemptId: passedId, certificate: certificateSchema.parse(list.json().data[0]) };
}, 300_000);
afterAll(async () => {
  await t?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('grade scales: the one schema', () => {
  it('overlapping bands: 422 naming both bands, in English and in Arabic', async () => {
    const bands = [
      { from: 80, to: 100, label: 'A' },
      { from: 50, to: 85, label: 'B' },
      { from: 0, to: 50, label: 'C' },
    ];
    const en = await call('POST', '/grade-scales', { token: w.teacherA1.token, body: { name: 'Overlap', bands } });
    expect(en.statusCode).toBe(422);
    expect(errorOf(en).error.code).toBe('validation_failed');
    expect(plain(issueOf(en, 'bands.0.from'))).toBe('Bands “B” (50–85) and “A” (80–100) overlap: a band starts where the one below it ends');
    const ar = await call('POST', '/grade-scales', { token: w.teacherA1.token, body: { name: 'Overlap', bands }, locale: 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(plain(issueOf(ar, 'bands.0.from'))).toBe('الفئتان «B» (من 50 إلى 85) و«A» (من 80 إلى 100) متداخلتان: تبدأ الفئة حيث تنتهي التي تحتها');
  });

  it('a gap, a band not reaching 100, an empty band and a label used twice: each said where it is', async () => {
    const post = (bands: unknown) => call('POST', '/grade-scales', { token: w.teacherA1.token, body: { name: 'Bad', bands } });
    const gap = await post([
      { from: 70, to: 100, label: 'Pass' },
      { from: 0, to: 60, label: 'Fail' },
    ]);
    expect(plain(issueOf(gap, 'bands.0.from'))).toBe('Between bands “Fail” (0–60) and “Pass” (70–100), the scores from 60 to 70 have no grade');
    const short = await post([
      { from: 50, to: 90, label: 'Pass' },
      { from: 0, to: 50, label: 'Fail' },
    ]);
    expect(plain(issueOf(short, 'bands.0.to'))).toBe('The highest band, “Pass” (50–90), must end at 100');
    const empty = await post([
      { from: 50, to: 50, label: 'Pass' },
      { from: 0, to: 50, label: 'Fail' },
    ]);
    expect(plain(issueOf(empty, 'bands.0.to'))).toBe('Band “Pass” (50–50) must end above where it starts');
    const twice = await post([
      { from: 50, to: 100, label: 'Pass' },
      { from: 0, to: 50, label: 'pass' },
    ]);
    expect(plain(issueOf(twice, 'bands.1.label'))).toBe('The label “pass” is used by two bands');
  });

  it('the Arabic preset is taken as it is, highest band first', async () => {
    const res = await call('POST', '/grade-scales', { token: w.teacherA1.token, body: { name: 'تقديرات', bands: [...arabicBands].reverse() } });
    expect(res.statusCode, res.body).toBe(201);
    const scale = gradeScaleSchema.parse(res.json().data.scale);
    expect(scale.bands.map((b) => b.label)).toEqual(['ممتاز', 'جيد جدًا', 'جيد', 'مقبول', 'راسب']);
    expect(scale.mine).toBe(true);
  });
});

describe('grade scales: who reads, uses and changes them', () => {
  it('the school’s scale is its teachers’ to read and use, not to change; another school does not see it', async () => {
    const read = await call('GET', `/grade-scales/${letters}`, { token: w.teacherA2.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.mine).toBe(false);
    const change = await call('PATCH', `/grade-scales/${letters}`, { token: w.teacherA2.token, body: { name: 'Mine now', bands: letterBands } });
    expect(change.statusCode).toBe(403);
    expect(errorOf(change).error.code).toBe('forbidden');
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken', bands: letterBands }],
      ['DELETE', undefined],
    ] as const) {
      const other = await call(method, `/grade-scales/${letters}`, { token: w.schoolB.token, body });
      expect(other.statusCode, `${method} by school B`).toBe(404);
    }
  });

  it('a teacher’s own scale is theirs alone: another teacher of the school gets 404, and the list shows each what they may use', async () => {
    const own = await call('POST', '/grade-scales', { token: w.teacherA2.token, body: { name: 'A2 only', bands: letterBands } });
    expect(own.statusCode).toBe(201);
    const id = own.json().data.scale.id as string;
    expect((await call('GET', `/grade-scales/${id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
    expect((await call('DELETE', `/grade-scales/${id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
    const listed = (await call('GET', '/grade-scales', { token: w.teacherA1.token })).json().data;
    expect(listed.scales.map((s: { id: string }) => s.id)).toContain(letters);
    expect(listed.scales.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await call('DELETE', `/grade-scales/${id}`, { token: w.teacherA2.token })).statusCode).toBe(200);
  });

  it('an exam takes only a scale its educator may use (422 on the field otherwise)', async () => {
    const theirs = await call('POST', '/grade-scales', { token: w.schoolB.token, body: { name: 'B letters', bands: letterBands } });
    const id = await draft(w.teacherA1.token);
    const res = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, body: publishBody({ grade_scale_id: theirs.json().data.scale.id }) });
    expect(res.statusCode).toBe(422);
    expect(issueOf(res, 'grade_scale_id')).toBe('Choose one of your grade scales');
  });

  it('the plan: none on Free, the ready scales as they are on Basic, any bands on Pro (403 plan_limit naming the plan)', async () => {
    const teacher = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const post = (bands: unknown) => call('POST', '/grade-scales', { token: teacher.token, body: { name: 'Mine', bands }, ip: nextIp() });
    const free = await post(letterBands);
    expect(free.statusCode).toBe(403);
    expect(errorOf(free).error).toMatchObject({ code: 'plan_limit', message: 'Your plan does not include grade scales; the Basic plan does' });
    await setPlan(t, teacher.id, 'basic');
    expect((await post(arabicBands)).statusCode).toBe(201);
    const custom = await post([
      { from: 50, to: 100, label: 'Pass' },
      { from: 0, to: 50, label: 'Fail' },
    ]);
    expect(custom.statusCode).toBe(403);
    expect(errorOf(custom).error.message).toBe('Your plan uses the ready scales as they are; the Pro plan lets you define your own bands');
    await setPlan(t, teacher.id, 'pro');
    expect(
      (
        await post([
          { from: 50, to: 100, label: 'Pass' },
          { from: 0, to: 50, label: 'Fail' },
        ])
      ).statusCode,
    ).toBe(201);
  });
});

describe('the grade beside the score', () => {
  it('in the result (the student’s and the educator’s), the attempts list, the report and its CSV', async () => {
    const mine = attemptWithResultSchema.parse((await call('GET', `/attempts/${passed.attemptId}`, { token: passer.token })).json().data);
    expect(mine.result).toMatchObject({ score: 100, grade: 'A', status: 'passed' });
    const theirs = attemptWithResultSchema.parse((await call('GET', `/attempts/${failedAttempt}`, { token: w.teacherA1.token })).json().data);
    expect(theirs.result).toMatchObject({ score: 0, grade: 'F', status: 'failed' });
    const attempts = (await call('GET', `/exams/${exam.id}/attempts`, { token: w.teacherA1.token })).json().data as { grade: string | null }[];
    expect(attempts.map((a) => a.grade).sort()).toEqual(['A', 'F']);
    const report = examReportSchema.parse((await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token })).json().data);
    expect(report.exam.grade_scale?.id).toBe(letters);
    expect(report.students!.map((s) => [s.first_score, s.first_grade]).sort()).toEqual([
      [0, 'F'],
      [100, 'A'],
    ]);
    const csv = await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token, locale: 'ar' });
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    const col = rows[0]!.indexOf('التقدير');
    expect(col).toBe(rows[0]!.indexOf('الدرجة (%)') + 1);
    expect(
      rows
        .slice(1)
        .map((r) => r[col])
        .sort(),
    ).toEqual(['A', 'F']);
  });

  it('a scale changed later does not change the exam’s grades (the exam keeps its copy)', async () => {
    const renamed = letterBands.map((b) => ({ ...b, label: b.label === 'A' ? 'A+' : b.label }));
    expect((await call('PATCH', `/grade-scales/${letters}`, { token: w.schoolA.token, body: { name: 'School letters', bands: renamed } })).statusCode).toBe(200);
    const mine = (await call('GET', `/attempts/${passed.attemptId}`, { token: passer.token })).json().data;
    expect(mine.result.grade).toBe('A');
  });
});

describe('certificates', () => {
  it('a pass gets one (name, exam, score, grade, issuer), a fail none; the result links it', async () => {
    const c = passed.certificate;
    expect(c).toMatchObject({ status: 'valid', score: 100, grade: 'A', exam_title: exam.title, student_id: passer.id, exam_id: exam.id });
    expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(c.verify_url).toMatch(new RegExp(`^https?://[^/]+/en/certificates/${c.code}$`));
    expect(c.issuer).toMatch(/ · /); // the school, and the teacher who made the exam
    expect((await call('GET', '/certificates', { token: failer.token })).json().data).toEqual([]);
    const result = (await call('GET', `/attempts/${passed.attemptId}`, { token: passer.token })).json().data;
    expect(result.certificate).toEqual({ id: c.id, code: c.code, status: 'valid' });
    const failed = (await call('GET', `/attempts/${failedAttempt}`, { token: failer.token })).json().data;
    expect(failed.certificate).toBeNull();
    const educators = (await call('GET', `/certificates?exam_id=${exam.id}`, { token: w.teacherA1.token })).json().data as Certificate[];
    expect(educators.map((x) => x.id)).toEqual([c.id]);
    expect(educators[0]!.can_revoke).toBe(true);
  });

  it('verified by code without signing in, typed in any case and without dashes; a forged code is a clear 404', async () => {
    const c = passed.certificate;
    const ok = await call('GET', `/certificates/verify/${c.code.replace(/-/g, '').toLowerCase()}`, { ip: nextIp() });
    expect(ok.statusCode).toBe(200);
    expect(publicCertificateSchema.strict().parse(ok.json().data)).toMatchObject({ code: c.code, status: 'valid', revoked_at: null, student_name: c.student_name, grade: 'A' });
    const forged = await call('GET', '/certificates/verify/ABCD-EFGH-JKMN-PQRS', { ip: nextIp() });
    expect(forged.statusCode).toBe(404);
    expect(errorOf(forged).error.message).toBe('No certificate has this code. Check the code as it is printed on the certificate');
    const forgedAr = await call('GET', '/certificates/verify/ABCD-EFGH-JKMN-PQRS', { ip: nextIp(), locale: 'ar' });
    expect(errorOf(forgedAr).error.message).toBe('لا توجد شهادة بهذا الرمز. تحقّق من الرمز كما هو مطبوع على الشهادة');
    const malformed = await call('GET', '/certificates/verify/not-a-code', { ip: nextIp() });
    expect(malformed.statusCode).toBe(404);
    expect(errorOf(malformed).error.message).toMatch(/16 letters and digits/);
  });

  it('the public lookup is rate-limited per address (30 in 10 minutes)', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await call('GET', `/certificates/verify/ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '0')}`, { ip })).statusCode);
    expect(codes.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('revoked and reinstated by the exam’s educator or its school only; the page then says revoked, with the date', async () => {
    const c = passed.certificate;
    const revoke = (token: string | undefined) => call('POST', `/certificates/${c.id}/revoke`, { token, ip: nextIp() });
    expect((await revoke(w.teacherA2.token)).statusCode).toBe(404);
    expect((await revoke(w.schoolB.token)).statusCode).toBe(404);
    expect((await revoke(passer.token)).statusCode).toBe(403);
    expect((await revoke(undefined)).statusCode).toBe(401);
    const done = await revoke(w.teacherA1.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toBe('The certificate has been revoked');
    const page = (await call('GET', `/certificates/verify/${c.code}`, { ip: nextIp() })).json().data;
    expect(page.status).toBe('revoked');
    expect(page.revoked_at).toBe(t.clock().toISOString());
    const back = await call('POST', `/certificates/${c.id}/reinstate`, { token: w.schoolA.token, ip: nextIp() });
    expect(back.statusCode).toBe(200);
    expect((await call('GET', `/certificates/verify/${c.code}`, { ip: nextIp() })).json().data).toMatchObject({ status: 'valid', revoked_at: null });
  });

  it('a regrade: the same code carries the new score and grade, a score below the pass mark revokes it, a fail turned pass gets one', async () => {
    const id = await draft(w.teacherA1.token);
    const pub = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, body: publishBody({ grade_scale_id: letters, certificates: true }) });
    expect(pub.statusCode, pub.body).toBe(200);
    const ex = examDetailsSchema.parse(pub.json().data.exam);
    const [q1, q2, q3, q4] = ex.questions.map((q) => q.id);
    const answer = async (student: Person, right: readonly (string | undefined)[]) => {
      const started = await call('POST', `/exams/${id}/attempts`, { token: student.token });
      expect(started.statusCode, started.body).toBeLessThan(300);
      const attempt = started.json().data.attempt.id as string;
      for (const q of ex.questions) {
        const option_id = right.includes(q.id) ? keyOf(q) : wrongOf(q);
        expect((await call('PUT', `/attempts/${attempt}/answers/${q.id}`, { token: student.token, body: { option_id } })).statusCode).toBe(200);
      }
      expect((await call('POST', `/attempts/${attempt}/submit`, { token: student.token })).statusCode).toBe(200);
    };
    await answer(passer, [q1, q2, q3]); // 75
    await answer(failer, [q3, q4]); // 50, below the pass mark of 60
    const certOf = async (student: Person) => ((await call('GET', '/certificates', { token: student.token })).json().data as Certificate[]).find((c) => c.exam_id === id);
    const verified = async (code: string) => (await call('GET', `/certificates/verify/${code}`, { ip: nextIp() })).json().data;
    const first = (await certOf(passer))!;
    expect(first).toMatchObject({ score: 75, grade: 'C', status: 'valid' });
    expect(await certOf(failer)).toBeUndefined();
    const keep = async (ids: (string | undefined)[]) => {
      const res = await call('PATCH', `/exams/${id}`, { token: w.teacherA1.token, body: { question_ids: ids } });
      expect(res.statusCode, res.body).toBe(200);
    };
    // q1 dropped: both have 2 of 3 (66.67, D): the same certificate with the new score, and a new one
    await keep([q2, q3, q4]);
    expect(await certOf(passer)).toMatchObject({ id: first.id, code: first.code, score: 66.67, grade: 'D', status: 'valid' });
    expect(await verified(first.code)).toMatchObject({ score: 66.67, grade: 'D', status: 'valid' });
    const second = (await certOf(failer))!;
    expect(second).toMatchObject({ score: 66.67, grade: 'D', status: 'valid' });
    // q2 dropped: 1 of 2 (50) revokes the first; 2 of 2 (100) raises the second
    await keep([q3, q4]);
    expect(await certOf(passer)).toMatchObject({ code: first.code, status: 'revoked' });
    expect(await verified(first.code)).toMatchObject({ status: 'revoked' });
    expect(await certOf(failer)).toMatchObject({ code: second.code, score: 100, status: 'valid' });
  });

  it('another student or another school cannot read it; its student and the exam’s educators can', async () => {
    const c = passed.certificate;
    expect((await call('GET', `/certificates/${c.id}`, { token: failer.token })).statusCode).toBe(404);
    expect((await call('GET', `/certificates/${c.id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('GET', `/certificates/${c.id}`, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await call('GET', `/certificates/${c.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await call('GET', `/certificates/${c.id}`, { token: passer.token })).json().data.can_revoke).toBe(false);
  });

  it('a plan without certifications cannot turn them on (403 plan_limit naming Pro), and issues none when it lost them', async () => {
    // an exam published with certificates while the plan had them
    const on = await draft(w.teacherA1.token);
    expect((await call('POST', `/exams/${on}/publish`, { token: w.teacherA1.token, body: publishBody({ certificates: true }) })).statusCode).toBe(200);
    await setPlan(t, w.schoolA.id, 'basic');
    try {
      const id = await draft(w.teacherA1.token);
      const res = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, body: publishBody({ certificates: true }) });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error).toMatchObject({ code: 'plan_limit', message: 'Your plan does not include certificates; the Pro plan does' });
      // a pass on the exam published before: graded, but no certificate on a plan without them
      const saved = exam;
      exam = examDetailsSchema.parse((await call('GET', `/exams/${on}`, { token: w.teacherA1.token })).json().data);
      const pupil = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
      const attempt = await take(pupil, true);
      exam = saved;
      const result = (await call('GET', `/attempts/${attempt}`, { token: pupil.token })).json().data;
      expect(result.result.status).toBe('passed');
      expect(result.certificate).toBeNull();
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
  });

  it('the PDF in both languages: the text read back by pdftotext, the Hijri date in Arabic, and a page rendered', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const res = await call('GET', `/certificates/${passed.certificate.id}/pdf`, { token: passer.token, locale });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = path.join(dir, `certificate-${locale}.pdf`);
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
        .normalize('NFC')
        .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
      const c = passed.certificate;
      expect(text).toContain(c.code);
      expect(text).toContain(c.verify_url.replace('/en/', `/${locale}/`));
      expect(text).toContain(c.student_name);
      if (locale === 'en') {
        expect(text).toContain('Certificate of achievement');
        expect(text).toContain('with a score of 100% and the grade “A”');
      } else {
        for (const words of ['شهادة إتمام', 'تُمنح هذه الشهادة إلى', 'لاجتياز اختبار', 'الموافق', 'هـ', 'شهادة تصريف كتب']) expect(text).toContain(words);
      }
      // a page to look at: ink on it, the QR code a block of dark squares
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(process.env.PDF_PNG_DIR ?? dir, `certificate-${locale}`)]);
      expect(readFileSync(path.join(process.env.PDF_PNG_DIR ?? dir, `certificate-${locale}.png`)).length).toBeGreaterThan(5_000);
    }
  });
});
