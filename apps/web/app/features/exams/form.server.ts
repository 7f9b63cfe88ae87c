/**
 * The wizard's forms as API bodies: what step 1 and step 2 post becomes a generation request
 * (shared/spec/exams.md); step 4 becomes a publish request. The API validates; nothing here
 * decides what is allowed.
 */
import { CRITERIA_KINDS, EXAM_PATTERN_IDS, EXAM_TENSES, FREQUENCY_BANDS, QUESTION_FORMATS, QUESTION_TYPES, ROOT_TYPES, type GenerateInput } from '@tasreef/contracts/exams';

const pick = <T extends string>(form: FormData, name: string, allowed: readonly T[]): T[] =>
  form.getAll(name).filter((v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v));

const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** A whole number from a field, or null when empty; NaN (the API refuses it) when not a number. */
export function numberField(form: FormData, name: string): number | null {
  const v = text(form, name);
  if (v === '') return null;
  return /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
}

/** Step 1: objectives (types with weights), count or "let the engine decide", formats. */
export function objectivesFrom(form: FormData, previous: GenerateInput | null): Pick<GenerateInput, 'objectives' | 'formats' | 'question_count'> {
  const types = pick(form, 'type', QUESTION_TYPES);
  const objectives = types.map((type) => {
    const w = numberField(form, `weight_${type}`);
    return w === null || w === 1 ? { type } : { type, weight: w };
  });
  const auto = text(form, 'count_mode') === 'auto';
  return {
    objectives,
    formats: pick(form, 'format', QUESTION_FORMATS).length ? pick(form, 'format', QUESTION_FORMATS) : (previous?.formats ?? ['multiple_choice']),
    question_count: auto ? null : (numberField(form, 'question_count') as number),
  };
}

/** Step 2: the criteria. Roots are Arabic letters separated by spaces or commas. */
export function criteriaFrom(form: FormData): GenerateInput['criteria'] {
  const roots = text(form, 'roots')
    .split(/[\s,،]+/u)
    .filter(Boolean);
  const frequency = text(form, 'frequency');
  return {
    kinds: pick(form, 'kind', CRITERIA_KINDS),
    verbs: form.getAll('verb').filter((v): v is string => typeof v === 'string' && v !== ''),
    roots,
    root_types: pick(form, 'root_type', ROOT_TYPES),
    patterns: pick(form, 'pattern', EXAM_PATTERN_IDS),
    tenses: pick(form, 'tense', EXAM_TENSES),
    frequency: (FREQUENCY_BANDS as readonly string[]).includes(frequency) ? (frequency as GenerateInput['criteria']['frequency']) : null,
    quran: text(form, 'quran') === '1' ? true : null,
  };
}

/** A fresh seed for a new set of questions. */
export const newSeed = (): number => Math.floor(Math.random() * 2 ** 31);
