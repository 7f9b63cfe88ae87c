/**
 * The exam list and an exam's details. States and time statuses are computed from the dates at
 * the moment of asking: a published exam whose publish date is ahead is `upcoming`.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ExamDetails, ExamListQuery, ExamState, ExamSummary, ExamTimeStatus } from '@tasreef/contracts/exams';
import { examListQuerySchema } from '@tasreef/contracts/exams';
import { translate, type Locale } from '@tasreef/contracts';
import { downloadAllowance } from './entitlements.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { examAttempts, exams, examAssignments, examQuestions } from '../db/exams.ts';
import { isOverdue } from './attempts.ts';
import { classes } from '../db/management.ts';
import type { WorkspaceContext } from '../management/workspace.ts';
import { assignedToStudent, findExam, visibleExams, type ExamRow } from './scope.ts';
import { containsPattern } from '../lib/like.ts';
import { effectiveDates, overridesReaching, withOverrides } from './overrides.ts';

export const EXAMS_PER_PAGE = 20;

export function stateOf(e: Pick<ExamRow, 'status' | 'publishAt'>, now: Date): ExamState {
  if (e.status !== 'published') return e.status;
  return e.publishAt && e.publishAt > now ? 'upcoming' : 'published';
}

export function timeStatusOf(e: Pick<ExamRow, 'status' | 'publishAt' | 'expiresAt'>, now: Date): ExamTimeStatus | null {
  if (e.status !== 'published' || !e.publishAt) return null;
  if (e.publishAt > now) return 'upcoming';
  if (e.expiresAt === null) return 'opened';
  return e.expiresAt <= now ? 'time_ended' : 'started';
}

/** An exam's open and close dates: its own (an educator's list), or as a student meets them (`effectiveDates`). */
interface Dates {
  open: SQL | typeof exams.publishAt;
  close: SQL | typeof exams.expiresAt;
}
const ownDates: Dates = { open: exams.publishAt, close: exams.expiresAt };

/** A list group (shared/spec/exams.md) as a condition. */
function groupCondition(group: string | undefined, now: Date, d: Dates): SQL | undefined {
  const published = eq(exams.status, 'published');
  const started = and(published, sql`${d.open} <= ${now}`);
  switch (group) {
    case 'drafts':
      return inArray(exams.status, ['draft_setup', 'draft']);
    case 'current':
      return and(started, or(sql`${d.close} is null`, sql`${d.close} > ${now}`));
    case 'upcoming':
    case 'scheduled':
      return and(published, sql`${d.open} > ${now}`);
    case 'finished':
      return and(published, sql`${d.close} <= ${now}`);
    case 'open':
      return and(started, sql`${d.close} is null`);
    case 'cloned':
      return isNotNull(exams.clonedFrom);
    case 'groups':
      return sql`exists (select 1 from ${examAssignments} a where a.exam_id = ${exams.id} and a.target = 'class')`;
    case 'reports':
      return sql`exists (select 1 from ${examAttempts} t where t.exam_id = ${exams.id} and t.status = 'submitted')`;
    default:
      return undefined;
  }
}

function timeCondition(status: ExamTimeStatus | undefined, now: Date, d: Dates): SQL | undefined {
  const published = eq(exams.status, 'published');
  switch (status) {
    case 'upcoming':
      return and(published, sql`${d.open} > ${now}`);
    case 'opened':
      return and(published, sql`${d.open} <= ${now}`, sql`${d.close} is null`);
    case 'started':
      return and(published, sql`${d.open} <= ${now}`, sql`${d.close} > ${now}`);
    case 'time_ended':
      return and(published, sql`${d.close} <= ${now}`);
    default:
      return undefined;
  }
}

export function summary(e: ExamRow, questionCount: number, ownerName: string, now: Date): ExamSummary {
  return {
    id: e.id,
    title: e.title,
    objective: e.objective,
    status: stateOf(e, now),
    time_status: timeStatusOf(e, now),
    setup_step: e.setupStep,
    question_count: questionCount,
    publish_at: e.publishAt?.toISOString() ?? null,
    expires_at: e.expiresAt?.toISOString() ?? null,
    access: e.access ?? null,
    duration_minutes: e.durationMinutes,
    passing_score: e.passingScore,
    attempts_allowed: e.attemptsAllowed,
    review: e.review ?? null,
    grading_method: e.gradingMethod,
    cloned_from: e.clonedFrom,
    owner: { id: e.ownerId, full_name: ownerName },
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    published_at: e.publishedAt?.toISOString() ?? null,
  };
}

/** An educator's exams (their own; a school's all of its teachers'), or a student's assigned ones. */
export async function listExams(
  db: Db,
  who: { ws: WorkspaceContext } | { studentId: string },
  query: ExamListQuery,
  now: Date,
): Promise<{ items: ExamSummary[]; total: number; page: number }> {
  const q = examListQuerySchema.parse(query);
  const scope = 'ws' in who ? visibleExams(who.ws) : assignedToStudent(who.studentId);
  // a student's groups, due dates and order are by the dates their overrides give them (ADR 0089)
  const d = 'ws' in who ? ownDates : effectiveDates(who.studentId);
  // a student's date filters are due dates (an exam without an end never falls due); an educator's, creation dates
  const dated = 'ws' in who ? exams.createdAt : d.close;
  const where = and(
    scope,
    groupCondition(q.group, now, d),
    timeCondition(q.time_status, now, d),
    q.search ? ilike(exams.title, containsPattern(q.search)) : undefined,
    q.from_date ? sql`${dated} >= ${new Date(`${q.from_date}T00:00:00Z`)}` : undefined,
    q.to_date ? sql`${dated} < ${new Date(Date.parse(`${q.to_date}T00:00:00Z`) + 86_400_000)}` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(exams).where(where);
  const found = await db
    .select({ exam: exams, owner: users.fullName, questions: sql<number>`(select count(*)::int from ${examQuestions} q where q.exam_id = ${exams.id})` })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.ownerId))
    .where(where)
    // ascending puts the exams without an end last (PostgreSQL's NULLS LAST for ASC)
    .orderBy(...(q.order === 'due' ? [sql`${d.close} asc`, desc(exams.createdAt)] : [desc(exams.createdAt)]), asc(exams.id))
    .limit(EXAMS_PER_PAGE)
    .offset((q.page - 1) * EXAMS_PER_PAGE);
  // each exam of a student's list as they meet it: their dates and attempts
  const reaching =
    'studentId' in who
      ? await overridesReaching(
          db,
          who.studentId,
          found.map((r) => r.exam.id),
        )
      : [];
  const rows = 'studentId' in who ? found.map((r) => ({ ...r, exam: withOverrides(r.exam, reaching).exam })) : found;
  const items = rows.map((r) => summary(r.exam, r.questions, r.owner, now));
  if ('ws' in who) await addClassesAndAttempts(db, items);
  if ('studentId' in who)
    await addMyAttempts(
      db,
      who.studentId,
      rows.map((r) => r.exam),
      items,
      now,
    );
  return { items, total: total?.n ?? 0, page: q.page };
}

/** An educator's list: the classes each exam is assigned to and its submitted attempts. */
async function addClassesAndAttempts(db: Db, items: ExamSummary[]): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((e) => e.id);
  const assigned = await db
    .select({ examId: examAssignments.examId, id: classes.id, name: classes.name })
    .from(examAssignments)
    .innerJoin(classes, eq(classes.id, examAssignments.targetId))
    .where(and(inArray(examAssignments.examId, ids), eq(examAssignments.target, 'class')))
    .orderBy(asc(classes.name), asc(classes.id));
  const submitted = await db
    .select({ examId: examAttempts.examId, n: count() })
    .from(examAttempts)
    .where(and(inArray(examAttempts.examId, ids), eq(examAttempts.status, 'submitted')))
    .groupBy(examAttempts.examId);
  for (const e of items) {
    e.classes = assigned.filter((a) => a.examId === e.id).map(({ id, name }) => ({ id, name }));
    e.submitted_attempts = submitted.find((x) => x.examId === e.id)?.n ?? 0;
  }
}

/**
 * A student's list: each exam with their attempts and the verb of its page (Start, Resume, Result).
 * An attempt past its deadline and grace is not resumable: it reads as taken (the sweep closes it).
 */
async function addMyAttempts(db: Db, studentId: string, rows: ExamRow[], items: ExamSummary[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const mine = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.studentId, studentId),
        inArray(
          examAttempts.examId,
          rows.map((e) => e.id),
        ),
      ),
    )
    .orderBy(desc(examAttempts.number));
  rows.forEach((e, i) => {
    const own = mine.filter((a) => a.examId === e.id);
    const open = own.find((a) => a.status === 'in_progress' && !isOverdue(a, now)) ?? null;
    const last = own.find((a) => a.status === 'submitted') ?? null;
    const expired = e.expiresAt !== null && e.expiresAt <= now;
    const running = e.publishAt !== null && e.publishAt <= now && !expired;
    const left = expired ? 0 : e.attemptsAllowed === null ? null : Math.max(0, e.attemptsAllowed - own.length);
    items[i]!.my_attempts = {
      used: own.length,
      left,
      open_attempt_id: open?.id ?? null,
      last: last ? { id: last.id, result: last.passed ? 'passed' : 'failed', score: last.score === null ? null : Number(last.score) } : null,
      action: open ? 'resume' : own.length > 0 ? 'result' : running && left !== 0 ? 'start' : null,
    };
  });
}

export async function examDetails(db: Db, ws: WorkspaceContext, id: string, now: Date, locale: Locale): Promise<ExamDetails> {
  const e = await findExam(db, ws, id);
  const [owner] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, e.ownerId));
  const questions = (await db.select().from(examQuestions).where(eq(examQuestions.examId, id)).orderBy(examQuestions.position)).map((r) => r.question);
  const targets = await db.select().from(examAssignments).where(eq(examAssignments.examId, id));
  const ids = (t: string) => targets.filter((x) => x.target === t).map((x) => x.targetId);
  const classRows = ids('class').length
    ? await db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(inArray(classes.id, ids('class')))
    : [];
  const people = [...ids('student'), ...ids('teacher')];
  const personRows = people.length ? await db.select({ id: users.id, full_name: users.fullName }).from(users).where(inArray(users.id, people)) : [];
  const name = (x: string) => personRows.find((p) => p.id === x)?.full_name ?? '—';
  return {
    ...summary(e, questions.length, owner?.name ?? '—', now),
    request: e.request,
    version: e.version,
    questions,
    assignments: {
      classes: classRows,
      students: ids('student').map((x) => ({ id: x, full_name: name(x) })),
      teachers: ids('teacher').map((x) => ({ id: x, full_name: name(x) })),
    },
    grade_scale: e.gradeScale ?? null,
    certificates: e.certificates,
    shuffle: e.shuffle,
    one_per_page: e.onePerPage,
    pdf_download: await pdfDownload(db, ws.ownerId, locale),
  };
}

/** Whether the organisation's plan lets its educators download PDFs; if not, the sentence naming the plan that does. */
async function pdfDownload(db: Db, ownerId: string, locale: Locale): Promise<ExamDetails['pdf_download']> {
  const pdf = await downloadAllowance(db, ownerId, locale);
  return pdf.allowed ? { allowed: true, message: null } : { allowed: false, message: translate(locale, 'plan_limit_download', { plan: pdf.plan }) };
}
