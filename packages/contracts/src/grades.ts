import { z } from 'zod';
import { plainText } from './fields.ts';

/**
 * Grade scales and certificates (issue 17, ADR 0039). A scale is a list of percent bands, each a
 * label (A–F, ممتاز … راسب, or the educator's own words). A band holds the scores from its `from`
 * (included) up to its `to` (not included), except that 100 belongs to the band that ends at 100:
 * so 89.5 % falls in 80–90 and nothing falls between two bands. The bands of a scale cover 0 to
 * 100 once: no gap, no overlap. The one schema below is used by the API and by the page's form.
 */

export const GRADE_BANDS_MAX = 12;
export const GRADE_LABEL_MAX = 40;

export const gradeBandSchema = z.object({
  from: z.number({ error: 'number_invalid' }).int('number_integer').min(0, 'number_min').max(100, 'number_max'),
  to: z.number({ error: 'number_invalid' }).int('number_integer').min(0, 'number_min').max(100, 'number_max'),
  label: plainText(z.string({ error: 'required' }).trim().min(1, 'required').max(GRADE_LABEL_MAX, 'text_max'), 'name'),
});
export type GradeBand = z.infer<typeof gradeBandSchema>;

/**
 * A band in a message: its label (in an isolate, so an Arabic label keeps its place in an English
 * sentence and the reverse) and its bounds apart, so each language writes the band its own way:
 * “B” (80–95), «جيد جدًا» (من 80 إلى 95).
 */
const bandParams = (b: Pick<GradeBand, 'from' | 'to' | 'label'>, prefix: string): Record<string, string> => ({
  [prefix]: `\u2068${b.label}\u2069`,
  [`${prefix}_from`]: String(b.from),
  [`${prefix}_to`]: String(b.to),
});

/**
 * What is wrong with a list of bands, each issue at the path of the band to fix, with the message
 * key and its parameters (the bands it names). Empty when the bands cover 0–100 once.
 */
export function bandIssues(bands: readonly GradeBand[]): { path: (string | number)[]; message: string; params?: Record<string, string> }[] {
  const out: { path: (string | number)[]; message: string; params?: Record<string, string> }[] = [];
  const seen = new Map<string, number>();
  bands.forEach((b, i) => {
    if (b.to <= b.from) out.push({ path: ['bands', i, 'to'], message: 'grades_band_empty', params: bandParams(b, 'band') });
    const key = b.label.trim().toLowerCase();
    if (seen.has(key)) out.push({ path: ['bands', i, 'label'], message: 'grades_label_twice', params: { label: `\u2068${b.label}\u2069` } });
    else seen.set(key, i);
  });
  if (out.length > 0) return out;
  const order = bands.map((b, i) => ({ b, i })).sort((x, y) => x.b.from - y.b.from || x.b.to - y.b.to);
  const first = order[0];
  const last = order[order.length - 1];
  if (first && first.b.from > 0) out.push({ path: ['bands', first.i, 'from'], message: 'grades_bands_start', params: bandParams(first.b, 'band') });
  for (let k = 1; k < order.length; k++) {
    const lower = order[k - 1]!;
    const upper = order[k]!;
    if (lower.b.to > upper.b.from)
      out.push({ path: ['bands', upper.i, 'from'], message: 'grades_bands_overlap', params: { ...bandParams(lower.b, 'first'), ...bandParams(upper.b, 'second') } });
    else if (lower.b.to < upper.b.from)
      out.push({
        path: ['bands', upper.i, 'from'],
        message: 'grades_bands_gap',
        params: { ...bandParams(lower.b, 'first'), ...bandParams(upper.b, 'second'), from: String(lower.b.to), to: String(upper.b.from) },
      });
  }
  if (last && Math.max(...bands.map((b) => b.to)) < 100) out.push({ path: ['bands', last.i, 'to'], message: 'grades_bands_end', params: bandParams(last.b, 'band') });
  return out;
}

/** The highest band first, as a scale is shown and stored. */
export const sortBands = (bands: readonly GradeBand[]): GradeBand[] => [...bands].sort((a, b) => b.from - a.from);

/** `POST /grade-scales` and `PATCH /grade-scales/{id}`: a name and bands covering 0–100 once. */
export const gradeScaleInputSchema = z
  .strictObject({
    name: plainText(z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'text_max'), 'name'),
    bands: z.array(gradeBandSchema).min(2, 'grades_bands_min').max(GRADE_BANDS_MAX, 'grades_bands_max'),
  })
  .superRefine((v, ctx) => {
    for (const issue of bandIssues(v.bands)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, params: issue.params });
  });
export type GradeScaleInput = z.input<typeof gradeScaleInputSchema>;

/** The band a score falls in: from ≤ score < to, and 100 in the band that ends at 100. */
export function gradeOf(bands: readonly GradeBand[], score: number | null): string | null {
  if (score === null || !Number.isFinite(score)) return null;
  const s = Math.min(100, Math.max(0, score));
  const hit = bands.find((b) => b.from <= s && (s < b.to || (b.to === 100 && s === 100)));
  return hit?.label ?? null;
}

/** The two ready scales an educator copies (and may change). */
export const GRADE_SCALE_PRESETS = {
  letters: {
    name: { en: 'Letters A–F', ar: 'الحروف A–F' },
    bands: [
      { from: 90, to: 100, label: 'A' },
      { from: 80, to: 90, label: 'B' },
      { from: 70, to: 80, label: 'C' },
      { from: 60, to: 70, label: 'D' },
      { from: 0, to: 60, label: 'F' },
    ],
  },
  arabic: {
    name: { en: 'Arabic word grades', ar: 'التقديرات: ممتاز … راسب' },
    bands: [
      { from: 90, to: 100, label: 'ممتاز' },
      { from: 80, to: 90, label: 'جيد جدًا' },
      { from: 70, to: 80, label: 'جيد' },
      { from: 60, to: 70, label: 'مقبول' },
      { from: 0, to: 60, label: 'راسب' },
    ],
  },
} as const satisfies Record<string, { name: { en: string; ar: string }; bands: GradeBand[] }>;
export type GradeScalePreset = keyof typeof GRADE_SCALE_PRESETS;
export const GRADE_SCALE_PRESET_IDS = Object.keys(GRADE_SCALE_PRESETS) as GradeScalePreset[];

/** Whether `bands` are one of the presets' bands exactly (the Basic plan uses the presets as they are). */
export function isPresetBands(bands: readonly GradeBand[]): boolean {
  const mine = JSON.stringify(sortBands(bands).map((b) => [b.from, b.to, b.label.trim()]));
  return GRADE_SCALE_PRESET_IDS.some((p) => JSON.stringify(GRADE_SCALE_PRESETS[p].bands.map((b) => [b.from, b.to, b.label])) === mine);
}

export const gradeScaleSchema = z.object({
  id: z.string(),
  name: z.string(),
  bands: z.array(gradeBandSchema),
  owner: z.object({ id: z.string(), full_name: z.string() }),
  /** The caller made it: they may change or delete it. Otherwise it is their school's, theirs to use. */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GradeScale = z.infer<typeof gradeScaleSchema>;

/** What the grade-scales page needs besides the list: whether the plan allows scales, and how. */
export const gradeScaleListSchema = z.object({
  scales: z.array(gradeScaleSchema),
  /** unavailable: no scales; basic: the presets as they are; scale / customized: any bands. */
  plan_level: z.string(),
  /** When the plan limits scales: the sentence naming the plan that lifts it. */
  upgrade: z.string().nullable(),
});
export type GradeScaleList = z.infer<typeof gradeScaleListSchema>;

/** The scale an exam uses, copied when it is set, so later edits of the scale do not regrade it. */
export const examGradeScaleSchema = z.object({ id: z.string(), name: z.string(), bands: z.array(gradeBandSchema) });
export type ExamGradeScale = z.infer<typeof examGradeScaleSchema>;

// ---------------------------------------------------------------- certificates

/**
 * A verification code: 16 letters and digits of Crockford's base 32 (80 random bits) in groups
 * of four. Typed codes are read leniently: case, spaces and dashes do not matter, O is 0, I and L are 1.
 */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The canonical form of a typed code, or null when it cannot be one. */
export function normalizeCertificateCode(typed: string): string | null {
  const s = typed
    .toUpperCase()
    .replace(/[\s\-–—_]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(s)) return null;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s.slice(12)}`;
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** What the public verification page shows: nothing more than the certificate itself says. */
export const publicCertificateSchema = z.object({
  code: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revoked_at: z.string().nullable(),
  student_name: z.string(),
  exam_title: z.string(),
  score: z.number(),
  grade: z.string().nullable(),
  issued_at: z.string(),
  issuer: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** A certificate as its student and the exam's educators see it. */
export const certificateSchema = publicCertificateSchema.extend({
  id: z.string(),
  attempt_id: z.string(),
  exam_id: z.string(),
  student_id: z.string(),
  /** The public page's absolute address (the QR code's target). */
  verify_url: z.string(),
  /** The caller may revoke and reinstate it (the exam's educator, or its school). */
  can_revoke: z.boolean(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListQuerySchema = z.object({
  exam_id: z.uuid({ error: 'value_invalid' }).optional(),
});
