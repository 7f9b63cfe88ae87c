/**
 * What each screen of a live session shows, from one read of the session (ADR 0091). The educator
 * and each student get their own view; a question's key and the spread of its answers are in a view
 * only once the question closed, so nothing a phone receives while it is open tells the answer.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { LIVE_LEADERBOARD_SIZE, type LiveHostView, type LiveStudentView } from '@tasreef/contracts/live';
import { translate, type Locale } from '@tasreef/contracts';
import type { Question } from '@tasreef/contracts/exams';
import { users } from '../db/accounts.ts';
import { studentQuestion } from '../lib/student-question.ts';
import type { Db } from '../db/client.ts';
import { liveAnswers, liveParticipants, liveSessions } from '../db/live.ts';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
type AnswerRow = typeof liveAnswers.$inferSelect;

/**
 * A session as read at one moment: the row, its participants (by join order) with what they scored
 * on the questions before the current one, and the answers to the current question. Whether each
 * participant may still take part is not read here (ADR 0100): the hub asks it of the streams it is
 * about to send to (`eligibleAmong`), and every request asks it of its caller.
 */
export interface LiveSnapshot {
  session: LiveSessionRow;
  /** `score`, `correct`: of the questions before the current one. */
  participants: Array<{ userId: string; name: string; score: number; correct: number }>;
  /** The answers to the current question only. */
  answers: AnswerRow[];
}

export async function readSnapshot(db: Pick<Db, 'select'>, sessionId: string): Promise<LiveSnapshot | null> {
  const [session] = await db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  if (!session) return null;
  // the earlier questions summed by the database: a row a participant, not one an answer given
  const earlier = db
    .select({
      userId: liveAnswers.userId,
      score: sql<number>`sum(${liveAnswers.points})::int`.as('score'),
      correct: sql<number>`(count(*) filter (where ${liveAnswers.verdict} = 'correct'))::int`.as('correct'),
    })
    .from(liveAnswers)
    .where(and(eq(liveAnswers.sessionId, sessionId), lt(liveAnswers.questionIndex, session.currentIndex)))
    .groupBy(liveAnswers.userId)
    .as('earlier');
  const [participants, answers] = await Promise.all([
    db
      .select({
        userId: liveParticipants.userId,
        name: users.fullName,
        score: sql<number>`coalesce(${earlier.score}, 0)`.mapWith(Number),
        correct: sql<number>`coalesce(${earlier.correct}, 0)`.mapWith(Number),
      })
      .from(liveParticipants)
      .innerJoin(users, eq(users.id, liveParticipants.userId))
      .leftJoin(earlier, eq(earlier.userId, liveParticipants.userId))
      .where(eq(liveParticipants.sessionId, sessionId))
      .orderBy(asc(liveParticipants.joinedAt), asc(liveParticipants.userId)),
    db
      .select()
      .from(liveAnswers)
      .where(and(eq(liveAnswers.sessionId, sessionId), eq(liveAnswers.questionIndex, session.currentIndex))),
  ]);
  return { session, participants, answers };
}

/** Whether the question shown has closed (its key may be shown). */
const revealed = (s: LiveSessionRow) => s.status === 'closed' || s.status === 'ended';
const currentQuestion = (s: LiveSessionRow): Question | null => (s.currentIndex >= 0 ? (s.questions[s.currentIndex] ?? null) : null);

/** Points count once their question closed: the board does not tell the class who is right while it is open. */
function scores(snap: LiveSnapshot): Map<string, { score: number; correct: number }> {
  const out = new Map(snap.participants.map((p) => [p.userId, { score: p.score, correct: p.correct }]));
  if (!revealed(snap.session)) return out;
  for (const a of snap.answers) {
    const s = out.get(a.userId);
    if (!s) continue;
    s.score += a.points;
    if (a.verdict === 'correct') s.correct += 1;
  }
  return out;
}

/** Names in Arabic order (one collator, not one a comparison). */
const byName = new Intl.Collator('ar');

/** Everyone ranked (equal scores share a rank), best first, then by name. */
export function ranking(snap: LiveSnapshot): Array<{ userId: string; rank: number; name: string; score: number; correct: number }> {
  const by = scores(snap);
  const rows = snap.participants.map((p) => ({ userId: p.userId, name: p.name, ...by.get(p.userId)! }));
  rows.sort((a, b) => b.score - a.score || byName.compare(a.name, b.name));
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || r.score !== rows[i - 1]!.score) rank = i + 1;
    return { ...r, rank };
  });
}

function distribution(snap: LiveSnapshot, q: Question): LiveHostView['distribution'] {
  const mine = snap.answers;
  if (q.format !== 'typed' && q.answer && 'option_id' in q.answer) {
    const key = q.answer.option_id;
    return q.options.map((o) => ({
      key: o.id,
      label: { ar: o.label?.ar || o.text, en: o.label?.en || o.text },
      count: mine.filter((a) => 'option_id' in a.answer && a.answer.option_id === o.id).length,
      correct: o.id === key,
    }));
  }
  const verdicts = ['correct', 'marks', 'marks_missing', 'wrong'] as const;
  return verdicts.map((v) => ({
    key: v,
    label: { ar: translate('ar', `live_verdict_${v}`), en: translate('en', `live_verdict_${v}`) },
    count: mine.filter((a) => a.verdict === v).length,
    correct: v === 'correct',
  }));
}

export function hostView(snap: LiveSnapshot, code: string | null, now: Date, locale: Locale, ranks = ranking(snap)): LiveHostView {
  const { session } = snap;
  const q = currentQuestion(session);
  const open = session.status !== 'ended' && session.codeExpiresAt > now;
  const shown = q && revealed(session);
  return {
    id: session.id,
    title: session.title,
    role: 'host',
    status: session.status,
    step: session.step,
    index: session.currentIndex,
    question_count: session.questions.length,
    participants: snap.participants.length,
    answered: snap.answers.length,
    code: open ? code : null,
    code_expires_at: open ? session.codeExpiresAt.toISOString() : null,
    question: q ? studentQuestion(q, locale) : null,
    answer: shown ? q.answer : null,
    distribution: shown ? distribution(snap, q) : null,
    leaderboard: ranks.slice(0, LIVE_LEADERBOARD_SIZE).map(({ rank, name, score, correct }) => ({ rank, name, score, correct })),
  };
}

export function studentView(snap: LiveSnapshot, userId: string, locale: Locale, ranks = ranking(snap)): LiveStudentView {
  const { session } = snap;
  const q = currentQuestion(session);
  const mine = snap.answers.find((a) => a.userId === userId) ?? null;
  const shown = q !== null && revealed(session);
  const me = ranks.find((r) => r.userId === userId);
  return {
    id: session.id,
    title: session.title,
    role: 'student',
    status: session.status,
    step: session.step,
    index: session.currentIndex,
    question_count: session.questions.length,
    question: q ? studentQuestion(q, locale) : null,
    given: mine?.answer ?? null,
    answer: shown ? q.answer : null,
    verdict: shown ? ((mine?.verdict as LiveStudentView['verdict']) ?? 'unanswered') : null,
    points: shown ? (mine?.points ?? 0) : null,
    me: { score: me?.score ?? 0, rank: me && me.score > 0 ? me.rank : null },
  };
}

/** The id of an event: it changes whenever the view it names would, so a reconnection that missed nothing is sent nothing. */
export const hostEventId = (v: LiveHostView) => `${v.step}.${v.participants}.${v.answered}`;
export const studentEventId = (v: LiveStudentView) => `${v.step}.${v.given ? 1 : 0}`;
