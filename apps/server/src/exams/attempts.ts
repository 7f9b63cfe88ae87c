/**
 * Attempts (docs/decisions/0028-attempts.md): start or resume, save an answer, submit, close at the
 * deadline. The server keeps the time: the deadline is written when the attempt starts, an answer
 * after it (and its grace) is refused, and an attempt past it is graded and closed by whoever sees
 * it first: a request of its student, or the sweep that runs whether or not a browser is there.
 */
import { attemptData, emitOrganizationEvent } from '../lib/webhook-events.ts';
import { queueScores } from '../lib/lti-scores.ts';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { formatDateTime } from '@tasreef/contracts/format';
import { ATTEMPT_GRACE_SECONDS, flagRequestSchema, saveAnswerRequestSchema, type Attempt, type GivenAnswerBody } from '@tasreef/contracts/attempts';
import { QUESTION_FORMAT_NAMES, type Question } from '@tasreef/contracts/exams';
import { gradeAnswer, scoreOf } from '@tasreef/exams';
import { reconcileStudentCertificate } from '../grades/certificates.ts';
import type { Db } from '../db/client.ts';
import { attemptAnswers, examAttempts, examQuestions, exams } from '../db/exams.ts';
import { memberships } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import { assignedToStudent, type ExamRow } from './scope.ts';
import { attemptHead, secondsLeft, studentQuestion } from './attempt-views.ts';
import { inAttemptOrder } from './shuffle.ts';
import { examForStudent, type StudentExamView } from './overrides.ts';
import { applyPoints, pointsOfAttempts } from './marking-points.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;
export type AttemptRow = typeof examAttempts.$inferSelect;
export { secondsLeft };

const GRACE_MS = ATTEMPT_GRACE_SECONDS * 1000;

/** An exam's questions, whole, in order; kept per exam version (autosave reads them on every answer). */
const questionCache = new Map<string, Question[]>();
const QUESTION_CACHE_MAX = 64;

export async function examQuestionsOf(db: Reader, examId: string, version: number): Promise<Question[]> {
  const key = `${examId}:${version}`;
  const hit = questionCache.get(key);
  if (hit) {
    questionCache.delete(key);
    questionCache.set(key, hit);
    return hit;
  }
  const rows = await db.select({ q: examQuestions.question }).from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.position));
  const questions = rows.map((r) => r.q);
  questionCache.set(key, questions);
  if (questionCache.size > QUESTION_CACHE_MAX) questionCache.delete(questionCache.keys().next().value!);
  return questions;
}

/** Past its deadline and its grace: no answer is taken, and the attempt is closed when next seen. */
export const isOverdue = (a: Pick<AttemptRow, 'status' | 'deadline'>, now: Date) =>
  a.status === 'in_progress' && a.deadline !== null && now.getTime() > a.deadline.getTime() + GRACE_MS;

/** An exam assigned to the student (published), or 404: an exam not assigned to them does not exist for them. */
export async function assignedExam(db: Reader, studentId: string, examId: string): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), assignedToStudent(studentId)));
  if (!exam) throw new AppError('not_found', 404, 'not_found');
  return exam;
}

/** Why no new attempt can start now (upcoming, expired, every attempt used), or null. */
export function startRefusal(exam: ExamRow, used: number, now: Date, locale: Locale, timeZone: string | null): AppError | null {
  if (exam.publishAt && exam.publishAt > now) return new AppError('conflict', 409, 'exam_not_open', { date: formatDateTime(exam.publishAt, locale, timeZone) });
  if (exam.expiresAt && exam.expiresAt <= now) return new AppError('conflict', 409, 'exam_expired');
  if (exam.attemptsAllowed !== null && used >= exam.attemptsAllowed) return new AppError('conflict', 409, 'attempts_used');
  return null;
}

/** The exam as its student may take it now (their overrides applied, ADR 0089), or why not. */
async function takableExam(db: Reader, studentId: string, examId: string, now: Date, locale: Locale, timeZone: string | null): Promise<StudentExamView> {
  const view = await examForStudent(db, await assignedExam(db, studentId, examId), studentId);
  if (view.exam.publishAt && view.exam.publishAt > now) throw startRefusal(view.exam, 0, now, locale, timeZone)!;
  return view;
}

/**
 * The attempt's deadline: its duration stretched by the student's time factor, plus their override's
 * extra minutes, never past the exam's expiry (as the student meets it).
 */
export function deadlineOf(exam: Pick<ExamRow, 'durationMinutes' | 'expiresAt'>, startedAt: Date, factor: number, extraMinutes = 0): Date | null {
  const timed = exam.durationMinutes === null ? null : new Date(startedAt.getTime() + Math.round(exam.durationMinutes * 60_000 * factor) + extraMinutes * 60_000);
  if (exam.expiresAt === null) return timed;
  return timed === null || exam.expiresAt < timed ? exam.expiresAt : timed;
}

export async function attemptsUsed(db: Reader, examId: string, studentId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)));
  return r?.n ?? 0;
}

export interface StudentContext {
  db: Db;
  now: Date;
  locale: Locale;
  student: { id: string; timeZone: string | null };
}

/**
 * A student's attempts at an exam, read in one statement: the open one (if any) and how many were
 * used come from the same snapshot. Read apart, a start that lost the race could miss the winner's
 * attempt as the open one and then count it as used (a 409 "every attempt used" while it is open).
 */
async function attemptsOf(db: Reader, examId: string, studentId: string): Promise<{ open: AttemptRow | undefined; used: number }> {
  const rows = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)));
  return { open: rows.find((r) => r.status === 'in_progress'), used: rows.length };
}

/** What the attempt.started webhook says (ids and times; names stay in Tasreef). */
const startedData = (a: AttemptRow) => ({
  attempt_id: a.id,
  exam_id: a.examId,
  student_id: a.studentId,
  number: a.number,
  started_at: a.startedAt.toISOString(),
  deadline: a.deadline?.toISOString() ?? null,
});

/** How many times a start that lost the race for a new attempt reads again before it gives up. */
const START_TRIES = 3;

/** `POST /exams/{id}/attempts`: the open attempt, or a new one while attempts remain. */
export async function startAttempt(c: StudentContext, examId: string): Promise<{ attempt: Attempt; created: boolean }> {
  const view = await takableExam(c.db, c.student.id, examId, c.now, c.locale, c.student.timeZone);
  const exam = view.exam;
  for (let tries = 1; ; tries++) {
    const read = await attemptsOf(c.db, examId, c.student.id);
    const used = read.used;
    let open = read.open;
    if (open && isOverdue(open, c.now)) {
      await closeAttempt(c.db, open.id, c.now, 'deadline');
      open = undefined;
    }
    if (open) return { attempt: await attemptView(c.db, exam, open, c.now, c.locale), created: false };
    const refused = startRefusal(exam, used, c.now, c.locale, c.student.timeZone);
    if (refused) throw refused;
    const [member] = await c.db
      .select({ factor: memberships.timeAccommodation })
      .from(memberships)
      .where(and(eq(memberships.organizationId, exam.organizationId), eq(memberships.userId, c.student.id), eq(memberships.role, 'student')));
    // an override's time factor wins over the roster's accommodation; its minutes come on top (ADR 0089)
    const factor = view.timeFactor ?? member?.factor ?? 1;
    // One open attempt per student and exam, one row per number (unique indexes): a second start at
    // the same moment inserts nothing; its statement waited for the winner's commit, so the next
    // read sees the winner's attempt, open (resumed) or, very rarely, already closed (read again).
    // The attempt.started webhook is written in the same transaction: only a start that made the attempt tells it.
    const made = await c.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(examAttempts)
        .values({
          examId,
          studentId: c.student.id,
          number: used + 1,
          examVersion: exam.version,
          status: 'in_progress',
          startedAt: c.now,
          deadline: deadlineOf(exam, c.now, factor, view.extraMinutes),
          timeFactor: String(factor),
          shuffled: exam.shuffle,
        })
        .onConflictDoNothing()
        .returning();
      if (row) await emitOrganizationEvent(tx, exam, 'attempt.started', startedData(row), c.now);
      return row;
    });
    if (made) return { attempt: await attemptView(c.db, exam, made, c.now, c.locale), created: true };
    if (tries >= START_TRIES) throw new AppError('conflict', 409, 'attempts_used');
  }
}

export async function attemptView(db: Reader, exam: ExamRow, a: AttemptRow, now: Date, locale: Locale): Promise<Attempt> {
  const questions = await examQuestionsOf(db, exam.id, exam.version);
  const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id));
  return {
    ...attemptHead(exam, a, now),
    questions: inAttemptOrder(questions, a).map((q) => studentQuestion(q, locale)),
    answers: Object.fromEntries(answers.map((r) => [r.questionId, r.answer])),
  };
}

/** The student's own attempt with its exam, or 404 (another student's attempt does not exist for them). */
export async function ownAttempt(db: Reader, studentId: string, attemptId: string): Promise<{ attempt: AttemptRow; exam: ExamRow }> {
  const [row] = await db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.studentId, studentId)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

/**
 * What autosave needs of an attempt and never changes while it is open (its student, exam and
 * deadline), with the exam version its questions were read at; kept per attempt so that an answer
 * is one statement (the write) instead of a read and a write. The statement itself checks what can
 * change: the attempt still open, the exam still at that version; when either failed, the answer
 * takes the full path (read, close past the deadline, the exact refusal) and the entry is renewed.
 */
interface OpenAttempt {
  studentId: string;
  examId: string;
  examVersion: number;
  deadline: Date | null;
}
const openAttempts = new Map<string, OpenAttempt>();
const OPEN_ATTEMPTS_MAX = 10_000;

function rememberOpen(attempt: AttemptRow, exam: ExamRow): void {
  openAttempts.delete(attempt.id);
  openAttempts.set(attempt.id, { studentId: attempt.studentId, examId: exam.id, examVersion: exam.version, deadline: attempt.deadline });
  if (openAttempts.size > OPEN_ATTEMPTS_MAX) openAttempts.delete(openAttempts.keys().next().value!);
}

/**
 * Writes the answer while the attempt is open, in one autocommitted statement: the `for share` lock
 * waits for a submit that holds the row, so a submit that took it first wins. Answers whether it
 * was written.
 */
async function writeAnswer(c: StudentContext, attemptId: string, questionId: string, answer: GivenAnswerBody): Promise<boolean> {
  const saved = await c.db.execute(sql`
    insert into ${attemptAnswers} (attempt_id, question_id, answer, saved_at)
    select ${attemptId}, ${questionId}, ${JSON.stringify(answer)}::jsonb, ${c.now.toISOString()}::timestamptz
    where exists (select 1 from ${examAttempts} where id = ${attemptId} and student_id = ${c.student.id} and status = 'in_progress' for share)
    on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at
    returning saved_at`);
  return (saved as { rows: unknown[] }).rows.length > 0;
}

/**
 * The same write for an attempt kept open (`openAttempts`), also only while its exam is at the
 * version its questions were read at; a named statement, so that PostgreSQL parses and plans it
 * once a connection instead of once an answer (one prepared a database handle).
 */
function prepareKnownWrite(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .insert(attemptAnswers)
    .select(
      db
        .select({
          attemptId: sql`${p('attempt')}::uuid`.as('attempt_id'),
          questionId: sql`${p('question')}::text`.as('question_id'),
          answer: sql`${p('answer')}::jsonb`.as('answer'),
          savedAt: sql`${p('at')}::timestamptz`.as('saved_at'),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`exists (select 1 from ${examAttempts} where id = ${p('attempt')}::uuid and student_id = ${p('student')}::uuid and status = 'in_progress' for share)
            and exists (select 1 from ${exams} where id = ${p('exam')}::uuid and version = ${p('version')}::int)`,
        ),
    )
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { answer: sql`excluded.answer`, savedAt: sql`excluded.saved_at` } })
    .returning({ savedAt: attemptAnswers.savedAt })
    .prepare('autosave_known_write');
}
const knownWrites = new WeakMap<Db, ReturnType<typeof prepareKnownWrite>>();

async function writeKnownAnswer(c: StudentContext, attemptId: string, questionId: string, answer: GivenAnswerBody, exam: { id: string; version: number }): Promise<boolean> {
  let write = knownWrites.get(c.db);
  if (!write) knownWrites.set(c.db, (write = prepareKnownWrite(c.db)));
  const saved = await write.execute({
    attempt: attemptId,
    question: questionId,
    answer: JSON.stringify(answer),
    at: c.now.toISOString(),
    student: c.student.id,
    exam: exam.id,
    version: exam.version,
  });
  return saved.length > 0;
}

/** `PUT /attempts/{id}/answers/{question_id}`: durable when answered. */
export async function saveAnswer(
  c: StudentContext,
  attemptId: string,
  questionId: string,
  body: unknown,
): Promise<{ question_id: string; saved_at: string; seconds_left: number | null }> {
  const parsed = saveAnswerRequestSchema.parse(body);
  const known = openAttempts.get(attemptId);
  if (known && known.studentId === c.student.id && !isOverdue({ status: 'in_progress', deadline: known.deadline }, c.now)) {
    const question = (await examQuestionsOf(c.db, known.examId, known.examVersion)).find((q) => q.id === questionId);
    // a wrong shape is refused by the full path, after what it checks first (a submitted attempt: 409)
    const answer = question && shapeOk(question, parsed) ? checkShape(question, parsed, c.locale) : null;
    if (answer) {
      if (await writeKnownAnswer(c, attemptId, questionId, answer, { id: known.examId, version: known.examVersion })) {
        return { question_id: questionId, saved_at: c.now.toISOString(), seconds_left: secondsLeft({ status: 'in_progress', deadline: known.deadline }, c.now) };
      }
    }
  }
  const { attempt, exam } = await ownAttempt(c.db, c.student.id, attemptId);
  if (attempt.status === 'submitted') throw new AppError('conflict', 409, 'attempt_submitted');
  if (isOverdue(attempt, c.now)) {
    await closeAttempt(c.db, attempt.id, c.now, 'deadline');
    throw new AppError('conflict', 409, 'attempt_time_over');
  }
  const question = (await examQuestionsOf(c.db, exam.id, exam.version)).find((q) => q.id === questionId);
  if (!question) throw new AppError('not_found', 404, 'exam_question_not_found');
  const answer = checkShape(question, parsed, c.locale);
  if (!(await writeAnswer(c, attempt.id, questionId, answer))) throw new AppError('conflict', 409, 'attempt_submitted');
  rememberOpen(attempt, exam);
  return { question_id: questionId, saved_at: c.now.toISOString(), seconds_left: secondsLeft(attempt, c.now) };
}

/**
 * `PUT /attempts/{id}/flags/{question_id}`: a question flagged for review, or no longer, while the
 * attempt is open; kept with the attempt (a reload, another device), in one statement that adds or
 * removes the id (twice is harmless).
 */
export async function setFlag(c: StudentContext, attemptId: string, questionId: string, body: unknown): Promise<{ question_id: string; flagged: boolean }> {
  const { flagged } = flagRequestSchema.parse(body);
  const { attempt, exam } = await ownAttempt(c.db, c.student.id, attemptId);
  if (attempt.status === 'submitted') throw new AppError('conflict', 409, 'attempt_submitted');
  if (isOverdue(attempt, c.now)) {
    await closeAttempt(c.db, attempt.id, c.now, 'deadline');
    throw new AppError('conflict', 409, 'attempt_time_over');
  }
  if (!(await examQuestionsOf(c.db, exam.id, exam.version)).some((q) => q.id === questionId)) throw new AppError('not_found', 404, 'exam_question_not_found');
  const without = sql`array_remove(${examAttempts.flagged}, ${questionId}::text)`;
  const written = await c.db
    .update(examAttempts)
    .set({ flagged: flagged ? sql`array_append(${without}, ${questionId}::text)` : without })
    .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, 'in_progress')))
    .returning({ id: examAttempts.id });
  if (written.length === 0) throw new AppError('conflict', 409, 'attempt_submitted');
  return { question_id: questionId, flagged };
}

function shapeOk(q: Question, body: GivenAnswerBody): boolean {
  if (q.format === 'typed') return 'text' in body;
  return 'option_id' in body && q.options.some((o) => o.id === body.option_id);
}

export function checkShape(q: Question, body: GivenAnswerBody, locale: Locale): GivenAnswerBody {
  const wrong = (path: string) =>
    new AppError('validation_failed', 422, 'validation_failed', {}, [{ path, key: 'attempt_wrong_format', params: { format: QUESTION_FORMAT_NAMES[q.format][locale] } }]);
  if (q.format === 'typed') {
    if (!('text' in body)) throw wrong('option_id');
    return { text: body.text.normalize('NFC') };
  }
  if (!('option_id' in body)) throw wrong('text');
  if (!q.options.some((o) => o.id === body.option_id))
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'option_id', key: 'attempt_option_unknown' }]);
  return { option_id: body.option_id };
}

/**
 * Grades and closes an attempt once: the row is locked, so a submit, a second submit and the sweep
 * at the same moment write one grade. Answers saved before the lock are all counted.
 */
export async function closeAttempt(db: Db, attemptId: string, now: Date, by: 'student' | 'deadline'): Promise<AttemptRow> {
  return db.transaction(async (tx: Tx) => {
    const [a] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
    if (!a) throw new AppError('not_found', 404, 'not_found');
    if (a.status === 'submitted') return a;
    const [exam] = await tx.select().from(exams).where(eq(exams.id, a.examId));
    const questions = await examQuestionsOf(tx, a.examId, exam!.version);
    const given = new Map((await tx.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id))).map((r) => [r.questionId, r.answer]));
    const grading = Object.fromEntries(questions.map((q) => [q.id, gradeAnswer(q, given.get(q.id))]));
    const { earned, possible, score } = scoreOf(Object.values(grading));
    // an attempt closed by the sweep is dated at its deadline, not at the moment the sweep ran
    const at = by === 'deadline' && a.deadline && a.deadline < now ? a.deadline : now;
    const [done] = await tx
      .update(examAttempts)
      .set({
        status: 'submitted',
        submittedAt: at,
        closedBy: by,
        earned: String(earned),
        possible,
        score: String(score),
        passed: score >= (exam!.passingScore ?? 0),
        grading,
      })
      .where(eq(examAttempts.id, a.id))
      .returning();
    // the student's grade at the exam (by its grading method) may have moved: their certificate follows it
    await reconcileStudentCertificate(tx, exam!, done!.studentId, now);
    await emitOrganizationEvent(tx, exam!, 'attempt.submitted', attemptData(done!), now);
    // the LMS gradebook of a learner who came by LTI gets the score (the scores' outbox)
    await queueScores(tx, done!, now);
    return done!;
  });
}

/**
 * Grades every submitted attempt of an exam again against `questions` (the exam after a key
 * change or a removal): a removed question counts for nobody, a changed key for everybody.
 */
export async function regradeSubmitted(tx: Tx, exam: ExamRow, questions: readonly Question[], now: Date): Promise<number> {
  const done = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.status, 'submitted')));
  if (done.length === 0) return 0;
  // every answer and certificate of the exam read once, not once per attempt
  const answers = await tx
    .select({ attemptId: attemptAnswers.attemptId, questionId: attemptAnswers.questionId, answer: attemptAnswers.answer })
    .from(attemptAnswers)
    .where(
      inArray(
        attemptAnswers.attemptId,
        done.map((a) => a.id),
      ),
    );
  const byAttempt = new Map<string, Map<string, (typeof answers)[number]['answer']>>();
  for (const r of answers) {
    let given = byAttempt.get(r.attemptId);
    if (!given) byAttempt.set(r.attemptId, (given = new Map()));
    given.set(r.questionId, r.answer);
  }
  // a teacher's points for a question stand through a regrade (ADR 0090)
  const points = await pointsOfAttempts(
    tx,
    done.map((a) => a.id),
  );
  for (const a of done) {
    const given = byAttempt.get(a.id) ?? new Map();
    const grading = applyPoints(Object.fromEntries(questions.map((q) => [q.id, gradeAnswer(q, given.get(q.id))])), points.get(a.id));
    const { earned, possible, score } = scoreOf(Object.values(grading));
    const [regraded] = await tx
      .update(examAttempts)
      .set({ earned: String(earned), possible, score: String(score), passed: score >= (exam.passingScore ?? 0), grading })
      .where(eq(examAttempts.id, a.id))
      .returning();
    await emitOrganizationEvent(tx, exam, 'attempt.graded', attemptData(regraded!), now);
    await queueScores(tx, regraded!, now);
  }
  // each student's certificate follows their new grade (by the exam's grading method)
  for (const studentId of new Set(done.map((a) => a.studentId))) await reconcileStudentCertificate(tx, exam, studentId, now);
  return done.length;
}

/** Closes every attempt past its deadline and grace (the sweep); answers how many. */
export async function closeOverdueAttempts(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'in_progress'), lt(examAttempts.deadline, new Date(now.getTime() - GRACE_MS))))
    .limit(limit);
  for (const { id } of due) await closeAttempt(db, id, now, 'deadline');
  return due.length;
}
