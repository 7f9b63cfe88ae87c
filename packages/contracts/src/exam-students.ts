/**
 * The students an exam is assigned to, each with where they are in it (`GET /assigned-students/{id}`),
 * and the exam's success rates; the exam details page and the assigned students page read them.
 */
import { z } from 'zod';
import { RESULT_STATUSES } from './attempts.ts';
import { GRADING_METHODS } from './exams.ts';

export const STUDENT_EXAM_STATUSES = ['not_started', 'in_progress', ...RESULT_STATUSES.filter((s) => s !== 'in_review')] as const;
export type StudentExamStatus = (typeof STUDENT_EXAM_STATUSES)[number];

export const assignedStudentSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  /** The assigned classes the student is in; empty when assigned by name only. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Assigned by name (not only through a class). */
  direct: z.boolean(),
  /** Joined by the exam's share link (ADR 0043). */
  by_link: z.boolean(),
  /** Still a member of the organisation (or a taker by link); a removed student keeps their attempts. */
  active: z.boolean(),
  status: z.enum(STUDENT_EXAM_STATUSES),
  attempts: z.number().int(),
  /** The latest submitted attempt's score, and the best. */
  last_score: z.number().nullable(),
  best_score: z.number().nullable(),
  /** The student's grade at the exam by its grading method (null before a submitted attempt). */
  score: z.number().nullable(),
  last_attempt_id: z.string().nullable(),
  last_activity: z.string().nullable(),
});
export type AssignedStudent = z.infer<typeof assignedStudentSchema>;

export const examProgressSchema = z.object({
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  passed: z.number().int(),
  /** Of the students with a submitted attempt, the share whose grade (by the exam's grading method) passes, in percent. */
  success_rate: z.number().nullable(),
  /** The mean of the students' grades by the exam's grading method. */
  mean_score: z.number().nullable(),
  /** That method (the exam's setting), said beside these figures. */
  grading_method: z.enum(GRADING_METHODS),
});
export type ExamProgress = z.infer<typeof examProgressSchema>;

export const assignedStudentsAnswerSchema = z.object({ students: z.array(assignedStudentSchema), progress: examProgressSchema });
export type AssignedStudentsAnswer = z.infer<typeof assignedStudentsAnswerSchema>;
