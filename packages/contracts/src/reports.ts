/**
 * Exam reports (docs/reports.md): an exam's statistics, per question and per grammatical feature,
 * its students; a student's report across exams; the educator's exams with their headline figures.
 * What a report holds depends on the plan's reports level (basic: the headline figures; partial:
 * + per question; full: + per feature, per student, CSV and retest); attempts older than the plan
 * keeps statistics are left out.
 */
import { z } from 'zod';
import { paginationMetaSchema } from './api.ts';
import { plainText } from './fields.ts';
import { EXAM_STATES, EXAM_TIME_STATUSES, GRADING_METHODS, QUESTION_FORMATS, QUESTION_TYPES } from './exams.ts';
import { examGradeScaleSchema } from './grades.ts';

export const REPORT_LEVELS = ['basic', 'partial', 'full'] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

/** The grammatical features a question carries (from its type and its source). */
export const FEATURE_DIMENSIONS = ['type', 'tense', 'person', 'pattern', 'root_type'] as const;
export type FeatureDimension = (typeof FEATURE_DIMENSIONS)[number];

/** A feature (or a combination of two) is reported only when at least this many answers touch it. */
export const REPORT_MIN_ANSWERS = 5;
/** The weakest features listed. */
export const REPORT_WEAKEST_MAX = 10;
/** Score distribution: ten bands of ten points, the last one 90–100 inclusive. */
export const DISTRIBUTION_BANDS = 10;
/** Kelley's upper and lower groups for the discrimination index: 27 % of the attempts each. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;
export const REPORTS_PER_PAGE = 20;

/** Where the plan cuts the report: the level that would show more, the plan that has it, and what to say. */
export const upgradeSchema = z.object({ level: z.enum(REPORT_LEVELS), plan: z.string(), message: z.string() });
export type ReportUpgrade = z.infer<typeof upgradeSchema>;

/** How long the plan keeps statistics: attempts submitted before `since` are left out (null: all kept). */
export const retentionSchema = z.object({ kept: z.string(), since: z.string().nullable() });

export const distributionBandSchema = z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() });

/** An exam's headline figures. Scores in percent; the figures come from each student's first attempt. */
export const headlineSchema = z.object({
  /** Submitted attempts in the window (every attempt); the figures below are of the students' grades by the exam's grading method. */
  attempts: z.number().int(),
  students: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Share of students whose grade passes, in percent. */
  pass_rate: z.number().nullable(),
  /** Time from start to submission, in seconds. */
  time: z.object({ mean_seconds: z.number().nullable(), median_seconds: z.number().nullable() }),
  last_attempt_at: z.string().nullable(),
});
export type Headline = z.infer<typeof headlineSchema>;

export const wrongChoiceSchema = z.object({
  /** The option chosen (null for a typed answer). */
  option_id: z.string().nullable(),
  text: z.string(),
  count: z.number().int(),
  /** Share of the attempts that gave this answer, 0–1. */
  share: z.number(),
});

export const questionStatSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  type_label: z.string(),
  format: z.enum(QUESTION_FORMATS),
  stem: z.string(),
  prompt_form: z.string().nullable(),
  /** The key as the students read it. */
  key: z.string(),
  /** Attempts in the sample (answered or not). */
  attempts: z.number().int(),
  verdicts: z.object({ correct: z.number().int(), marks: z.number().int(), wrong: z.number().int(), unanswered: z.number().int() }),
  /** Facility: the mean credit (0–1). */
  facility: z.number().nullable(),
  /** Discrimination: mean credit of the upper 27 % minus that of the lower 27 % (−1 to 1); null under two attempts. */
  discrimination: z.number().nullable(),
  most_chosen_wrong: wrongChoiceSchema.nullable(),
});
export type QuestionStat = z.infer<typeof questionStatSchema>;

export const featureValueSchema = z.object({ dimension: z.enum(FEATURE_DIMENSIONS), value: z.string(), label: z.string() });
/** A feature, or two together: the answers that touch it, the credit they earned, and that as a percentage. */
export const featureGroupSchema = z.object({
  features: z.array(featureValueSchema).min(1).max(2),
  label: z.string(),
  answers: z.number().int(),
  credit: z.number(),
  percent: z.number(),
});
export type FeatureGroup = z.infer<typeof featureGroupSchema>;

export const featureReportSchema = z.object({
  min_answers: z.number().int(),
  /** Features and pairs of features under 100 %, weakest first. */
  weakest: z.array(featureGroupSchema),
  /** Each dimension's features, weakest first. */
  by_dimension: z.object(Object.fromEntries(FEATURE_DIMENSIONS.map((d) => [d, z.array(featureGroupSchema)])) as Record<FeatureDimension, z.ZodArray<typeof featureGroupSchema>>),
});
export type FeatureReport = z.infer<typeof featureReportSchema>;

export const studentRowSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  attempts: z.number().int(),
  first_score: z.number(),
  best_score: z.number(),
  last_score: z.number(),
  /** The grade of the first and of the last attempt, on the exam's scale (ADR 0039); null without one. */
  first_grade: z.string().nullable(),
  last_grade: z.string().nullable(),
  /** The student's grade at the exam by its grading method, and whether it passes. */
  score: z.number(),
  grade: z.string().nullable(),
  passed: z.boolean(),
  first_seconds: z.number().int(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

const owner = z.object({ id: z.string(), full_name: z.string() });

export const reportExamSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(EXAM_STATES),
  time_status: z.enum(EXAM_TIME_STATUSES).nullable(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  passing_score: z.number().int().nullable(),
  /** The exam's grade scale, whose bands the grades below come from. */
  grade_scale: examGradeScaleSchema.nullable(),
  question_count: z.number().int(),
  /** How each student's attempts make their one grade (the exam's setting): every figure below uses it. */
  grading_method: z.enum(GRADING_METHODS),
  owner,
});

/** `GET /exams/{id}/report`. */
export const examReportSchema = z.object({
  exam: reportExamSchema,
  level: z.enum(REPORT_LEVELS),
  retention: retentionSchema,
  class_id: z.string().nullable(),
  /** The classes the exam is assigned to that the caller sees (the filter's choices). */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  summary: headlineSchema,
  distribution: z.array(distributionBandSchema),
  questions: z.array(questionStatSchema).nullable(),
  features: featureReportSchema.nullable(),
  /** One page of the students (by name), REPORT_STUDENTS_PER_PAGE at most; the CSV has every one. */
  students: z.array(studentRowSchema).nullable(),
  /** Which page of the students this is, of how many students in all; null with `students`. */
  students_meta: paginationMetaSchema.nullable(),
  upgrade: upgradeSchema.nullable(),
});
export type ExamReport = z.infer<typeof examReportSchema>;

/** Students per page of an exam's report: a page of a school's exam stays small to send and to show. */
export const REPORT_STUDENTS_PER_PAGE = 50;

/** `GET /exams/{id}/report.csv`: every student of the exam, or of one class. */
export const examReportCsvQuerySchema = z.object({ class_id: z.uuid({ error: 'not_found' }).optional() });
/** `GET /exams/{id}/report`: `student_page` picks the page of the students' table. */
export const examReportQuerySchema = examReportCsvQuerySchema.extend({ student_page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** `GET /reports`: the educator's published exams with their headline figures. */
export const reportListQuerySchema = z.object({
  search: plainText(z.string().trim().max(100)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const reportListItemSchema = z.object({ exam: reportExamSchema, summary: headlineSchema });
export type ReportListItem = z.infer<typeof reportListItemSchema>;
export const reportListSchema = z.object({
  data: z.object({ level: z.enum(REPORT_LEVELS), retention: retentionSchema, exams: z.array(reportListItemSchema), upgrade: upgradeSchema.nullable() }),
  meta: paginationMetaSchema,
});
export type ReportList = z.infer<typeof reportListSchema>;

export const progressPointSchema = z.object({
  attempt_id: z.string(),
  exam_id: z.string(),
  exam_title: z.string(),
  number: z.number().int(),
  submitted_at: z.string(),
  score: z.number(),
  passed: z.boolean(),
});

/** `GET /reports/students/{id}`: a student's attempts at the caller's exams. */
export const studentReportSchema = z.object({
  student: z.object({ id: z.string(), full_name: z.string() }),
  level: z.enum(REPORT_LEVELS),
  retention: retentionSchema,
  summary: z.object({
    attempts: z.number().int(),
    exams: z.number().int(),
    /** Mean of the student's grades at their exams (each by its exam's grading method), in percent. */
    grade: z.number().nullable(),
    /** Share of their exams whose grade passes, in percent. */
    success_rate: z.number().nullable(),
    first_at: z.string().nullable(),
    last_at: z.string().nullable(),
  }),
  /** Every attempt, oldest first (progress over time). */
  progress: z.array(progressPointSchema).nullable(),
  /** Per exam: `score` is the student's grade by the exam's `grading_method`, `passed` whether it passes. */
  exams: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        attempts: z.number().int(),
        best_score: z.number(),
        last_score: z.number(),
        grading_method: z.enum(GRADING_METHODS),
        score: z.number(),
        passed: z.boolean(),
      }),
    )
    .nullable(),
  /** From the latest attempt at each exam: what the student still gets wrong. */
  features: featureReportSchema.nullable(),
  upgrade: upgradeSchema.nullable(),
});
export type StudentReport = z.infer<typeof studentReportSchema>;

/** `POST /exams/{id}/retest`: a draft from what one student, one class or everyone got wrong. */
export const retestRequestSchema = z
  .strictObject({ student_id: z.uuid({ error: 'not_found' }).optional(), class_id: z.uuid({ error: 'not_found' }).optional() })
  .refine((v) => !(v.student_id && v.class_id), { message: 'report_retest_one_target', path: ['class_id'] });
export type RetestRequest = z.input<typeof retestRequestSchema>;
