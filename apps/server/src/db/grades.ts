import { index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GradeBand } from '@tasreef/contracts/grades';
import { users } from './accounts.ts';
import { exams, examAttempts } from './exams.ts';
import { organizations } from './management.ts';
import { ts } from './columns.ts';

/**
 * Grade scales and certificates (docs/decisions/0039-grade-scales-and-certificates.md). A scale
 * belongs to the educator who made it, in their organisation: its owner changes it; a school's
 * own scales are also its teachers' to use. An exam keeps a copy of the scale it uses
 * (`exams.grade_scale`), so editing or deleting a scale never changes a grade already given.
 */

export const gradeScales = pgTable(
  'grade_scales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Highest band first; they cover 0–100 once (checked by the contracts' schema). */
    bands: jsonb('bands').$type<GradeBand[]>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('grade_scales_org_idx').on(t.organizationId, t.ownerId)],
);

/**
 * A certificate given for a passed attempt: what it says is written when it is issued (the name,
 * the exam, the score and grade, the issuer), so a later rename does not change a certificate
 * already printed. The code is the public key of the verification page.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    examTitle: text('exam_title').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }).notNull(),
    grade: text('grade'),
    /** The school's name, or the independent teacher's. */
    issuer: text('issuer').notNull(),
    issuedAt: ts('issued_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedBy: uuid('revoked_by'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_attempt_key').on(t.attemptId),
    index('certificates_student_idx').on(t.studentId, t.issuedAt),
    index('certificates_exam_idx').on(t.examId, t.issuedAt),
  ],
);
