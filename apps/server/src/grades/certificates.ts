/**
 * Certificates (ADR 0039): a student whose grade at an exam passes, by the exam's grading method
 * (ADR 0072), gets one certificate of that exam when an attempt is graded, in the same transaction.
 * Its words are written then (the name, the exam, score and grade, the issuer), its code is 80
 * random bits; it carries the grade, and follows it when a regrade or a new grading method moves it. The public page reads it by code
 * and says valid or revoked (with the date), nothing about anything else; the exam's educator or
 * its school revokes and reinstates it; its student and the exam's educators read it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { gradeOf, normalizeCertificateCode, type Certificate, type PublicCertificate } from '@tasreef/contracts/grades';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { examAttempts, exams } from '../db/exams.ts';
import { certificates } from '../db/grades.ts';
import { organizations } from '../db/management.ts';
import type { UserRow } from '../db/accounts.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { entitlementsOf, kindOf, lifting } from '../entitlements/service.ts';
import { workspaceOf, type WorkspaceContext } from '../management/workspace.ts';
import { visibleExams } from '../exams/scope.ts';
import { studentGrade } from '../lib/grading-method.ts';
import { emitOrganizationEvent } from '../lib/webhook-events.ts';

type Reader = Pick<Db, 'select'>;
type Tx = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update'>;
type CertificateRow = typeof certificates.$inferSelect;
type AttemptRow = typeof examAttempts.$inferSelect;
type ExamRow = typeof exams.$inferSelect;

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters of 5 random bits each (80 bits), in groups of four. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}`;
}

/** Whether the organisation's plan includes certificates. */
export async function certificatesAllowed(db: Reader, ownerId: string): Promise<boolean> {
  return kindOf(await entitlementsOf(db, ownerId), 'certifications') !== 'unavailable';
}

/** Refuses certificates on a plan without them (403 plan_limit naming the plan that has them). */
export async function assertCertificatesAllowed(db: Reader, ownerId: string, locale: Locale): Promise<void> {
  if (await certificatesAllowed(db, ownerId)) return;
  throw new AppError('plan_limit', 403, 'plan_limit_certificates', { plan: await lifting(db, 'certifications', (r) => r.kind !== 'unavailable', locale) });
}

/**
 * A certificate of `attempt` carrying `score` (the student's grade), once per attempt; the caller
 * has checked that the grade passes and that the exam gives certificates.
 */
export async function issueCertificate(tx: Tx, exam: ExamRow, attempt: AttemptRow, now: Date, score = Number(attempt.score)): Promise<void> {
  if (!exam.certificates || exam.passingScore === null || attempt.score === null) return;
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, exam.organizationId));
  if (!org || !(await certificatesAllowed(tx, org.ownerId))) return;
  const [student] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, attempt.studentId));
  const [teacher] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, exam.ownerId));
  // an independent teacher issues in their own name; a school's teacher under the school's
  const issuer = org.kind === 'independent' ? (teacher?.name ?? org.name) : exam.ownerId === org.ownerId || !teacher ? org.name : `${org.name} · ${teacher.name}`;
  const [issued] = await tx
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      attemptId: attempt.id,
      examId: exam.id,
      studentId: attempt.studentId,
      organizationId: exam.organizationId,
      studentName: student?.name ?? '—',
      examTitle: exam.title,
      score: String(score),
      grade: exam.gradeScale ? gradeOf(exam.gradeScale.bands, score) : null,
      issuer,
      issuedAt: attempt.submittedAt ?? now,
    })
    .onConflictDoNothing({ target: certificates.attemptId })
    .returning();
  // only a certificate written now is news (an attempt that already had one inserts nothing)
  if (issued)
    await emitOrganizationEvent(
      tx,
      exam,
      'certificate.issued',
      {
        certificate_id: issued.id,
        code: issued.code,
        exam_id: issued.examId,
        attempt_id: issued.attemptId,
        student_id: issued.studentId,
        score: Number(issued.score),
        grade: issued.grade,
        issued_at: issued.issuedAt.toISOString(),
      },
      now,
    );
}

/**
 * Where a student's grade at an exam may have moved (an attempt graded or regraded, the grading
 * method changed; inside that transaction): their certificate of the exam follows the grade. A
 * passing grade without one gets one (on the attempt that stands for the grade); one they hold
 * carries the new score and grade under the same code, and is reinstated if only a grade under the
 * pass had revoked it; a grade under the pass revokes it. A certificate its educator revoked stays
 * revoked. One certificate per student and exam: any other (issued per passed attempt before ADR
 * 0072) is revoked. Nothing changes on an exam without certificates, or a plan without them.
 */
export async function reconcileStudentCertificate(tx: Tx, exam: ExamRow, studentId: string, now: Date): Promise<void> {
  if (!exam.certificates || exam.passingScore === null) return;
  const attempts = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.studentId, studentId), eq(examAttempts.status, 'submitted')));
  const grade = studentGrade(
    attempts.filter((a) => a.score !== null).map((a) => ({ ...a, score: Number(a.score) })),
    exam.gradingMethod,
    exam.passingScore,
  );
  const held = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.examId, exam.id), eq(certificates.studentId, studentId)))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  // the one kept: the educator's decision first (a revoked one stays the student's one), then the oldest
  const kept = held.find((c) => c.revokedBy !== null) ?? held[0];
  for (const c of held) if (c !== kept && !c.revokedAt) await tx.update(certificates).set({ revokedAt: now }).where(eq(certificates.id, c.id));
  if (!grade?.passed) {
    if (kept && !kept.revokedAt) await tx.update(certificates).set({ revokedAt: now }).where(eq(certificates.id, kept.id));
    return;
  }
  if (!kept) {
    const { representative } = grade;
    return issueCertificate(tx, exam, { ...representative, score: String(representative.score) }, now, grade.score);
  }
  await tx
    .update(certificates)
    .set({
      score: String(grade.score),
      grade: exam.gradeScale ? gradeOf(exam.gradeScale.bands, grade.score) : null,
      // revoked only because the grade fell under the pass (no one's decision): the pass brings it back
      ...(kept.revokedAt && kept.revokedBy === null ? { revokedAt: null } : {}),
    })
    .where(and(eq(certificates.id, kept.id), kept.revokedBy === null ? isNull(certificates.revokedBy) : undefined));
}

/** Every student's certificate of an exam follows their grade (after a regrade, or a new grading method). */
export async function reconcileExamCertificates(tx: Tx, exam: ExamRow, now: Date): Promise<void> {
  if (!exam.certificates || exam.passingScore === null) return;
  const students = await tx
    .selectDistinct({ id: examAttempts.studentId })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.status, 'submitted')));
  for (const { id } of students) await reconcileStudentCertificate(tx, exam, id, now);
}

function publicView(c: CertificateRow): PublicCertificate {
  return {
    code: c.code,
    status: c.revokedAt ? 'revoked' : 'valid',
    revoked_at: c.revokedAt?.toISOString() ?? null,
    student_name: c.studentName,
    exam_title: c.examTitle,
    score: Number(c.score),
    grade: c.grade,
    issued_at: c.issuedAt.toISOString(),
    issuer: c.issuer,
  };
}

/** The public page's address of a code. */
export const verifyUrl = (publicUrl: string, locale: Locale, code: string) => `${publicUrl}/${locale}/certificates/${code}`;

function fullView(c: CertificateRow, publicUrl: string, locale: Locale, canRevoke: boolean): Certificate {
  return {
    ...publicView(c),
    id: c.id,
    attempt_id: c.attemptId,
    exam_id: c.examId,
    student_id: c.studentId,
    verify_url: verifyUrl(publicUrl, locale, c.code),
    can_revoke: canRevoke,
  };
}

/** The public verification: by code, whatever its case and dashes; an unknown or malformed code is a 404 that says so. */
export async function verifyCertificate(db: Reader, typed: string): Promise<PublicCertificate> {
  const code = normalizeCertificateCode(typed);
  if (!code) throw new AppError('not_found', 404, 'certificate_code_invalid');
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) throw new AppError('not_found', 404, 'certificate_unknown');
  return publicView(row);
}

interface Reading {
  where: SQL;
  ws: WorkspaceContext | null;
}

/** Which certificates a caller reads: a student their own; an educator those of the exams they see; no one else (403). */
async function readingOf(db: Db, user: UserRow, now: Date): Promise<Reading> {
  if (user.type === 'student') return { where: eq(certificates.studentId, user.id), ws: null };
  // an administrator reads certificates through their public page, like anyone
  if (user.type !== 'educator') throw forbidden();
  const ws = await workspaceOf(db, user, now);
  return { where: visibleExams(ws), ws };
}

export async function listCertificates(db: Db, user: UserRow, examId: string | undefined, now: Date, publicUrl: string, locale: Locale): Promise<Certificate[]> {
  const { where, ws } = await readingOf(db, user, now);
  const rows = await db
    .select({ c: certificates })
    .from(certificates)
    .innerJoin(exams, eq(exams.id, certificates.examId))
    .where(and(where, examId ? eq(certificates.examId, examId) : undefined))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(500);
  return rows.map(({ c }) => fullView(c, publicUrl, locale, ws !== null));
}

/** One certificate its student or the exam's educators read, else 404. */
export async function readCertificate(db: Db, user: UserRow, id: string, now: Date, publicUrl: string, locale: Locale): Promise<Certificate> {
  const { where, ws } = await readingOf(db, user, now);
  const [row] = await db
    .select({ c: certificates })
    .from(certificates)
    .innerJoin(exams, eq(exams.id, certificates.examId))
    .where(and(eq(certificates.id, id), where));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return fullView(row.c, publicUrl, locale, ws !== null);
}

/** Revokes (or reinstates) a certificate of an exam the educator sees: its educator, or its school. */
export async function setRevoked(db: Db, ws: WorkspaceContext, id: string, revoked: boolean, now: Date, publicUrl: string, locale: Locale): Promise<Certificate> {
  const [row] = await db
    .select({ c: certificates })
    .from(certificates)
    .innerJoin(exams, eq(exams.id, certificates.examId))
    .where(and(eq(certificates.id, id), visibleExams(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  const [done] = await db
    .update(certificates)
    .set(revoked ? { revokedAt: row.c.revokedAt ?? now, revokedBy: row.c.revokedBy ?? ws.userId } : { revokedAt: null, revokedBy: null })
    .where(eq(certificates.id, id))
    .returning();
  return fullView(done!, publicUrl, locale, true);
}

/** The certificate of an attempt, for its result page (whoever reads the result may read this). */
export async function certificateOfAttempt(db: Reader, attemptId: string): Promise<{ id: string; code: string; status: 'valid' | 'revoked' } | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.attemptId, attemptId));
  return row ? { id: row.id, code: row.code, status: row.revokedAt ? 'revoked' : 'valid' } : null;
}
