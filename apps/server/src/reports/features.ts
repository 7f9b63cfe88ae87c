/**
 * The grammatical features of a question, read from its type and its source: the tense and the
 * person from its slot (`present_jussive.active.3mp`), its pattern, and the broad types of its root
 * (the exam generator's own rule, so a report and an exam's criteria mean the same thing by "hollow").
 */
import type { Locale } from '@tasreef/contracts';
import { PATTERN_WEIGHTS, PATTERN_IDS } from '@tasreef/contracts/search';
import { EXAM_TENSES, QUESTION_TYPE_NAMES, type Question } from '@tasreef/contracts/exams';
import { PERSONS, PRONOUNS, ROOT_TYPE_NAMES, TENSES, type TenseId } from '@tasreef/contracts/grammar-terms';
import type { FeatureDimension } from '@tasreef/contracts/reports';
import { rootTypesOf } from '@tasreef/exams';

const ROOT = /^[\u0621-\u064A]{3,4}$/u;

export function featuresOf(q: Pick<Question, 'type' | 'source'>): Partial<Record<FeatureDimension, string[]>> {
  const out: Partial<Record<FeatureDimension, string[]>> = { type: [q.type] };
  const [tense, , person] = (q.source.slot ?? '').split('.');
  if (tense && (EXAM_TENSES as readonly string[]).includes(tense)) out.tense = [tense];
  if (person && (PERSONS as readonly string[]).includes(person)) out.person = [person];
  if (q.source.pattern) out.pattern = [q.source.pattern];
  if (ROOT.test(q.source.root)) out.root_type = rootTypesOf(q.source.root);
  return out;
}

/** A feature's name in `locale`: "Present jussive", "Hollow", "they (m. pl.) هُمْ", "X اِسْتَفْعَلَ". */
export function featureLabel(locale: Locale, dimension: FeatureDimension, value: string): string {
  switch (dimension) {
    case 'type':
      return QUESTION_TYPE_NAMES[value as keyof typeof QUESTION_TYPE_NAMES]?.[locale] ?? value;
    case 'tense':
      return TENSES[value as TenseId]?.[locale] ?? value;
    case 'person': {
      const p = PRONOUNS[value as keyof typeof PRONOUNS];
      if (!p) return value;
      return locale === 'ar' ? p.ar : `${p.en} (${p.ar})`;
    }
    case 'root_type':
      return ROOT_TYPE_NAMES[value as keyof typeof ROOT_TYPE_NAMES]?.[locale] ?? value;
    case 'pattern': {
      const weight = value === 'I' ? 'فَعَلَ' : (PATTERN_IDS as readonly string[]).includes(value) ? PATTERN_WEIGHTS[value as keyof typeof PATTERN_WEIGHTS] : null;
      const name = locale === 'ar' ? `الوزن ${value}` : `Form ${value}`;
      return weight ? `${name} (${weight})` : name;
    }
  }
}
