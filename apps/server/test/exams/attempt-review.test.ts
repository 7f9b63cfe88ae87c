import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSchema, attemptWithResultSchema, type Attempt } from '@tasreef/contracts/attempts';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { attemptReviewAudit } from '../../src/db/exams.ts';
import { certificates } from '../../src/db/grades.ts';
import { webhookDeliveries } from '../../src/db/integrations.ts';
import { organizations } from '../../src/db/management.ts';
import { ltiConnections, ltiGradeTargets, ltiResourceLinks, ltiScoreSends } from '../../src/db/lti.ts';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';

/** The text poppler reads from a PDF (bidi controls dropped). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'review-pdf-'));
  try {
    const file = path.join(dir, 'result.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .normalize('NFC')
      .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * ADR 0090: a teacher opens a submitted attempt as its student saw it, comments on a question and
 * changes its points with a reason; the score, the grade, the report and its CSV, the certificate,
 * the LMS score and the attempt.graded webhook follow, and an audit trail keeps who, when, before
 * and after, why. The student reads the comment and the points, not the reasons.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
const minute = 60_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

async function published(): Promise<ExamDetails> {
  const body = { title: 'مراجعة كتب', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 5 } };
  const made = await call('POST', '/exams', { token: w.teacherA1.token, body });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const res = await call('POST', `/exams/${id}/publish`, {
    token: w.teacherA1.token,
    body: {
      publish_at: iso(-minute),
      expires_at: null,
      access: 'open',
      duration_minutes: null,
      passing_score: 60,
      attempts_allowed: 3,
      review: 'after_submit',
      certificates: true,
      assignments: { classes: [w.classA], students: [], teachers: [] },
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return examDetailsSchema.parse(res.json().data.exam);
}

const keyOf = (exam: ExamDetails, id: string) => (exam.questions.find((q) => q.id === id)!.answer as { option_id: string }).option_id;
const wrongOf = (exam: ExamDetails, id: string) => exam.questions.find((q) => q.id === id)!.options.find((o) => o.id !== keyOf(exam, id))!.id;
const review = (attemptId: string, questionId: string, body: unknown, token = w.teacherA1.token, locale?: 'ar' | 'en') =>
  call('PUT', `/attempts/${attemptId}/questions/${questionId}/review`, { token, body, ...(locale ? { locale } : {}) });
const read = async (attemptId: string, token: string) => {
  const res = await call('GET', `/attempts/${attemptId}`, { token });
  if (res.statusCode !== 200) throw new Error(res.body);
  return attemptWithResultSchema.parse(res.json().data);
};

/** An attempt of student A: the first question (in the attempt's order) right, the others wrong, the second flagged; open or submitted. */
async function taken(exam: ExamDetails, submit = true): Promise<Attempt> {
  const res = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
  if (res.statusCode !== 201) throw new Error(res.body);
  const a = attemptSchema.parse(res.json().data.attempt);
  for (const [i, q] of a.questions.entries()) {
    const option_id = i === 0 ? keyOf(exam, q.id) : wrongOf(exam, q.id);
    const saved = await call('PUT', `/attempts/${a.id}/answers/${q.id}`, { token: w.studentA.token, body: { option_id } });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  }
  await call('PUT', `/attempts/${a.id}/flags/${a.questions[1]!.id}`, { token: w.studentA.token, body: { flagged: true } });
  if (submit) {
    const done = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    if (done.statusCode !== 200) throw new Error(done.body);
  }
  return a;
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('reviewing an attempt', { timeout: 120_000 }, () => {
  it('opens as the student saw it: their order, answers, the key, the explanation, their flags', async () => {
    const exam = await published();
    const a = await taken(exam);
    const seen = await read(a.id, w.teacherA1.token);
    expect(seen.questions.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual(a.questions.map((q) => [q.id, q.options.map((o) => o.id)]));
    expect(seen.questions[0]!.given).toEqual({ option_id: keyOf(exam, a.questions[0]!.id) });
    for (const q of seen.questions) {
      expect(q.answer).toBeDefined();
      expect(q.explanation).toBeDefined();
    }
    expect(seen.questions.map((q) => q.flagged)).toEqual([false, true, false]);
    expect(seen.audit).toEqual([]);
    // the student's result shows their flags too
    expect((await read(a.id, w.studentA.token)).questions[1]!.flagged).toBe(true);
  });

  it('a changed point moves the score, the grade, the report, the CSV, the certificate, the LMS score and the webhook; the audit keeps it', async () => {
    const exam = await published();
    const db = t.app.db;
    const now = t.clock();
    // student A came by the LMS: a grade target for this exam
    const [org] = await db.select().from(organizations).where(eq(organizations.ownerId, w.schoolA.id));
    const [conn] = await db.insert(ltiConnections).values({ organizationId: org!.id, name: 'Review LMS', createdAt: now }).returning();
    const [link] = await db
      .insert(ltiResourceLinks)
      .values({ connectionId: conn!.id, resourceLinkId: `rl-${exam.id}`, examId: exam.id, lineItemUrl: 'https://lms.example.test/lineitems/1', createdAt: now })
      .returning();
    await db.insert(ltiGradeTargets).values({ linkId: link!.id, userId: w.studentA.id, subject: 'lms-sub-a', createdAt: now });
    const hook = await call('POST', '/webhooks', { token: w.schoolA.token, body: { url: 'https://93.184.216.34/hook', events: ['attempt.graded'] } });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().data.endpoint.id as string;

    const a = await taken(exam);
    const before = await read(a.id, w.teacherA1.token);
    expect(before.result.score).toBe(33.33);
    expect(before.result.passed).toBe(false);
    expect((await db.select().from(certificates).where(eq(certificates.examId, exam.id))).length).toBe(0);
    const report0 = (await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token })).json().data;
    expect(report0.summary.mean).toBe(33.33);

    const q2 = a.questions[1]!.id;
    const res = await review(a.id, q2, { comment: 'الوزن صحيح، والضمير خطأ', points: 1, reason: 'Accepted after discussion' });
    expect(res.statusCode, res.body).toBe(200);
    const after = attemptWithResultSchema.parse(res.json().data);
    expect(res.json().data.message).toBe('The marking is saved');
    expect(after.result.score).toBe(66.67);
    expect(after.result.earned).toBe(2);
    expect(after.result.passed).toBe(true);
    expect(after.questions[1]!.credit).toBe(1);
    expect(after.questions[1]!.verdict).toBe('wrong');
    expect(after.questions[1]!.marking).toEqual({ comment: 'الوزن صحيح، والضمير خطأ', points: 1, auto_credit: 0 });
    expect(after.audit).toHaveLength(1);
    expect(after.audit![0]).toMatchObject({
      question_id: q2,
      actor: expect.any(String),
      old_points: 0,
      new_points: 1,
      reason: 'Accepted after discussion',
      at: t.clock().toISOString(),
    });

    // the report and the CSV follow
    const report1 = (await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token })).json().data;
    expect(report1.summary.mean).toBe(66.67);
    const csv = (await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token, locale: 'en' })).body;
    expect(csv).toContain('66.67');
    // the certificate is issued with the new score
    const [cert] = await db.select().from(certificates).where(eq(certificates.examId, exam.id));
    expect(cert).toMatchObject({ studentId: w.studentA.id, score: '66.67', revokedAt: null });
    // the LMS gets the new score (the submit's own row superseded)
    const sends = await db
      .select()
      .from(ltiScoreSends)
      .where(and(eq(ltiScoreSends.linkId, link!.id), eq(ltiScoreSends.status, 'pending')));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.score).toMatchObject({ userId: 'lms-sub-a', scoreGiven: 66.67, scoreMaximum: 100 });
    // attempt.graded, told to the school's endpoint
    const told = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventType, 'attempt.graded')));
    expect(told).toHaveLength(1);
    expect((told[0]!.payload as { data: { score: number; passed: boolean } }).data).toMatchObject({ attempt_id: a.id, score: 66.67, passed: true });

    // the student sees the comment and the points, not the reasons
    const mine = await read(a.id, w.studentA.token);
    expect(mine.result.score).toBe(66.67);
    expect(mine.questions[1]!.marking).toEqual({ comment: 'الوزن صحيح، والضمير خطأ', points: 1, auto_credit: 0 });
    expect(mine.audit).toBeUndefined();
    expect(JSON.stringify(mine)).not.toContain('Accepted after discussion');
    // and on paper: the result PDF carries the teacher's points and comment, not the reason
    const pdf = await call('GET', `/attempts/${a.id}/pdf`, { token: w.studentA.token });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    const paper = pdfText(pdf.rawPayload);
    expect(paper).toContain('The teacher’s points: 1 of 1 (the automatic grade: 0)');
    expect(paper).toContain('The teacher’s comment:');
    for (const word of ['الوزن', 'صحيح', 'والضمير', 'خطأ']) expect(paper).toContain(word);
    expect(paper).not.toContain('Accepted after discussion');

    // the school that sees the exam may mark it too; points back to the machine's revoke the certificate
    const back = await review(a.id, q2, { points: null, reason: 'Back to the key' }, w.schoolA.token);
    expect(back.statusCode, back.body).toBe(200);
    const reverted = attemptWithResultSchema.parse(back.json().data);
    expect(reverted.result.score).toBe(33.33);
    expect(reverted.questions[1]!.marking).toEqual({ comment: 'الوزن صحيح، والضمير خطأ', points: null, auto_credit: 0 });
    const [revoked] = await db.select().from(certificates).where(eq(certificates.examId, exam.id));
    expect(revoked!.revokedAt).not.toBeNull();
    const trail = await db.select().from(attemptReviewAudit).where(eq(attemptReviewAudit.attemptId, a.id));
    expect(trail.map((r) => [r.oldPoints, r.newPoints, r.reason])).toEqual([
      ['0.00', '1.00', 'Accepted after discussion'],
      ['1.00', '0.00', 'Back to the key'],
    ]);
    // a comment alone changes no score and writes no audit
    const commented = await review(a.id, a.questions[0]!.id, { comment: 'Well done' });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(commented.json().data.result.score).toBe(33.33);
    expect((await db.select().from(attemptReviewAudit).where(eq(attemptReviewAudit.attemptId, a.id))).length).toBe(2);
  });

  it('a regrade keeps the teacher’s points', async () => {
    const exam = await published();
    const a = await taken(exam);
    const q3 = a.questions[2]!.id;
    expect((await review(a.id, q3, { points: 0.5, reason: 'Half right' })).statusCode).toBe(200);
    // dropping the first question regrades every submitted attempt
    const kept = exam.questions.filter((q) => q.id !== a.questions[0]!.id).map((q) => q.id);
    const res = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { question_ids: kept } });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await read(a.id, w.teacherA1.token);
    expect(seen.result.score).toBe(25);
    expect(seen.questions.find((q) => q.id === q3)!.credit).toBe(0.5);
  });

  it('refuses an attempt in progress, and points out of bounds or without a reason, in the caller’s language', async () => {
    const exam = await published();
    const a = await taken(exam, false);
    const q = a.questions[0]!.id;
    const open = await review(a.id, q, { points: 1, reason: 'x' }, w.teacherA1.token, 'ar');
    expect(open.statusCode).toBe(409);
    expect(errorOf(open).error).toMatchObject({ code: 'conflict', message: 'هذه المحاولة ما زالت جارية: تُقوَّم أسئلتها بعد تسليمها' });
    expect(errorOf(await review(a.id, q, { comment: 'x' }, w.teacherA1.token, 'en')).error.message).toBe(
      'This attempt is still in progress: its questions can be marked once it is submitted',
    );
    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    const over = await review(a.id, q, { points: 1.5, reason: 'x' });
    expect(over.statusCode).toBe(422);
    expect(errorOf(over).error.details).toEqual([expect.objectContaining({ path: 'points' })]);
    const negative = await review(a.id, q, { points: -0.5, reason: 'x' });
    expect(negative.statusCode).toBe(422);
    const step = await review(a.id, q, { points: 0.333, reason: 'x' });
    expect(errorOf(step).error.details).toEqual([expect.objectContaining({ path: 'points', issue: 'Give the points in hundredths (for example 0.5 or 0.75)' })]);
    const noReason = await review(a.id, q, { points: 1 }, w.teacherA1.token, 'ar');
    expect(errorOf(noReason).error.details).toEqual([expect.objectContaining({ path: 'reason', issue: 'اذكر سبب تغيير الدرجة' })]);
    expect((await review(a.id, q, {})).statusCode).toBe(422);
    expect((await review(a.id, 'q_nothere', { comment: 'x' })).statusCode).toBe(404);
    // nothing was written by the refusals
    expect((await read(a.id, w.teacherA1.token)).questions.every((x) => x.marking === null)).toBe(true);
  });

  it('is for the exam’s educator and its school only: another teacher, another school, the student, an API key are refused', async () => {
    const exam = await published();
    const a = await taken(exam);
    const q = a.questions[0]!.id;
    const body = { comment: 'x' };
    expect((await review(a.id, q, body, w.teacherA2.token)).statusCode).toBe(404);
    expect((await review(a.id, q, body, w.schoolB.token)).statusCode).toBe(404);
    expect((await review(a.id, q, body, w.studentA.token)).statusCode).toBe(403);
    const key = await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'Review key', scopes: ['results:read', 'exams:write'] } });
    expect(key.statusCode, key.body).toBe(201);
    const byKey = await review(a.id, q, body, key.json().data.secret as string);
    expect(byKey.statusCode).toBe(403);
    expect(errorOf(byKey).error.code).toBe('forbidden');
    expect((await read(a.id, w.teacherA1.token)).questions[0]!.marking).toBeNull();
  });
});
