/**
 * The property the issue asks for: 10,000 questions over random criteria and seeds, and not one
 * with a malformed form, an ambiguous key (a second option also right), a wrong true/false answer,
 * a typed answer missing a right form, or a question asked twice in its exam. Truth is recomputed
 * by `truth.ts` from the engine's public API and the analyzer, not from the generator's drafts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAM_PATTERN_IDS, EXAM_TENSES, FREQUENCY_BANDS, QUESTION_FORMATS, QUESTION_TYPES, ROOT_TYPES, type GenerateRequest, type Question } from '@tasreef/contracts/exams';
import { isWellFormed } from '../src/index.ts';
import { Truth } from './truth.ts';
import { examWorld, generate } from './world.ts';

let truth: Truth;
beforeAll(() => {
  const w = examWorld();
  truth = new Truth(w.entries, w.analyzer);
}, 180_000);

const FORM_TYPES = new Set(['conjugate', 'masdar', 'active_participle', 'passive_participle']);

/** What is wrong with a question, or [] when nothing is. */
export function faults(q: Question): string[] {
  const out: string[] = [];
  const where = `${q.type}/${q.format} ${q.source.verb_id} ${q.source.slot ?? q.source.noun ?? ''}`;
  const forms = [q.prompt_form, q.claim?.form, ...(q.answer && 'accepted' in q.answer ? q.answer.accepted : [])].filter((f): f is string => !!f);
  if (q.format === 'multiple_choice') for (const o of q.options) if (FORM_TYPES.has(q.type) || /[\u0600-\u06FF]/.test(o.value)) forms.push(o.value);
  // a sentence's phrase may join بِـ to the article (مُرَّ بِالطِّفْلِ): the article's word is what is checked
  for (const f of forms) if (/[\u064B-\u0652]/.test(f) && !isWellFormed(f.replace(/(^| )\u0628\u0650(?=\u0627\u0644)/gu, '$1'))) out.push(`${where}: malformed ${f}`);
  // a form shown with a question about it has one answer, not just one among the options offered
  // (تَكْتُبُ is أنتَ and هي: never asked, even with one of them left out of the options)
  const shown = q.format === 'true_false' ? q.claim!.form : q.prompt_form;
  const asksVoice = q.tags.includes('which_voice');
  const part = q.type === 'identify_tense' ? 0 : q.type === 'identify_person' ? 2 : asksVoice ? 1 : undefined;
  if (part !== undefined && shown) {
    const values = new Set(truth.slotsWith(q.source.verb_id, shown).map((s) => s.split('.')[part]));
    if (values.size > 1) out.push(`${where}: ${shown} is ${[...values].join(' and ')}`);
  }
  if ((q.type === 'identify_root' || q.type === 'identify_pattern') && shown) {
    const values = new Set(truth.readings(shown).map((r) => (q.type === 'identify_root' ? r.root : r.pattern)));
    if (values.size !== 1) out.push(`${where}: ${shown} has readings ${[...values].join(' and ')}`);
  }
  // no two options read alike, in either language (هُمَا of 3md and of 3fd once did)
  for (const lang of ['ar', 'en'] as const) if (new Set(q.options.map((o) => o.label[lang])).size !== q.options.length) out.push(`${where}: two options read alike in ${lang}`);
  if (q.format === 'multiple_choice') {
    const right = q.options.filter((o) => truth.rightChoice(q, o.value, q.prompt_form));
    const key = q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)!;
    if (right.length !== 1 || right[0]!.id !== key.id) out.push(`${where}: key ${key.value}, right: ${right.map((o) => o.value).join(' ') || 'none'}`);
  } else if (q.format === 'true_false') {
    const said = (q.answer as { option_id: string }).option_id === 'a';
    if (truth.claimTrue(q, q.claim!) !== said) out.push(`${where}: claim ${JSON.stringify(q.claim)} answered ${said}`);
  } else {
    const a = q.answer as { text: string; accepted: string[] };
    for (const f of a.accepted) if (!truth.rightChoice(q, f, q.prompt_form)) out.push(`${where}: accepted ${f} is not right`);
  }
  return out;
}

const subset = <T>(xs: readonly T[], max: number) => fc.subarray([...xs], { minLength: 0, maxLength: max });

const requests = fc.record({
  objectives: fc.subarray([...QUESTION_TYPES], { minLength: 1, maxLength: 11 }).map((ts) => ts.map((type) => ({ type }))),
  formats: fc.subarray([...QUESTION_FORMATS], { minLength: 1, maxLength: 3 }),
  question_count: fc.constant(100),
  criteria: fc.record({
    root_types: subset(ROOT_TYPES, 2),
    patterns: subset(EXAM_PATTERN_IDS, 3),
    tenses: subset(EXAM_TENSES, 3),
    frequency: fc.option(fc.constantFrom(...FREQUENCY_BANDS), { nil: undefined }),
  }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('10,000 questions over random criteria and seeds', () => {
  it('none malformed, none ambiguous, every true/false answer and typed answer right, none asked twice in its exam', () => {
    let questions = 0;
    let exams = 0;
    const problems: string[] = [];
    const byType = new Map<string, number>();
    for (const request of fc.sample(requests, { numRuns: 1000, seed: 20261125 }) as GenerateRequest[]) {
      if (questions >= 14_000) break;
      const out = generate(request);
      if ('error' in out) continue;
      exams++;
      const asked = new Set<string>();
      for (const q of out.questions) {
        questions++;
        byType.set(q.type, (byType.get(q.type) ?? 0) + 1);
        problems.push(...faults(q));
        const what = `${q.type}|${q.source.verb_id}|${q.source.slot}|${q.source.noun}|${q.format === 'true_false' ? q.claim?.form : q.prompt_form}`;
        if (asked.has(what)) problems.push(`asked twice: ${what}`);
        asked.add(what);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(questions).toBeGreaterThanOrEqual(14_000);
    expect(exams).toBeGreaterThanOrEqual(100);
    // every type drawn often enough to be judged: seventeen types shared 10,000, and make_passive,
    // the narrowest (transitive bank verbs, one per tense and person an exam), came to 91 once the
    // words of a sentence count as shown (spread.ts); with form_meaning, eighteen types, case_role
    // came to 61 of 10,000, so the sample is 14,000 (the property is the "10,000 at least")
    for (const t of QUESTION_TYPES) expect(byType.get(t), t).toBeGreaterThan(80);
  }, 600_000);
});
