/**
 * Step 4 and publishing: dates, access, duration, passing score, attempts, review policy, grading
 * method, shuffling and one question per page (ADR 0087: a change reaches attempts started after it) and the
 * assignment targets, every one a record the educator sees in their organisation (a class they
 * teach or the school's, a student they see, a teacher for the school only). Step 4 of a draft
 * keeps them for the review (step 5) without publishing; publishing takes them from its body, or
 * without one those kept, and checks them again (people may have left since). A published exam's
 * new grading method is read at once wherever a grade shows (nothing stores the grade); the
 * certificates, which do, follow it in the same transaction.
 */
import { emitOrganizationEvent } from '../lib/webhook-events.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { examSettingsRequestSchema, publishExamRequestSchema, type ExamSettingsRequest, type PublishExamRequest } from '@tasreef/contracts/exams';
import type { MessageKey } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { exams, examAssignments, type AssignmentTarget } from '../db/exams.ts';
import { classes, memberships } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import { visibleClasses, visibleMembers } from '../management/visibility.ts';
import { assertAttemptsAllowed, examAllowance } from './entitlements.ts';
import { audit, type DraftContext } from './drafts.ts';
import { assertAuthor, findExam, type ExamRow } from './scope.ts';
import { scaleForExam } from '../grades/scales.ts';
import { assertCertificatesAllowed, reconcileExamCertificates } from '../grades/certificates.ts';
import { requeueExamScores } from '../lib/lti-scores.ts';

type Settings = ReturnType<typeof examSettingsRequestSchema.parse>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The settings checked against the plan and the organisation: the grade scale to copy and the targets to write. */
async function resolve(c: DraftContext, body: Settings) {
  await assertAttemptsAllowed(c.db, await examAllowance(c.db, c.ws.ownerId), body.attempts_allowed, c.locale);
  const gradeScale = body.grade_scale_id === null ? null : await scaleForExam(c.db, c.ws, body.grade_scale_id, c.locale);
  if (body.certificates) await assertCertificatesAllowed(c.db, c.ws.ownerId, c.locale);
  const { classes: classIds, students, teachers } = body.assignments;
  const unknown = (path: string) => new AppError('validation_failed', 422, 'validation_failed', {}, [{ path, key: 'exam_assignee_unknown' }]);
  if (classIds.length > 0) {
    const found = await c.db
      .select({ id: classes.id })
      .from(classes)
      .where(and(inArray(classes.id, classIds), visibleClasses(c.ws)));
    const missing = classIds.findIndex((x) => !found.some((f) => f.id === x));
    if (missing >= 0) throw unknown(`assignments.classes.${missing}`);
  }
  for (const [role, ids, path] of [
    ['student', students, 'students'],
    ['teacher', teachers, 'teachers'],
  ] as const) {
    if (ids.length === 0) continue;
    // a teacher assigns to students they see; only the school assigns to its teachers
    const scope = role === 'teacher' ? (c.ws.role === 'owner' ? and(eq(memberships.organizationId, c.ws.organizationId)) : null) : visibleMembers(c.ws);
    const found = scope
      ? await c.db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(inArray(memberships.userId, [...ids]), eq(memberships.role, role), scope))
      : [];
    const missing = ids.findIndex((x) => !found.some((f) => f.id === x));
    if (missing >= 0) throw unknown(`assignments.${path}.${missing}`);
  }
  const targets: { target: AssignmentTarget; targetId: string }[] = [
    ...[...new Set(classIds)].map((t) => ({ target: 'class' as const, targetId: t })),
    ...[...new Set(students)].map((t) => ({ target: 'student' as const, targetId: t })),
    ...[...new Set(teachers)].map((t) => ({ target: 'teacher' as const, targetId: t })),
  ];
  return { gradeScale, targets };
}

async function writeSettings(tx: Tx, c: DraftContext, id: string, body: Settings, resolved: Awaited<ReturnType<typeof resolve>>, extra: Partial<ExamRow>) {
  await tx
    .update(exams)
    .set({
      setupStep: 5,
      publishAt: new Date(body.publish_at),
      expiresAt: body.expires_at ? new Date(body.expires_at) : null,
      access: body.access,
      durationMinutes: body.duration_minutes,
      passingScore: body.passing_score,
      attemptsAllowed: body.attempts_allowed,
      review: body.review,
      gradingMethod: body.grading_method,
      gradeScale: resolved.gradeScale,
      certificates: body.certificates,
      shuffle: body.shuffle,
      onePerPage: body.one_per_page,
      updatedAt: c.now,
      ...extra,
    })
    .where(eq(exams.id, id));
  await tx.delete(examAssignments).where(eq(examAssignments.examId, id));
  if (resolved.targets.length) await tx.insert(examAssignments).values(resolved.targets.map((t) => ({ examId: id, ...t })));
}

/** Step 4 of a draft: the settings kept, the exam still a draft (a published exam changes them by publishing again). */
export async function saveExamSettings(c: DraftContext, id: string, input: ExamSettingsRequest): Promise<void> {
  const body = examSettingsRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
  if (exam.status === 'published') throw new AppError('conflict', 409, 'exam_published_locked');
  const resolved = await resolve(c, body);
  await c.db.transaction(async (tx) => {
    // the draft is at step 5 now, past the steps that make it a draft in setup
    await writeSettings(tx, c, id, body, resolved, { status: 'draft' });
    await audit(tx, c, 'exam_updated', id, exam.title);
  });
}

/** The settings step 4 kept, as a publish request; null when step 4 was never saved. */
async function keptSettings(db: Pick<Db, 'select'>, exam: ExamRow): Promise<PublishExamRequest | null> {
  if (exam.setupStep < 5 || exam.publishAt === null || exam.access === null || exam.passingScore === null) return null;
  const targets = await db.select().from(examAssignments).where(eq(examAssignments.examId, exam.id));
  const of = (kind: AssignmentTarget) => targets.filter((t) => t.target === kind).map((t) => t.targetId);
  return {
    publish_at: exam.publishAt.toISOString(),
    expires_at: exam.expiresAt?.toISOString() ?? null,
    access: exam.access,
    duration_minutes: exam.durationMinutes,
    passing_score: exam.passingScore,
    attempts_allowed: exam.attemptsAllowed,
    review: exam.review ?? 'after_submit',
    grading_method: exam.gradingMethod,
    assignments: { classes: of('class'), students: of('student'), teachers: of('teacher') },
    grade_scale_id: exam.gradeScale?.id ?? null,
    certificates: exam.certificates,
    shuffle: exam.shuffle,
    one_per_page: exam.onePerPage,
  };
}

export async function publishExam(c: DraftContext, id: string, input: PublishExamRequest | undefined): Promise<void> {
  const exam = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
  const kept = input ?? (await keptSettings(c.db, exam));
  if (!kept) throw new AppError('validation_failed', 422, 'exam_settings_missing');
  // a body was checked by the route; the kept settings were checked when saved, but not for what publishing adds (someone assigned)
  const parsed = publishExamRequestSchema.safeParse(kept);
  if (!parsed.success)
    throw new AppError(
      'validation_failed',
      422,
      'validation_failed',
      {},
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), key: i.message as MessageKey })),
    );
  const body = parsed.data;
  const resolved = await resolve(c, body);
  await c.db.transaction(async (tx) => {
    await writeSettings(tx, c, id, body, resolved, { status: 'published', publishedAt: exam.publishedAt ?? c.now });
    if (exam.status === 'published' && (exam.gradingMethod !== body.grading_method || exam.passingScore !== body.passing_score)) {
      const [changed] = await tx.select().from(exams).where(eq(exams.id, id));
      await reconcileExamCertificates(tx, changed!, c.now);
      // the LMS gradebook follows the new rule, as the certificates do
      await requeueExamScores(tx, id, c.now);
    }
    await audit(tx, c, 'exam_published', id, exam.title);
    // the first publication only: a republish with new settings is not a new exam for the LMS (ADR 0083)
    if (exam.status !== 'published')
      await emitOrganizationEvent(tx, exam, 'exam.published', { exam_id: id, title: exam.title, published_at: (exam.publishedAt ?? c.now).toISOString() }, c.now);
  });
}
