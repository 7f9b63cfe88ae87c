/**
 * What changes a live session (ADR 0091): its educator starts it from an exam, moves it on step by
 * step and ends it; a student of their classes joins by its code and answers the open question,
 * once. Every change is a statement on the database that checks the state it changes from, so two
 * servers (or a double click) cannot move a session twice or take two answers to one question.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import { LIVE_CODE_TTL_MINUTES, LIVE_SPEED_SECONDS, type LiveAnswerRequest, type LiveStatus } from '@tasreef/contracts/live';
import { gradeAnswer } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { examQuestions, exams } from '../db/exams.ts';
import { liveAnswers, liveParticipants, liveSessions } from '../db/live.ts';
import { organizations } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import type { Sealer } from '../lib/sealer.ts';
import { newCode } from './code.ts';
import { mayJoin } from './eligibility.ts';
import type { LiveSessionRow } from './views.ts';

export interface LiveDeps {
  db: Db;
  sealer: Sealer;
  hashCode: (code: string) => string;
}

const notFound = () => new AppError('not_found', 404, 'not_found');

/** Where the educator works: the organisation, and whether they own it (a school sees its teachers' exams). */
export interface Educator {
  organizationId: string;
  userId: string;
  role: 'owner' | 'teacher';
}

/** An exam the educator sees, by the rule of ADR 0027 (exams/scope.ts `visibleExams`): its organisation's, and their own unless they own it. */
async function visibleExam(db: Pick<Db, 'select'>, who: Educator, examId: string) {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.organizationId, who.organizationId), who.role === 'owner' ? undefined : eq(exams.ownerId, who.userId)));
  if (!exam) throw notFound();
  return exam;
}

/** A new session of an exam the educator sees, in the lobby, with a fresh code. */
export async function startSession(d: LiveDeps, ws: Educator, examId: string, now: Date): Promise<{ session: LiveSessionRow; code: string }> {
  const exam = await visibleExam(d.db, ws, examId);
  const rows = await d.db.select({ q: examQuestions.question }).from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(examQuestions.position);
  if (rows.length === 0) throw new AppError('conflict', 409, 'live_exam_empty');
  // a code taken by another open session is drawn again (the unique index says so); 23^6 codes make a second clash rare
  for (let tries = 0; ; tries++) {
    const code = newCode();
    const id = crypto.randomUUID();
    const [session] = await d.db
      .insert(liveSessions)
      .values({
        id,
        organizationId: ws.organizationId,
        hostId: ws.userId,
        examId: exam.id,
        title: exam.title,
        questions: rows.map((r) => r.q),
        codeHash: d.hashCode(code),
        codeSealed: d.sealer.seal(code, id),
        codeExpiresAt: new Date(now.getTime() + LIVE_CODE_TTL_MINUTES * 60_000),
        status: 'lobby',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (session) return { session, code };
    if (tries >= 5) throw new Error('no free live code after 6 draws');
  }
}

/** The session of its host, or 404: another educator's session does not exist for them. */
export async function hostedSession(db: Pick<Db, 'select'>, hostId: string, id: string): Promise<LiveSessionRow> {
  const [s] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, id), eq(liveSessions.hostId, hostId)));
  if (!s) throw notFound();
  return s;
}

/**
 * The session a student joined and may still take part in, or 404: one removed from the school, or
 * from the host's classes, since they joined sees, streams and answers no more.
 */
export async function joinedSession(db: Pick<Db, 'select'>, userId: string, id: string): Promise<LiveSessionRow> {
  const [row] = await db
    .select({ s: liveSessions })
    .from(liveSessions)
    .innerJoin(liveParticipants, and(eq(liveParticipants.sessionId, liveSessions.id), eq(liveParticipants.userId, userId)))
    .where(and(eq(liveSessions.id, id), mayJoin({ organizationId: liveSessions.organizationId, hostId: liveSessions.hostId }, userId)));
  if (!row) throw notFound();
  return row.s;
}

export async function joinSession(d: LiveDeps, userId: string, code: string, now: Date): Promise<LiveSessionRow> {
  const [session] = await d.db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.codeHash, d.hashCode(code)), sql`${liveSessions.status} <> 'ended'`));
  // an expired code reads as one that never was: it tells a guesser nothing
  if (!session || session.codeExpiresAt <= now) throw new AppError('not_found', 404, 'live_code_unknown');
  const [ok] = await d.db
    .select({ ok: sql<number>`1` })
    .from(organizations)
    .where(and(eq(organizations.id, session.organizationId), mayJoin(session, userId)));
  if (!ok) throw new AppError('forbidden', 403, 'live_not_your_class');
  await d.db.insert(liveParticipants).values({ sessionId: session.id, userId, joinedAt: now }).onConflictDoNothing();
  return session;
}

/** The state after `s`: lobby → question 1 open → closed → question 2 open → … → ended. */
function nextState(s: LiveSessionRow): { status: LiveStatus; currentIndex: number } {
  if (s.status === 'open') return { status: 'closed', currentIndex: s.currentIndex };
  if (s.currentIndex + 1 < s.questions.length) return { status: 'open', currentIndex: s.currentIndex + 1 };
  return { status: 'ended', currentIndex: s.currentIndex };
}

/** One step on, from the step the educator's screen showed: a second click on the same step is a 409, not a skipped question. */
export async function advanceSession(db: Db, hostId: string, id: string, step: number, now: Date): Promise<LiveSessionRow> {
  const s = await hostedSession(db, hostId, id);
  if (s.status === 'ended') throw new AppError('conflict', 409, 'live_session_ended');
  if (s.step !== step) throw new AppError('conflict', 409, 'live_step_moved');
  const next = nextState(s);
  const [moved] = await db
    .update(liveSessions)
    .set({
      ...next,
      step: s.step + 1,
      ...(next.status === 'open' ? { openedAt: now } : {}),
      ...(next.status === 'ended' ? { endedAt: now } : {}),
    })
    .where(and(eq(liveSessions.id, id), eq(liveSessions.step, step)))
    .returning();
  if (!moved) throw new AppError('conflict', 409, 'live_step_moved');
  return moved;
}

export async function endSession(db: Db, hostId: string, id: string, now: Date): Promise<LiveSessionRow> {
  const s = await hostedSession(db, hostId, id);
  if (s.status === 'ended') return s;
  const [ended] = await db
    .update(liveSessions)
    .set({ status: 'ended', step: sql`${liveSessions.step} + 1`, endedAt: now })
    .where(and(eq(liveSessions.id, id), sql`${liveSessions.status} <> 'ended'`))
    .returning();
  return ended ?? (await hostedSession(db, hostId, id));
}

/** Half the points for being right, the other half shrinking to nothing over LIVE_SPEED_SECONDS. */
export function pointsOf(credit: number, elapsedMs: number): number {
  if (credit <= 0) return 0;
  const speed = Math.max(0, 1 - elapsedMs / (LIVE_SPEED_SECONDS * 1000));
  return Math.round(credit * (500 + 500 * speed));
}

/** A student's one answer to the open question; taken only while that question is open (checked in the insert itself). */
export async function answerQuestion(db: Db, userId: string, id: string, body: LiveAnswerRequest, now: Date): Promise<{ questionId: string; answeredAt: Date }> {
  const s = await joinedSession(db, userId, id);
  if (s.status === 'ended') throw new AppError('conflict', 409, 'live_session_ended');
  const q = s.currentIndex >= 0 ? s.questions[s.currentIndex] : undefined;
  if (s.status !== 'open' || !q || q.id !== body.question_id) throw new AppError('conflict', 409, 'live_question_not_open');
  const given = body.answer;
  if ('option_id' in given ? q.format === 'typed' || !q.options.some((o) => o.id === given.option_id) : q.format !== 'typed')
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'answer', key: 'live_option_unknown' }]);
  const grade = gradeAnswer(q, given);
  const points = pointsOf(grade.credit, now.getTime() - (s.openedAt ?? now).getTime());
  const stillOpen = exists(sql`(select 1 from ${liveSessions} s where s.id = ${id} and s.status = 'open' and s.current_index = ${s.currentIndex})`);
  const inserted = await db
    .insert(liveAnswers)
    .select(
      db
        .select({
          sessionId: sql`${id}::uuid`.as('session_id'),
          userId: sql`${userId}::uuid`.as('user_id'),
          questionIndex: sql`${s.currentIndex}::int`.as('question_index'),
          answer: sql`${JSON.stringify(given)}::jsonb`.as('answer'),
          verdict: sql`${grade.verdict}`.as('verdict'),
          credit: sql`${grade.credit}::real`.as('credit'),
          points: sql`${points}::int`.as('points'),
          answeredAt: sql`${now.toISOString()}::timestamptz`.as('answered_at'),
        })
        .from(sql`(select 1) as one`)
        .where(stillOpen),
    )
    .onConflictDoNothing()
    .returning({ at: liveAnswers.answeredAt });
  if (inserted.length > 0) return { questionId: q.id, answeredAt: now };
  const [mine] = await db
    .select({ at: liveAnswers.answeredAt })
    .from(liveAnswers)
    .where(and(eq(liveAnswers.sessionId, id), eq(liveAnswers.userId, userId), eq(liveAnswers.questionIndex, s.currentIndex)));
  throw new AppError('conflict', 409, mine ? 'live_answered_already' : 'live_question_not_open');
}
