/**
 * Exam reports (docs/reports.md): an exam's statistics from each student's grade by the exam's
 * grading method (ADR 0072), per
 * question and per grammatical feature; the educator's exams with their headline figures; a
 * student's attempts across the caller's exams. Each cut to the plan's reports level and retention.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { ATTEMPT_GRACE_SECONDS } from '@tasreef/contracts/attempts';
import { QUESTION_TYPE_NAMES, optionText, type Question } from '@tasreef/contracts/exams';
import { gradeOf, type ExamGradeScale } from '@tasreef/contracts/grades';
import type { ExamReport, FeatureReport, Headline, QuestionStat, ReportListItem, StudentReport, StudentRow } from '@tasreef/contracts/reports';
import { REPORTS_PER_PAGE, REPORT_STUDENTS_PER_PAGE, reportListQuerySchema } from '@tasreef/contracts/reports';
import { normalizeTyped } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { examAssignments, examAttempts, examQuestions, exams } from '../db/exams.ts';
import { classes, memberships } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import type { WorkspaceContext } from '../management/workspace.ts';
import { visibleClasses, visibleMembers } from '../management/visibility.ts';
import { stateOf, timeStatusOf } from '../exams/list.ts';
import { visibleExams, type ExamRow } from '../exams/scope.ts';
import { attemptsKey, classStudentIds, reportVersion, reportVersionOf, type ReportCache } from './cache.ts';
import { answersOf, closeOverdue, latestAttempts, secondsOf, submittedAttempts, type ReportAttempt } from './attempts.ts';
import { gradesByStudent, type StudentGrade } from '../lib/grading-method.ts';
import { allowanceOf, keptSince, planCatalogVersionOf, reportAllowance, retentionOf, upgradeFor, type PlanCache, type ReportAllowance } from './entitlements.ts';
import { featureLabel, featuresOf } from './features.ts';
import { discrimination, distribution, featureReport, mean, median, round, type FeatureAnswer } from './statistics.ts';
import { containsPattern } from '../lib/like.ts';

const r2 = (n: number | null) => (n === null ? null : round(n));
const latest = (xs: readonly ReportAttempt[]) => (xs.length ? new Date(Math.max(...xs.map((a) => a.submittedAt.getTime()))).toISOString() : null);

/** Each student's grade at the exam, by its grading method, with the attempts that make it. */
export type Graded = StudentGrade<ReportAttempt>;

/** The grades of these attempts (one exam's) by the exam's method: one per student. */
export const gradesOf = (all: readonly ReportAttempt[], exam: Pick<ExamRow, 'gradingMethod' | 'passingScore'>): Graded[] =>
  gradesByStudent(all, () => ({ method: exam.gradingMethod, passingScore: exam.passingScore })).map((g) => g.grade);

/** The attempts that make the grades (the report's per-question sample). */
export const countedOf = (grades: readonly Graded[]) => grades.flatMap((g) => g.counted);

/** The headline figures: every attempt counted in `attempts`, the rest from the students' grades (time: of the attempts that make them). */
export function headline(all: readonly ReportAttempt[], grades: readonly Graded[]): Headline {
  const scores = grades.map((g) => g.score);
  const seconds = countedOf(grades).map(secondsOf);
  return {
    attempts: all.length,
    students: grades.length,
    mean: r2(mean(scores)),
    median: r2(median(scores)),
    min: scores.length ? Math.min(...scores) : null,
    max: scores.length ? Math.max(...scores) : null,
    pass_rate: grades.length ? round((100 * grades.filter((g) => g.passed).length) / grades.length) : null,
    time: { mean_seconds: r2(mean(seconds)), median_seconds: r2(median(seconds)) },
    last_attempt_at: latest(all),
  };
}

async function questionsOfExams(db: Db, examIds: readonly string[]): Promise<Map<string, Question[]>> {
  const out = new Map<string, Question[]>();
  if (examIds.length === 0) return out;
  const rows = await db
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.examId, [...examIds]))
    .orderBy(asc(examQuestions.examId), asc(examQuestions.position));
  for (const r of rows) out.set(r.examId, [...(out.get(r.examId) ?? []), r.question]);
  return out;
}

const optionTextOf = (q: Question, id: string, locale: Locale) => {
  const o = q.options.find((x) => x.id === id);
  return o ? optionText(o, locale) : id;
};

function keyText(q: Question, locale: Locale): string {
  const a = q.answer;
  if (!a) return '';
  return 'option_id' in a ? optionTextOf(q, a.option_id, locale) : a.text;
}

/** Per question: verdicts, facility, discrimination, and the wrong answer given most often. */
export function questionStats(
  questions: readonly Question[],
  sample: readonly ReportAttempt[],
  answers: Map<string, Map<string, { option_id: string } | { text: string }>>,
  locale: Locale,
): QuestionStat[] {
  return questions.map((q, i) => {
    const graded = sample.map((a) => ({ a, g: a.grading[q.id] ?? { verdict: 'unanswered', credit: 0 } }));
    const verdicts = { correct: 0, marks: 0, wrong: 0, unanswered: 0 };
    // `marks` counts every typed answer with the right letters, marks wrong or missing (half credit)
    for (const { g } of graded) verdicts[(g.verdict === 'marks_missing' ? 'marks' : g.verdict in verdicts ? g.verdict : 'wrong') as keyof typeof verdicts]++;
    const wrong = new Map<string, { option_id: string | null; text: string; count: number; order: number }>();
    for (const { a, g } of graded) {
      if (g.verdict === 'correct' || g.verdict === 'unanswered') continue;
      const given = answers.get(a.id)?.get(q.id);
      if (!given) continue;
      const key = 'option_id' in given ? `o:${given.option_id}` : `t:${normalizeTyped(given.text)}`;
      const w = wrong.get(key) ?? {
        option_id: 'option_id' in given ? given.option_id : null,
        text: 'option_id' in given ? optionTextOf(q, given.option_id, locale) : normalizeTyped(given.text),
        count: 0,
        order: 'option_id' in given ? q.options.findIndex((o) => o.id === given.option_id) : q.options.length + wrong.size,
      };
      w.count++;
      wrong.set(key, w);
    }
    const top = [...wrong.values()].sort((x, y) => y.count - x.count || x.order - y.order)[0];
    const credits = graded.map(({ g }) => g.credit);
    const d = discrimination(graded.map(({ a, g }) => ({ score: a.score, credit: g.credit })));
    return {
      id: q.id,
      number: i + 1,
      type: q.type,
      type_label: QUESTION_TYPE_NAMES[q.type][locale],
      format: q.format,
      stem: q.stem[locale],
      prompt_form: q.prompt_form,
      key: keyText(q, locale),
      attempts: sample.length,
      verdicts,
      facility: r2(mean(credits)),
      discrimination: r2(d),
      most_chosen_wrong: top ? { option_id: top.option_id, text: top.text, count: top.count, share: round(top.count / sample.length) } : null,
    };
  });
}

/** Every graded answer of the attempts with its question's features. */
export function featureAnswers(sample: readonly ReportAttempt[], questionsByExam: Map<string, Question[]>): FeatureAnswer[] {
  return sample.flatMap((a) => (questionsByExam.get(a.examId) ?? []).map((q) => ({ credit: a.grading[q.id]?.credit ?? 0, features: featuresOf(q) })));
}

export const featuresIn = (locale: Locale, answers: FeatureAnswer[]): FeatureReport =>
  featureReport(answers, (d, v) => featureLabel(locale, d, v), undefined, locale === 'ar' ? ' مع ' : ' · ');

function studentRows(all: readonly ReportAttempt[], grades: readonly Graded[], scale: ExamGradeScale | null): StudentRow[] {
  const grade = (score: number) => (scale ? gradeOf(scale.bands, score) : null);
  const by = new Map<string, ReportAttempt[]>();
  for (const a of all) by.set(a.studentId, [...(by.get(a.studentId) ?? []), a]);
  const graded = new Map(grades.map((g) => [g.representative.studentId, g]));
  return [...by.values()]
    .map((xs) => {
      const sorted = [...xs].sort((x, y) => x.number - y.number);
      const first = sorted[0]!;
      const g = graded.get(first.studentId)!;
      return {
        id: first.studentId,
        full_name: first.fullName,
        attempts: sorted.length,
        first_score: first.score,
        best_score: Math.max(...sorted.map((x) => x.score)),
        last_score: sorted[sorted.length - 1]!.score,
        first_grade: grade(first.score),
        last_grade: grade(sorted[sorted.length - 1]!.score),
        score: g.score,
        grade: grade(g.score),
        passed: g.passed,
        first_seconds: secondsOf(first),
      };
    })
    .sort((x, y) => x.full_name.localeCompare(y.full_name) || x.id.localeCompare(y.id));
}

function examHead(e: ExamRow, questionCount: number, ownerName: string, now: Date): ExamReport['exam'] {
  return {
    id: e.id,
    title: e.title,
    status: stateOf(e, now),
    time_status: timeStatusOf(e, now),
    publish_at: e.publishAt?.toISOString() ?? null,
    expires_at: e.expiresAt?.toISOString() ?? null,
    passing_score: e.passingScore,
    grade_scale: e.gradeScale ?? null,
    question_count: questionCount,
    grading_method: e.gradingMethod,
    owner: { id: e.ownerId, full_name: ownerName },
  };
}

/** A class the caller sees, or 404. */
export async function visibleClass(db: Db, ws: WorkspaceContext, classId: string): Promise<void> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), visibleClasses(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
}

export interface ReportContext {
  db: Db;
  ws: WorkspaceContext;
  now: Date;
  locale: Locale;
  /** This app instance's computed reports, right by the database's counter (ADR 0058). */
  cache: ReportCache;
  /** This app instance's plan catalogue, right by the catalogue's counter (ADR 0086). */
  plans: PlanCache;
}

/**
 * The exam, the plan's allowance and the attempts a report of it reads (all of them, and each
 * student's grade by the exam's grading method): the exam's sample as of its counter, cut here by the plan's retention and the class's
 * students of now, neither of which the counter follows.
 */
export async function examSample(c: ReportContext, examId: string, classId: string | undefined) {
  const { exam, owner, version, plan, catalog, classes: assigned } = await reportedExam(c, examId);
  if (classId) await visibleClass(c.db, c.ws, classId);
  const allowance = allowanceOf(await c.plans.of(c.db, plan, catalog));
  const sample = await c.cache.sample(c.db, exam.id, version);
  const since = keptSince(allowance, c.now);
  const members = classId ? await classStudentIds(c.db, classId) : null;
  const all = sample.attempts.filter((a) => (!since || a.submittedAt >= since) && (!members || members.has(a.studentId)));
  // the grades of these very attempts, once per sample version and method (ADR 0086): the key names every attempt kept
  const kept = attemptsKey(all);
  const grades = c.cache.grades(sample, `${exam.gradingMethod}:${exam.passingScore}`, kept, () => gradesOf(all, exam));
  return { exam, owner, allowance, sample, all, kept, grades, questions: sample.questions, assigned };
}

/** The classes an exam is assigned to that the caller sees, by name (a JSON array from the exam's query). */
const classesOf = (ws: WorkspaceContext) =>
  sql<
    { id: string; name: string }[] | string
  >`(select coalesce(json_agg(json_build_object('id', ${classes.id}, 'name', ${classes.name}) order by ${classes.name}), '[]'::json) from ${examAssignments} inner join ${classes} on ${classes.id} = ${examAssignments.targetId} where ${examAssignments.examId} = ${exams.id} and ${examAssignments.target} = 'class' and ${visibleClasses(ws)})`;

/**
 * The exam if the caller sees it (404 otherwise), its educator's name and its report counter, in
 * one query (a report is asked often); an attempt past its deadline is closed first, and the
 * counter read again, so that the sweep's timing never changes a report.
 */
async function reportedExam(
  c: ReportContext,
  examId: string,
): Promise<{ exam: ExamRow; owner: string; version: string; plan: string; catalog: string; classes: { id: string; name: string }[] }> {
  const due = new Date(c.now.getTime() - ATTEMPT_GRACE_SECONDS * 1000);
  const [row] = await c.db
    .select({
      exam: exams,
      owner: users.fullName,
      version: reportVersionOf(exams.id),
      overdue: sql<boolean>`exists (select 1 from ${examAttempts} a where a.exam_id = ${exams.id} and a.status = 'in_progress' and a.deadline < ${due.toISOString()}::timestamptz)`,
      // the organisation's plan and the catalogue's counter: the plan's figures come from memory (ADR 0086)
      plan: sql<string>`coalesce((select o.plan_code from ${users} o where o.id = ${c.ws.ownerId}::uuid), 'free')`,
      catalog: planCatalogVersionOf(),
      classes: classesOf(c.ws),
    })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.ownerId))
    .where(and(eq(exams.id, examId), visibleExams(c.ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  const { overdue: _, classes: listed, ...found } = row;
  const out = { ...found, classes: typeof listed === 'string' ? (JSON.parse(listed) as { id: string; name: string }[]) : listed };
  if (!row.overdue) return out;
  await closeOverdue(c.db, [row.exam.id], c.now);
  return { ...out, version: await reportVersion(c.db, row.exam.id) };
}

/** What a report of these attempts shows at the full level, before the plan's cut and the grade scale (read per request). */
interface Figures {
  summary: Headline;
  distribution: ExamReport['distribution'];
  questions: QuestionStat[];
  features: FeatureReport;
  students: StudentRow[];
  /** Their JSON as each cut and grade scale shows them, written once: a row per student makes it the bulk of the answer. */
  json: Map<string, string>;
}

async function figuresOf(c: ReportContext, examId: string, questions: readonly Question[], all: readonly ReportAttempt[], grades: readonly Graded[]): Promise<Figures> {
  const counted = countedOf(grades);
  const answers = await answersOf(
    c.db,
    counted.map((a) => a.id),
  );
  return {
    summary: headline(all, grades),
    distribution: distribution(grades.map((g) => g.score)),
    questions: questionStats(questions, counted, answers, c.locale),
    features: featuresIn(c.locale, featureAnswers(counted, new Map([[examId, [...questions]]]))),
    students: studentRows(all, grades, null),
    json: new Map(),
  };
}

/** The figures' members of the report's JSON (no braces), cut to `level`, graded by `scale`, with page `studentPage` of the students. */
function figuresJson(f: Figures, level: ExamReport['level'], scale: ExamGradeScale | null, studentPage: number): string {
  const key = `${level}:${studentPage}:${scale ? JSON.stringify(scale.bands) : ''}`;
  const kept = f.json.get(key);
  if (kept !== undefined) return kept;
  const full = level === 'full';
  const from = (studentPage - 1) * REPORT_STUDENTS_PER_PAGE;
  const students = f.students.slice(from, from + REPORT_STUDENTS_PER_PAGE);
  const cut: Pick<ExamReport, 'summary' | 'distribution' | 'questions' | 'features' | 'students' | 'students_meta'> = {
    summary: f.summary,
    distribution: f.distribution,
    questions: level !== 'basic' ? f.questions : null,
    features: full ? f.features : null,
    students: full
      ? scale
        ? students.map((s) => ({ ...s, first_grade: gradeOf(scale.bands, s.first_score), last_grade: gradeOf(scale.bands, s.last_score), grade: gradeOf(scale.bands, s.score) }))
        : students
      : null,
    students_meta: full ? { page: studentPage, per_page: REPORT_STUDENTS_PER_PAGE, total: f.students.length } : null,
  };
  const json = JSON.stringify(cut).slice(1, -1);
  // a grade scale edited again and again, or every page asked, must not grow this without end
  if (f.json.size >= 32) f.json.clear();
  f.json.set(key, json);
  return json;
}

/**
 * `GET /exams/{id}/report` as the JSON the route sends (`{data: ExamReport}`): the figures from this
 * instance's memory (ADR 0058), what depends on the caller, the plan and the time read now.
 */
export async function examReportJson(c: ReportContext, examId: string, classId: string | undefined, studentPage = 1): Promise<string> {
  const { exam, owner, allowance, sample, all, kept, grades, questions, assigned } = await examSample(c, examId, classId);
  // the method is in the key as well as in the counter (migration 0018): figures of one method are never another's
  const figures = await c.cache.report(sample, `${c.locale}:${exam.gradingMethod}:${exam.passingScore}`, kept, () => figuresOf(c, exam.id, questions, all, grades));
  const head: Omit<ExamReport, 'summary' | 'distribution' | 'questions' | 'features' | 'students' | 'students_meta'> = {
    exam: examHead(exam, questions.length, owner, c.now),
    level: allowance.level,
    retention: retentionOf(allowance, c.now, c.locale),
    class_id: classId ?? null,
    classes: assigned,
    upgrade: await reportUpgrade(c, allowance),
  };
  return `{"data":{${JSON.stringify(head).slice(1, -1)},${figuresJson(figures, allowance.level, exam.gradeScale ?? null, studentPage)}}}`;
}

function reportUpgrade(c: ReportContext, allowance: ReportAllowance) {
  return allowance.level === 'basic'
    ? upgradeFor(c.db, allowance, 'partial', 'report_upgrade_partial', c.locale)
    : upgradeFor(c.db, allowance, 'full', 'report_upgrade_full', c.locale);
}

/** `GET /reports`: the caller's published exams, newest first, with their headline figures. */
export async function reportList(
  c: ReportContext,
  query: unknown,
): Promise<{
  level: ReportAllowance['level'];
  retention: { kept: string; since: string | null };
  exams: ReportListItem[];
  upgrade: Awaited<ReturnType<typeof reportUpgrade>>;
  total: number;
  page: number;
}> {
  const q = reportListQuerySchema.parse(query);
  const allowance = await reportAllowance(c.db, c.ws.ownerId);
  const where = and(visibleExams(c.ws), eq(exams.status, 'published'), q.search ? ilike(exams.title, containsPattern(q.search)) : undefined);
  const [total] = await c.db.select({ n: count() }).from(exams).where(where);
  const rows = await c.db
    .select({ exam: exams, owner: users.fullName, questions: sql<number>`(select count(*)::int from ${examQuestions} q where q.exam_id = ${exams.id})` })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.ownerId))
    .where(where)
    .orderBy(desc(exams.publishAt), asc(exams.id))
    .limit(REPORTS_PER_PAGE)
    .offset((q.page - 1) * REPORTS_PER_PAGE);
  const ids = rows.map((r) => r.exam.id);
  await closeOverdue(c.db, ids, c.now);
  const all = await submittedAttempts(c.db, ids, { since: keptSince(allowance, c.now) });
  const items = rows.map((r) => {
    const mine = all.filter((a) => a.examId === r.exam.id);
    return { exam: examHead(r.exam, r.questions, r.owner, c.now), summary: headline(mine, gradesOf(mine, r.exam)) };
  });
  return {
    level: allowance.level,
    retention: retentionOf(allowance, c.now, c.locale),
    exams: items,
    upgrade: await reportUpgrade(c, allowance),
    total: total?.n ?? 0,
    page: q.page,
  };
}

/** A student the caller sees (a member of their organisation they may see), or 404. */
export async function visibleStudent(db: Db, ws: WorkspaceContext, studentId: string): Promise<{ id: string; full_name: string }> {
  const [row] = await db
    .select({ id: users.id, full_name: users.fullName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, studentId), eq(memberships.role, 'student'), visibleMembers(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

/** `GET /reports/students/{id}`: the student's attempts at the exams the caller sees. */
export async function studentReport(c: ReportContext, studentId: string): Promise<StudentReport> {
  const student = await visibleStudent(c.db, c.ws, studentId);
  const allowance = await reportAllowance(c.db, c.ws.ownerId);
  const examRows = await c.db
    .select({ id: exams.id, title: exams.title, gradingMethod: exams.gradingMethod, passingScore: exams.passingScore })
    .from(exams)
    .where(and(visibleExams(c.ws), eq(exams.status, 'published')));
  const titles = new Map(examRows.map((e) => [e.id, e.title]));
  const rules = new Map(examRows.map((e) => [e.id, { method: e.gradingMethod, passingScore: e.passingScore }]));
  await closeOverdue(c.db, [...titles.keys()], c.now);
  const all = (await submittedAttempts(c.db, [...titles.keys()], { since: keptSince(allowance, c.now), studentId })).sort(
    (x, y) => x.submittedAt.getTime() - y.submittedAt.getTime() || x.number - y.number,
  );
  const full = allowance.level === 'full';
  const byExam = new Map<string, ReportAttempt[]>();
  for (const a of all) byExam.set(a.examId, [...(byExam.get(a.examId) ?? []), a]);
  const latestOnes = latestAttempts(all);
  const grades = new Map(gradesByStudent(all, (id) => rules.get(id)!).map((g) => [g.examId, g.grade]));
  const examGrades = [...grades.values()];
  return {
    student,
    level: allowance.level,
    retention: retentionOf(allowance, c.now, c.locale),
    summary: {
      attempts: all.length,
      exams: byExam.size,
      grade: r2(mean(examGrades.map((g) => g.score))),
      success_rate: examGrades.length ? round((100 * examGrades.filter((g) => g.passed).length) / examGrades.length) : null,
      first_at: all[0]?.submittedAt.toISOString() ?? null,
      last_at: latest(all),
    },
    progress: full
      ? all.map((a) => ({
          attempt_id: a.id,
          exam_id: a.examId,
          exam_title: titles.get(a.examId) ?? '—',
          number: a.number,
          submitted_at: a.submittedAt.toISOString(),
          score: a.score,
          passed: a.passed,
        }))
      : null,
    exams: full
      ? [...byExam.entries()].map(([id, xs]) => ({
          id,
          title: titles.get(id) ?? '—',
          attempts: xs.length,
          best_score: Math.max(...xs.map((x) => x.score)),
          last_score: xs.reduce((x, y) => (y.number > x.number ? y : x)).score,
          grading_method: rules.get(id)!.method,
          score: grades.get(id)!.score,
          passed: grades.get(id)!.passed,
        }))
      : null,
    features: full ? featuresIn(c.locale, featureAnswers(latestOnes, await questionsOfExams(c.db, [...byExam.keys()]))) : null,
    upgrade: await upgradeFor(c.db, allowance, 'full', 'report_upgrade_student', c.locale),
  };
}
