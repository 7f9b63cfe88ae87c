/**
 * Exams: the generation request and the question shape of shared/spec/exams.md, shared by the
 * generator (packages/exams), its command line, the server's exam routes and the web wizard.
 */
import { z } from 'zod';
import { plainText } from './fields.ts';
import { examGradeScaleSchema } from './grades.ts';
import type { Locale } from './locale.ts';

/**
 * The eleven question types of shared/spec/question-types.md, in its order, then the questions in
 * context of shared/spec/exams.md built so far (a sentence with a gap: packages/exams/src/context).
 */
export const QUESTION_TYPES = [
  'conjugate',
  'identify_tense',
  'identify_person',
  'voice',
  'identify_root',
  'identify_pattern',
  'identify_verb_type',
  'masdar',
  'active_participle',
  'passive_participle',
  'derived_noun',
  'mood_in_context',
  'negation',
  'agreement',
  'make_passive',
  'case_role',
  'case_ending',
  'form_meaning',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_FORMATS = ['multiple_choice', 'true_false', 'typed'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

/** The types whose answer is one form: the only ones that may be `typed`. */
export const TYPED_QUESTION_TYPES: ReadonlySet<QuestionType> = new Set([
  'conjugate',
  'masdar',
  'active_participle',
  'passive_participle',
  'derived_noun',
  'mood_in_context',
  'negation',
  'agreement',
]);

/** The sentence-level types: their questions carry `context` (shared/spec/exams.md, "Questions in context"). */
export const CONTEXT_QUESTION_TYPES: ReadonlySet<QuestionType> = new Set(['mood_in_context', 'negation', 'agreement', 'make_passive', 'case_role', 'case_ending', 'form_meaning']);

/**
 * The sentence-level types that may be true/false: their claim states something the sentence does
 * not show by itself (what a derived form adds), unlike a claim about the filler of a gap.
 */
export const CLAIM_CONTEXT_QUESTION_TYPES: ReadonlySet<QuestionType> = new Set(['form_meaning']);

/** Whether a question type can be asked in an answer format at all (typed needs one form; a gap's filler is no true/false claim). */
export const typeFitsFormat = (type: QuestionType, format: QuestionFormat): boolean =>
  (format !== 'typed' || TYPED_QUESTION_TYPES.has(type)) && (format !== 'true_false' || !CONTEXT_QUESTION_TYPES.has(type) || CLAIM_CONTEXT_QUESTION_TYPES.has(type));

/**
 * What the questions are drawn from (the specification's exam criteria). `others`: the frozen
 * verbs (الأفعال الجامدة: لَيْسَ، عَسَى، نِعْمَ، بِئْسَ…), conjugated in the past only.
 */
export const CRITERIA_KINDS = ['verbs', 'roots', 'derivatives', 'nouns', 'gerunds', 'others'] as const;
export type CriteriaKind = (typeof CRITERIA_KINDS)[number];

/** Broad root types (every fine verb type of the engine belongs to one or more of these). */
export const ROOT_TYPES = ['sound', 'hamzated', 'doubled', 'assimilated', 'hollow', 'defective', 'lafif', 'quadriliteral'] as const;
export type RootType = (typeof ROOT_TYPES)[number];

/** Bands of the lexicon's verb frequency ranks (docs/exam-levels.md says where they cut). */
export const FREQUENCY_BANDS = ['common', 'intermediate', 'rare'] as const;
export type FrequencyBand = (typeof FREQUENCY_BANDS)[number];

/** Pattern ids of shared/spec/morphology.md (form I with its vowels, given apart). */
export const EXAM_PATTERN_IDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'QI', 'QII', 'QIII', 'QIV'] as const;

export const EXAM_TENSES = [
  'past',
  'present_indicative',
  'present_subjunctive',
  'present_jussive',
  'present_energetic_heavy',
  'present_energetic_light',
  'imperative',
  'imperative_energetic_heavy',
  'imperative_energetic_light',
] as const;
export type ExamTense = (typeof EXAM_TENSES)[number];

export const MAX_EXAM_QUESTIONS = 100;

const arabicLetters = z.string().regex(/^[\u0621-\u064A]{3,4}$/, 'root');
const vowel = z.enum(['a', 'i', 'u']);

/** A verb named by its lexicon id (`ktb-I1`) or by root, pattern and (form I) vowels. */
export const verbRefSchema = z.union([
  z.string().regex(/^[A-Za-z0-9]{1,12}-[A-Z0-9]{1,5}(-[0-9]+)?$/, 'verb_id'),
  z.object({ root: arabicLetters, pattern: z.enum(EXAM_PATTERN_IDS), past_vowel: vowel.nullish(), present_vowel: vowel.nullish() }),
]);
export type VerbRef = z.infer<typeof verbRefSchema>;

export const examCriteriaSchema = z.object({
  kinds: z.array(z.enum(CRITERIA_KINDS)).max(CRITERIA_KINDS.length).optional(),
  verbs: z.array(verbRefSchema).max(200).optional(),
  roots: z.array(arabicLetters).max(200).optional(),
  root_types: z.array(z.enum(ROOT_TYPES)).max(ROOT_TYPES.length).optional(),
  patterns: z.array(z.enum(EXAM_PATTERN_IDS)).max(EXAM_PATTERN_IDS.length).optional(),
  verb_types: z
    .array(z.string().regex(/^[a-z0-9_]{1,60}$/))
    .max(80)
    .optional(),
  tenses: z.array(z.enum(EXAM_TENSES)).max(EXAM_TENSES.length).optional(),
  frequency: z.enum(FREQUENCY_BANDS).nullish(),
  /**
   * Verbs of the Quran: only verbs that occur in the Quran as verbs (each word counted by its
   * likeliest reading), the most frequent there first, so that the questions lean towards them.
   */
  quran: z.boolean().nullish(),
});
export type ExamCriteria = z.infer<typeof examCriteriaSchema>;

export const objectiveSchema = z.object({ type: z.enum(QUESTION_TYPES), weight: z.number().int().min(1).max(10).optional() });
export type Objective = z.infer<typeof objectiveSchema>;

export const generateRequestSchema = z.object({
  objectives: z.array(objectiveSchema).min(1).max(QUESTION_TYPES.length),
  formats: z.array(z.enum(QUESTION_FORMATS)).min(1).max(3).default(['multiple_choice']),
  question_count: z.number().int().min(1).max(MAX_EXAM_QUESTIONS).nullable().default(null),
  criteria: examCriteriaSchema.default({}),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(0),
  /** The language of the options' `text` (stems and explanations carry both). */
  locale: z.enum(['ar', 'en']).default('ar'),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;
export type GenerateInput = z.output<typeof generateRequestSchema>;

export const bilingualSchema = z.object({ ar: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** `text` in the request's language; `label` in both (a tense, a pronoun, a pattern…). */
export const optionSchema = z.object({ id: z.string(), text: z.string(), value: z.string(), label: bilingualSchema });
export type QuestionOption = z.infer<typeof optionSchema>;

/**
 * What an option reads in `locale`: its label in that language (True/False are صواب/خطأ on an Arabic
 * page whatever language the exam was drawn in), else the text it was drawn with. The one rule for
 * every page and document that shows options (the teacher's preview and review, the student's
 * attempt and result, the PDFs, the reports).
 */
export const optionText = (o: Pick<QuestionOption, 'text'> & { label?: Partial<Bilingual> | null }, locale: Locale): string => o.label?.[locale] || o.text;

export const answerSchema = z.union([
  z.object({ option_id: z.string() }),
  /** `accepted`: every form graded right (variants of a slot, several masdars), preferred first. */
  z.object({ text: z.string(), accepted: z.array(z.string()) }),
]);

export const claimSchema = z.object({
  form: z.string(),
  slot: z.string().optional(),
  root: z.string().optional(),
  pattern: z.string().optional(),
  noun: z.string().optional(),
  verb_type: z.string().optional(),
  /** form_meaning: what the derived form adds (`requestative`…). */
  meaning: z.string().optional(),
});
export type Claim = z.infer<typeof claimSchema>;

export const questionSourceSchema = z.object({
  verb_id: z.string(),
  root: z.string(),
  pattern: z.string(),
  past_vowel: z.string().nullable(),
  present_vowel: z.string().nullable(),
  slot: z.string().nullable(),
  noun: z.string().nullable(),
  /** A question in context: the asked slot's form as the engine gives it alone (the answer may carry the vowel the next word brings). */
  slot_form: z.string().optional(),
});

export const MOODS = ['indicative', 'subjunctive', 'jussive'] as const;

/** A question in context: its sentence, the pattern it was built from, what governs the asked form. */
export const questionContextSchema = z.object({
  sentence: bilingualSchema,
  template: z.string(),
  particle: z.string().nullable(),
  subject: z.object({ person: z.string(), noun: z.string().nullable(), position: z.enum(['before_verb', 'after_verb']).nullable() }),
  role: z.string().nullable(),
  case: z.enum(['nominative', 'accusative', 'genitive', ...MOODS]).nullable(),
  /** case_role and case_ending: the marked word as the sentence writes it, with its ending. */
  marked: z.string().optional(),
});
export type QuestionContext = z.infer<typeof questionContextSchema>;

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  format: z.enum(QUESTION_FORMATS),
  stem: bilingualSchema,
  prompt_form: z.string().nullable(),
  options: z.array(optionSchema),
  claim: claimSchema.optional(),
  answer: answerSchema.optional(),
  explanation: bilingualSchema,
  source: questionSourceSchema,
  context: questionContextSchema.optional(),
  difficulty: z.number().int().min(1).max(5),
  bloom: z.number().int().min(1).max(3),
  cefr: z.enum(CEFR_LEVELS),
  actfl: z.string(),
  ilr: z.string(),
  tags: z.array(z.string()),
});
export type Question = z.infer<typeof questionSchema>;

/** The question types' names, in both languages (the wizard, the reports, the generator's messages). */
export const QUESTION_TYPE_NAMES: Readonly<Record<QuestionType, Bilingual>> = {
  conjugate: { ar: 'تصريف الفعل', en: 'Conjugate' },
  identify_tense: { ar: 'تحديد الزمن', en: 'Identify the tense' },
  identify_person: { ar: 'تحديد الضمير', en: 'Identify the person' },
  voice: { ar: 'المبني للمعلوم والمجهول', en: 'Active and passive' },
  identify_root: { ar: 'تحديد الجذر', en: 'Identify the root' },
  identify_pattern: { ar: 'تحديد الوزن', en: 'Identify the pattern' },
  identify_verb_type: { ar: 'نوع الفعل', en: 'Verb type' },
  masdar: { ar: 'المصدر', en: 'Verbal noun (masdar)' },
  active_participle: { ar: 'اسم الفاعل', en: 'Active participle' },
  passive_participle: { ar: 'اسم المفعول', en: 'Passive participle' },
  derived_noun: { ar: 'المشتقات', en: 'Derived nouns' },
  mood_in_context: { ar: 'إعراب المضارع في جملة', en: 'Mood in context' },
  negation: { ar: 'النفي', en: 'Negation' },
  agreement: { ar: 'المطابقة', en: 'Agreement' },
  make_passive: { ar: 'البناء للمجهول في جملة', en: 'The passive sentence' },
  case_role: { ar: 'إعراب الكلمة', en: 'Role in the sentence (iʿrāb)' },
  case_ending: { ar: 'علامة الإعراب', en: 'Case ending' },
  form_meaning: { ar: 'معاني صيغ الزوائد', en: 'What a derived form adds' },
};

export const CRITERIA_KIND_NAMES: Readonly<Record<CriteriaKind, Bilingual>> = {
  verbs: { ar: 'الأفعال', en: 'Verbs' },
  roots: { ar: 'الجذور', en: 'Roots' },
  derivatives: { ar: 'المشتقات', en: 'Derivatives' },
  nouns: { ar: 'الأسماء', en: 'Nouns' },
  gerunds: { ar: 'المصادر', en: 'Gerunds (masdars)' },
  others: { ar: 'أخرى (الأفعال الجامدة)', en: 'Others (frozen verbs)' },
};

export const QUESTION_FORMAT_NAMES: Readonly<Record<QuestionFormat, Bilingual>> = {
  multiple_choice: { ar: 'اختيار من متعدد', en: 'Multiple choice' },
  true_false: { ar: 'صواب أو خطأ', en: 'True or false' },
  typed: { ar: 'كتابة الإجابة', en: 'Typed answer' },
};

/** `POST /exams/generate` (and the command line): the questions with their answers, and what the criteria give. */
export const generatedExamSchema = z.object({
  questions: z.array(questionSchema),
  seed: z.number().int(),
  available: z.number().int(),
  available_by_type: z.record(z.string(), z.number().int()),
  available_exact: z.boolean(),
});
export type GeneratedExam = z.infer<typeof generatedExamSchema>;

// ─── Exams: drafts, publishing, the list (sections 2–4 of the product specification) ───

export const EXAM_STATES = ['draft_setup', 'draft', 'upcoming', 'published'] as const;
export type ExamState = (typeof EXAM_STATES)[number];
export const EXAM_TIME_STATUSES = ['upcoming', 'started', 'time_ended', 'opened'] as const;
export type ExamTimeStatus = (typeof EXAM_TIME_STATUSES)[number];
export const EXAM_ACCESS = ['open', 'expirable'] as const;
export type ExamAccess = (typeof EXAM_ACCESS)[number];
export const EXAM_REVIEW = ['never', 'after_submit', 'after_expiry'] as const;
export type ExamReview = (typeof EXAM_REVIEW)[number];
/**
 * How a student's several submitted attempts at an exam make their one grade (Moodle's "grading
 * method", ADR 0072): the first, the best, the last, or the mean of all. Details, reports, the CSV,
 * the certificate and the students' pages all read the grade that `grading_method` says.
 */
export const GRADING_METHODS = ['best', 'first', 'last', 'mean'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];
/** The best attempt counts unless the educator says otherwise (Moodle's default too; ADR 0072). */
export const DEFAULT_GRADING_METHOD: GradingMethod = 'best';
/**
 * The exam list's groups (product specification, "Exam list groupings"). `groups`: exams assigned to
 * a class (the page sets them out class by class); `reports`: exams with a submitted attempt (each
 * leads to its report).
 */
export const EXAM_GROUPS = ['current', 'upcoming', 'finished', 'open', 'drafts', 'scheduled', 'cloned', 'groups', 'reports'] as const;
export type ExamGroup = (typeof EXAM_GROUPS)[number];

export const EXAM_TITLE_MAX = 200;
export const EXAM_OBJECTIVE_MAX = 2000;
export const EXAM_DURATION_MAX = 600;

// A title is printed beside names (certificates, reports, exports): the name rule (ADR 0060).
const examTitle = plainText(z.string().trim().min(1, 'required').max(EXAM_TITLE_MAX, 'text_max'), 'name');
const examObjective = plainText(z.string().trim().max(EXAM_OBJECTIVE_MAX, 'text_max'), 'multi');

/**
 * `POST /exams`: a draft from a generation request. The server generates the questions again
 * from the request (same seed, same questions) and keeps those named by `question_ids`, in that
 * order (all when absent): a client never sends a question, so no key is ever taken from it.
 */
export const createExamRequestSchema = z.strictObject({
  title: examTitle,
  objective: examObjective.nullish(),
  request: generateRequestSchema,
  question_ids: z
    .array(z.string().regex(/^q_[a-z0-9]{1,12}$/))
    .min(1)
    .max(MAX_EXAM_QUESTIONS)
    .optional(),
  setup_step: z.number().int().min(1).max(5).default(2),
});
export type CreateExamRequest = z.input<typeof createExamRequestSchema>;

/** `PATCH /exams/{id}`: what a draft may change (a published exam: title and objective only). */
export const updateExamRequestSchema = z.strictObject({
  title: examTitle.optional(),
  objective: examObjective.nullish(),
  request: generateRequestSchema.optional(),
  question_ids: z
    .array(z.string().regex(/^q_[a-z0-9]{1,12}$/))
    .min(1)
    .max(MAX_EXAM_QUESTIONS)
    .optional(),
  setup_step: z.number().int().min(1).max(5).optional(),
});
export type UpdateExamRequest = z.input<typeof updateExamRequestSchema>;

export const assignmentsSchema = z.object({
  classes: z
    .array(z.uuid({ error: 'value_invalid' }))
    .max(200)
    .default([]),
  students: z
    .array(z.uuid({ error: 'value_invalid' }))
    .max(2000)
    .default([]),
  teachers: z
    .array(z.uuid({ error: 'value_invalid' }))
    .max(200)
    .default([]),
});
export type Assignments = z.infer<typeof assignmentsSchema>;

/** The settings of step 4: when, for how long, for whom, and how it is marked. */
const examSettingsObject = z.object({
  publish_at: z.iso.datetime({ offset: true, error: 'value_invalid' }),
  expires_at: z.iso.datetime({ offset: true, error: 'value_invalid' }).nullable().default(null),
  access: z.enum(EXAM_ACCESS, { error: 'choice_invalid' }),
  duration_minutes: z.number({ error: 'number_invalid' }).int('number_integer').min(1, 'number_min').max(EXAM_DURATION_MAX, 'number_max').nullable(),
  passing_score: z.number({ error: 'number_invalid' }).int('number_integer').min(0, 'number_min').max(100, 'number_max'),
  attempts_allowed: z.number({ error: 'number_invalid' }).int('number_integer').min(1, 'number_min').max(100, 'number_max').nullable().default(1),
  review: z.enum(EXAM_REVIEW, { error: 'choice_invalid' }).default('after_submit'),
  grading_method: z.enum(GRADING_METHODS, { error: 'choice_invalid' }).default(DEFAULT_GRADING_METHOD),
  assignments: assignmentsSchema,
  /** The grade scale results show beside the score (one of the educator's, or their school's); null: scores only. */
  grade_scale_id: z.uuid({ error: 'grades_scale_unknown' }).nullable().default(null),
  /** Passing attempts get a certificate (the plan's certifications row). */
  certificates: z.boolean({ error: 'value_invalid' }).default(false),
  /** Questions and options in each attempt's own order (ADR 0087): on unless turned off. */
  shuffle: z.boolean({ error: 'value_invalid' }).default(true),
  /** One question per page, with previous and next (ADR 0087). */
  one_per_page: z.boolean({ error: 'value_invalid' }).default(false),
});
type ExamSettings = z.output<typeof examSettingsObject>;

function settingsIssues(v: ExamSettings, ctx: z.RefinementCtx): void {
  if (v.expires_at !== null && Date.parse(v.expires_at) <= Date.parse(v.publish_at)) ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'exam_expiry_before_publish' });
  if (v.access === 'expirable' && v.expires_at === null) ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'required' });
  if (v.review === 'after_expiry' && v.expires_at === null) ctx.addIssue({ code: 'custom', path: ['review'], message: 'exam_review_needs_expiry' });
}

/**
 * `PUT /exams/{id}/settings`: step 4 of a draft, kept for the review (step 5) without publishing.
 * Nobody need be assigned yet: publishing asks for that.
 */
export const examSettingsRequestSchema = examSettingsObject.superRefine(settingsIssues);
export type ExamSettingsRequest = z.input<typeof examSettingsRequestSchema>;

/** `POST /exams/{id}/publish`: the settings, complete; without a body, those kept by step 4. */
export const publishExamRequestSchema = examSettingsObject.superRefine((v, ctx) => {
  settingsIssues(v, ctx);
  const a = v.assignments;
  if (a.classes.length + a.students.length + a.teachers.length === 0) ctx.addIssue({ code: 'custom', path: ['assignments'], message: 'exam_assign_someone' });
});
export type PublishExamRequest = z.input<typeof publishExamRequestSchema>;

export const examListQuerySchema = z.object({
  group: z.enum(EXAM_GROUPS).optional(),
  time_status: z.enum(EXAM_TIME_STATUSES).optional(),
  search: plainText(z.string().trim().max(100)).optional(),
  /** Days (UTC) bounding when an exam was created; for a student, when it is due (its end): a student plans by due dates. */
  from_date: z.iso.date().optional(),
  to_date: z.iso.date().optional(),
  /** `due`: the soonest end first, exams without one last (a student's dashboard); else the newest first. */
  order: z.enum(['created', 'due']).default('created'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ExamListQuery = z.input<typeof examListQuerySchema>;

/** The verb of a student's exam in their list: what its page offers first. */
export const STUDENT_EXAM_ACTIONS = ['start', 'resume', 'result'] as const;
export type StudentExamAction = (typeof STUDENT_EXAM_ACTIONS)[number];

/** A student's own attempts at an exam, as their exam list shows them (only in a student's list). */
export const myAttemptsSchema = z.object({
  used: z.number().int(),
  /** null: unlimited (and the exam still running). */
  left: z.number().int().nullable(),
  /** The attempt in progress (before its deadline), if any. */
  open_attempt_id: z.string().nullable(),
  /** The latest submitted attempt. */
  last: z.object({ id: z.string(), result: z.enum(['in_review', 'passed', 'failed']), score: z.number().nullable() }).nullable(),
  /** resume an open attempt; result of the last one; start a first one; null: nothing to do now (upcoming, or ended untaken). */
  action: z.enum(STUDENT_EXAM_ACTIONS).nullable(),
});
export type MyAttempts = z.infer<typeof myAttemptsSchema>;

export const examSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  objective: z.string().nullable(),
  status: z.enum(EXAM_STATES),
  time_status: z.enum(EXAM_TIME_STATUSES).nullable(),
  setup_step: z.number().int(),
  question_count: z.number().int(),
  publish_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  access: z.enum(EXAM_ACCESS).nullable(),
  duration_minutes: z.number().int().nullable(),
  passing_score: z.number().int().nullable(),
  attempts_allowed: z.number().int().nullable(),
  review: z.enum(EXAM_REVIEW).nullable(),
  /** Which attempt (or the mean of all) is a student's grade at the exam, everywhere it is shown. */
  grading_method: z.enum(GRADING_METHODS),
  cloned_from: z.string().nullable(),
  owner: z.object({ id: z.string(), full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** A student's list only: their attempts and the verb. */
  my_attempts: myAttemptsSchema.optional(),
  /** An educator's list only: the classes it is assigned to, by name. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
  /** An educator's list only: how many attempts were submitted (the report's material). */
  submitted_attempts: z.number().int().optional(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

export const examDetailsSchema = examSummarySchema.extend({
  request: generateRequestSchema,
  version: z.number().int(),
  questions: z.array(questionSchema),
  assignments: z.object({
    classes: z.array(z.object({ id: z.string(), name: z.string() })),
    students: z.array(z.object({ id: z.string(), full_name: z.string() })),
    teachers: z.array(z.object({ id: z.string(), full_name: z.string() })),
  }),
  /** The grade scale the exam uses (its copy, ADR 0039), or null. */
  grade_scale: examGradeScaleSchema.nullable(),
  /** Whether passing attempts get a certificate. */
  certificates: z.boolean(),
  /** Whether each attempt shows the questions and options in its own order. */
  shuffle: z.boolean(),
  /** Whether the student sees one question at a time. */
  one_per_page: z.boolean(),
  /** Whether the plan lets its educators download the exam and results as PDF; if not, why, naming the plan that does. */
  pdf_download: z.object({ allowed: z.boolean(), message: z.string().nullable() }),
});
export type ExamDetails = z.infer<typeof examDetailsSchema>;

/**
 * `PATCH /exams/{id}/questions/{question_id}`: a teacher's edit. Wording (stem, explanation) on
 * plans with partial editing; options (forms only) and the key on full editing. The engine checks
 * the result; a wrong edit is refused with the reason.
 */
const stemText = plainText(z.string().trim().min(1, 'required').max(1000, 'text_max'), 'multi');
const explanationText = plainText(z.string().trim().max(2000, 'text_max'), 'multi');
const formText = plainText(z.string().trim().min(1, 'required').max(80, 'text_max'));
const optionId = plainText(z.string().max(4));
export const editQuestionRequestSchema = z.strictObject({
  stem: z.object({ ar: stemText, en: stemText }).optional(),
  explanation: z.object({ ar: explanationText, en: explanationText }).optional(),
  options: z
    .array(z.object({ id: optionId, value: formText }))
    .min(2)
    .max(5)
    .optional(),
  answer: z
    .union([
      z.object({ option_id: optionId }),
      z.object({
        accepted: z
          .array(plainText(z.string().trim().min(1).max(80)))
          .min(1)
          .max(10),
      }),
    ])
    .optional(),
});
export type EditQuestionRequest = z.input<typeof editQuestionRequestSchema>;

// ─── The question bank ───

export const bankQuestionSchema = z.object({
  id: z.string(),
  question: questionSchema,
  labels: z.array(z.string()),
  version: z.number().int(),
  owner: z.object({ id: z.string(), full_name: z.string() }),
  created_at: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const questionIds = z
  .array(z.string().regex(/^q_[a-z0-9]{1,12}$/))
  .min(1)
  .max(MAX_EXAM_QUESTIONS);
const bankLabels = z.array(plainText(z.string().trim().min(1).max(40))).max(10);

/** `POST /bank/questions`: save questions of an exam the caller sees. */
export const saveToBankRequestSchema = z.strictObject({ exam_id: z.uuid({ error: 'not_found' }), question_ids: questionIds, labels: bankLabels.optional() });

export const bankListQuerySchema = z.object({
  type: z.enum(QUESTION_TYPES).optional(),
  verb: plainText(z.string().max(24)).optional(),
  root: z
    .string()
    .regex(/^[\u0621-\u064A]{3,4}$/, 'value_invalid')
    .optional(),
  pattern: z.enum(EXAM_PATTERN_IDS).optional(),
  cefr: z.enum(CEFR_LEVELS).optional(),
  tag: plainText(z.string().trim().max(40)).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BankListQuery = z.input<typeof bankListQuerySchema>;

/** `PATCH /bank/questions/{id}`: an edit (a new version, checked by the engine) and the teacher's tags. */
export const editBankQuestionRequestSchema = editQuestionRequestSchema.extend({ labels: bankLabels.optional() });

/** `POST /exams/{id}/questions/from-bank`: bank questions appended to a draft. */
export const addFromBankRequestSchema = z.strictObject({
  bank_ids: z
    .array(z.uuid({ error: 'not_found' }))
    .min(1)
    .max(MAX_EXAM_QUESTIONS),
});

/**
 * `POST /exams/import/qti`: a QTI 3.0 package (a zip) of an exam, refused above QTI_MAX_BYTES and
 * unpacked as a stream under these limits, each checked while inflating (the roster zip's way, ADR
 * 0057 and 0085): a manifest, a test and an item per question, each file small, XML packing some
 * 5 to 30 times.
 */
export const QTI_MAX_BYTES = 5 * 1_048_576;
export const QTI_ZIP_MAX_FILES = MAX_EXAM_QUESTIONS + 16;
export const QTI_ZIP_MAX_FILE_BYTES = 2 * 1_048_576;
export const QTI_ZIP_MAX_TOTAL_BYTES = 20 * 1_048_576;
export const QTI_ZIP_MAX_RATIO = 100;
export const QTI_ZIP_RATIO_GRACE_BYTES = 262_144;

/** `POST /bank/import`: a GIFT file's text (Tasreef's own export, perhaps edited in an LMS). */
export const GIFT_IMPORT_MAX = 1_000_000;
export const importGiftRequestSchema = z.strictObject({ gift: plainText(z.string().min(1, 'required').max(GIFT_IMPORT_MAX, 'text_max'), 'multi') });
export const importGiftAnswerSchema = z.object({ imported: z.number().int(), refused: z.array(z.object({ title: z.string(), reason: z.string() })), message: z.string() });
export type ImportGiftAnswer = z.infer<typeof importGiftAnswerSchema>;
