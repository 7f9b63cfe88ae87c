/**
 * Publishing: dates, access, duration, passing score, attempts, review policy and the assignment
 * targets, every one a record the educator sees in their organisation (a class they teach or the
 * school's, a student they see, a teacher for the school only). Publishing again replaces them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { publishExamRequestSchema, type PublishExamRequest } from '@tasreef/contracts/exams';
import { exams, examAssignments, type AssignmentTarget } from '../db/exams.ts';
import { classes, memberships } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import { visibleClasses, visibleMembers } from '../management/visibility.ts';
import { assertAttemptsAllowed, examAllowance } from './entitlements.ts';
import { audit, type DraftContext } from './drafts.ts';
import { assertAuthor, findExam } from './scope.ts';
import { scaleForExam } from '../grades/scales.ts';
import { assertCertificatesAllowed } from '../grades/certificates.ts';

export async function publishExam(c: DraftContext, id: string, input: PublishExamRequest): Promise<void> {
  const body = publishExamRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
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
  await c.db.transaction(async (tx) => {
    await tx
      .update(exams)
      .set({
        status: 'published',
        setupStep: 5,
        publishAt: new Date(body.publish_at),
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        access: body.access,
        durationMinutes: body.duration_minutes,
        passingScore: body.passing_score,
        attemptsAllowed: body.attempts_allowed,
        review: body.review,
        gradeScale,
        certificates: body.certificates,
        publishedAt: exam.publishedAt ?? c.now,
        updatedAt: c.now,
      })
      .where(eq(exams.id, id));
    await tx.delete(examAssignments).where(eq(examAssignments.examId, id));
    await tx.insert(examAssignments).values(targets.map((t) => ({ examId: id, ...t })));
    await audit(tx, c, 'exam_published', id, exam.title);
  });
}
