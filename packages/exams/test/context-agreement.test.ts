/**
 * agreement, make_passive and ليس in negation (issue 32): a gold of sentences written by hand from
 * the grammar books checked against the generator letter for letter, one sentence per template,
 * a property test over every sentence the bank can build for these types judged by
 * context-truth.ts (its own rules), and the generator's questions checked by the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Question } from '@tasreef/contracts/exams';
import { verbData } from '../src/verb-data.ts';
import { isWellFormed } from '../src/well-formed.ts';
import { checkQuestion } from '../src/check.ts';
import { analyzerReadings } from '../src/readings.ts';
import { agreementType } from '../src/types/agreement.ts';
import { makePassiveType } from '../src/types/make-passive.ts';
import { negationType } from '../src/types/negation.ts';
import { examEntries } from '../src/exam-entries.ts';
import type { Draft, QuestionTypeModule } from '../src/draft.ts';
import { afterGap, ContextTruth, pausalSpelling } from './context-truth.ts';
import { GOLD_AGREEMENT } from './context-gold-agreement.ts';
import { examWorld, generated } from './world.ts';

/** An answer's verb spelt as at a pause, when the next word (in the answer, or after the gap) joins it: none otherwise. */
function atPause(answer: string, sentence: string): string[] {
  const [verb, ...rest] = answer.split(' ');
  const next = rest[0] ?? afterGap(sentence);
  const bare = pausalSpelling(verb!, next);
  return bare === null ? [] : [[bare, ...rest].join(' ')];
}

let entries: LexiconEntry[];
let byId: Map<string, LexiconEntry>;
let truth: ContextTruth;
const entryOf = (root: string, pattern: string, pv: string | null, rv: string | null): LexiconEntry | undefined =>
  entries.find((e) => e.root === root && e.pattern === pattern && (pattern !== 'I' || (e.past_vowel === pv && e.present_vowel === rv)));
const TYPES: Record<string, QuestionTypeModule> = { agreement: agreementType, make_passive: makePassiveType, negation: negationType };
const asQuestion = (d: Draft, id: string) => ({ type: d.type, context: d.context, source: { verb_id: id, slot: d.slot, noun: d.noun } }) as unknown as Question;
/** The sentence the student sees: the gap's, or make_passive's active sentence. */
const shown = (d: Draft) => d.context!.sentence.ar;

beforeAll(() => {
  entries = examEntries(examWorld().entries);
  byId = new Map(entries.map((e) => [e.id, e]));
  truth = new ContextTruth(byId);
}, 180_000);

describe('the gold: agreement, the passive sentence and ليس from the grammar books', () => {
  it('has sentences of every new template', () => {
    const templates = new Set(GOLD_AGREEMENT.map((g) => `${g.type}|${g.target.split('|')[0]}`));
    expect([...templates].sort()).toEqual(['agreement|khabar', 'agreement|naat', 'agreement|svo', 'agreement|vso', 'make_passive|past', 'make_passive|present', 'negation|laysa']);
    expect(GOLD_AGREEMENT.length).toBeGreaterThanOrEqual(40);
  });
  for (const g of GOLD_AGREEMENT)
    it(`${g.sentence} → ${g.answers.join(' / ')}`, () => {
      const e = entryOf(...g.verb);
      expect(e, `${g.verb.join(' ')} in the lexicon`).toBeDefined();
      const d = TYPES[g.type]!.build(verbData(e!), g.target, {} as never);
      expect(d, g.target).not.toBeNull();
      expect(shown(d!)).toBe(g.sentence);
      // the key is the first answer; every answer right and accepted, no wrong choice among them
      expect(d!.key.value).toBe(g.answers[0]);
      const right = truth.rightForms(asQuestion(d!, e!.id));
      expect(new Set(right)).toEqual(new Set(g.answers));
      // typed: the verb may also be spelt as at a pause (كَتَبَتْ الطَّالِبَاتُ: review s24)
      const answers = g.answers.filter((a) => g.type !== 'make_passive' || a === g.answers[0]);
      const typed = truth.typedForms(asQuestion(d!, e!.id));
      if (d!.accepted) expect(new Set(d!.accepted)).toEqual(new Set(answers.flatMap((a) => [a, ...atPause(a, g.sentence)])));
      for (const w of d!.distractors) expect([...typed]).not.toContain(w.value);
    });
});

describe('one sentence per template', () => {
  const one = (type: QuestionTypeModule, target: string, verb: [string, string, string | null, string | null]) => {
    const d = type.build(verbData(entryOf(...verb)!), target, {} as never);
    expect(d, target).not.toBeNull();
    return d!;
  };
  it.each([
    ['vso|n:m:pl', 'after_verb', 'fa3il', 'الفعل يُفرد مع الفاعل الظاهر'],
    ['svo|n:f:du', 'before_verb', 'fa3il', 'مبتدأ مرفوع'],
  ] as const)('agreement %s: the past, the subject %s, a fully vocalized sentence and its English', (target, position, role, rule) => {
    const d = one(agreementType, target, ['كتب', 'I', 'a', 'u']);
    expect(d.context!.subject.position).toBe(position);
    expect(d.context!.role).toBe(role);
    expect(d.slot!.startsWith('past.active.')).toBe(true);
    expect(d.context!.sentence.en).toMatch(/^[A-Z].*\.$/);
    for (const w of d.context!.sentence.ar.replace(/[.،]/gu, '').split(' ')) if (!w.includes('____')) expect(isWellFormed(w), w).toBe(true);
    expect(d.explanation().ar).toContain(rule);
  });
  it('agreement with a non-human plural: the feminine singular, named in the explanation, B1 at least', () => {
    const d = one(agreementType, 'svo|x:m:pl|book', ['سقط', 'I', 'a', 'u']);
    expect(d.key.value).toBe('سَقَطَتْ');
    expect(d.distractors.map((c) => c.value)).toContain('سَقَطُوا');
    expect(d.explanation().ar).toContain('جمع غير العاقل يعامل معاملة المفردة المؤنثة');
    expect(d.factors.floor).toBe(3);
    const a = one(agreementType, 'khabar|x:m:pl|book', ['فيد', 'IV', null, null]);
    expect(a.explanation().ar).toContain('جمع غير العاقل يعامل معاملة المفردة المؤنثة');
    // the feminine plural some allow (الكُتُبُ مُفِيدَاتٌ) is never shown as wrong
    expect(a.distractors.map((c) => c.value)).not.toContain('مُفِيدَاتٌ');
  });
  it('an attribute: definite, in its noun’s case; the wrong choices change one of gender, number, definiteness, case', () => {
    const d = one(agreementType, 'naat|n:m:pl|student_m|نظر:I', ['جهد', 'VIII', null, null]);
    expect(d.context!.case).toBe('genitive');
    expect(d.key.value).toBe('الْمُجْتَهِدِينَ');
    expect(d.distractors.map((c) => c.value)).toEqual(expect.arrayContaining(['الْمُجْتَهِدُونَ', 'مُجْتَهِدِينَ', 'الْمُجْتَهِدَاتِ']));
    expect(d.explanation().ar).toContain('النعت يتبع منعوته');
  });
  it('make_passive: the object nominative as نائب الفاعل, the verb the engine’s passive, the case kept shown as wrong; the impersonal keeps the preposition', () => {
    const d = one(makePassiveType, 'past|n:m:pl|student_m|lesson', ['كتب', 'I', 'a', 'u']);
    expect(d.context!.sentence.ar).toBe('كَتَبَ الطُّلَّابُ الدَّرْسَ.');
    expect(d.key.value).toBe('كُتِبَ الدَّرْسُ');
    expect(d.slot).toBe('past.passive.3ms');
    expect(d.distractors.map((c) => c.value)).toEqual(expect.arrayContaining(['كُتِبَ الدَّرْسَ', 'كَتَبَ الدَّرْسُ']));
    expect(d.explanation().ar).toContain('نائب الفاعل مرفوع');
    expect(d.context!.sentence.en).toBe('The students wrote the lesson.');
    expect(d.explanation().en).toContain('(The lesson was written.)');
    const i = one(makePassiveType, 'past|n:m:sg|student_m|teacher_m', ['مرر', 'I', 'a', 'u']);
    expect(i.key.value).toBe('مُرَّ بِالْمُعَلِّمِ');
    expect(i.explanation().ar).toContain('مقام الفاعل');
    // an intransitive verb without a preposition, or a state, is never asked
    expect(makePassiveType.targets(verbData(entryOf('نوم', 'I', 'i', 'a')!), {} as never)).toEqual([]);
    expect(makePassiveType.targets(verbData(entryOf('عرف', 'I', 'a', 'i')!), {} as never)).toEqual([]);
    expect(makePassiveType.targets(verbData(entryOf('ذهب', 'I', 'a', 'a')!), {} as never)).toEqual([]);
  });
  it('ليس: the affirmative shown, ليس agreeing with its subject, the predicate accusative; the nominative a learner keeps is the first wrong choice', () => {
    const d = one(negationType, 'laysa|laysa|n:f:sg|student_f', ['جهد', 'VIII', null, null]);
    expect(d.context!.sentence.ar).toBe('لَيْسَتِ الطَّالِبَةُ ____.');
    expect(d.ask.ar).toContain('«الطَّالِبَةُ مُجْتَهِدَةٌ.»');
    expect(d.key.value).toBe('مُجْتَهِدَةً');
    expect(d.distractors[0]!.value).toBe('مُجْتَهِدَةٌ');
    expect(d.explanation().ar).toContain('خبرها منصوب');
  });
});

describe('the review of 40 items (s22)', () => {
  const one = (type: QuestionTypeModule, target: string, verb: [string, string, string | null, string | null]) => type.build(verbData(entryOf(...verb)!), target, {} as never);
  it('two things without an Arabic plural in the bank are still plural in English (not “the two article”)', () => {
    expect(one(agreementType, 'khabar|x:f:du|article', ['فيد', 'IV', null, null])!.context!.sentence.en).toBe('The two articles are useful.');
  });
  it('an attribute’s explanation says «فهو معرفة منصوب», not «معرفة المنصوب»', () => {
    const why = one(agreementType, 'naat|n:f:sg|teacher_f|نصح', ['جهد', 'VIII', null, null])!.explanation().ar;
    expect(why).toContain('فهو معرفة منصوب');
  });
  it('a hollow verb’s past passive is not said to take damma on its first letter (زِيرَتْ); a sound one is', () => {
    expect(one(makePassiveType, 'past|n:m:sg|player_m|girl', ['زور', 'I', 'a', 'u'])!.explanation().ar).not.toContain('بضم أوله');
    expect(one(makePassiveType, 'past|n:m:sg|student_m|lesson', ['كتب', 'I', 'a', 'u'])!.explanation().ar).toContain('بضم أوله وكسر ما قبل آخره');
  });
  it('«دُخِلَتِ المَدْرَسَةُ» is not asked', () => {
    expect(makePassiveType.targets(verbData(entryOf('دخل', 'I', 'a', 'u')!), {} as never)).toEqual([]);
  });
});

describe('the whole bank', () => {
  it('every sentence it can build for the new types: the key and every accepted form right by the independent truth, no wrong choice right, three wrong at least', () => {
    const faults: string[] = [];
    const built: Record<string, number> = {};
    for (const e of entries) {
      const v = verbData(e);
      for (const type of [agreementType, makePassiveType, negationType])
        for (const t of type.targets(v, {} as never)) {
          if (type === negationType && !t.startsWith('laysa')) continue;
          const d = type.build(v, t, {} as never);
          if (!d) continue;
          const kind = `${type.type}|${t.split('|')[0]}`;
          built[kind] = (built[kind] ?? 0) + 1;
          const where = `${d.type} ${e.id} ${t}: ${shown(d)}`;
          const right = truth.rightForms(asQuestion(d, e.id));
          if (!right.has(d.key.value)) faults.push(`${where}: key ${d.key.value}, the truth ${[...right].join(' ')}`);
          const typed = truth.typedForms(asQuestion(d, e.id));
          for (const a of d.accepted ?? []) if (!typed.has(a)) faults.push(`${where}: accepted ${a} is not right`);
          for (const w of d.distractors) if (typed.has(w.value)) faults.push(`${where}: wrong choice ${w.value} is right`);
          if (d.distractors.length < 3) faults.push(`${where}: ${d.distractors.length} wrong choices`);
          // a proclitic بِـ before the article is written joined (بِالطَّالِبِ): the word after it is checked
          for (const w of shown(d).replace(/[.،]/gu, '').split(' '))
            if (!w.includes('____') && !isWellFormed(w.replace(/^\u0628\u0650(?=\u0627)/u, ''))) faults.push(`${where}: ${w} is not well formed`);
          if (!/^[A-Z].*\.$/.test(d.context!.sentence.en)) faults.push(`${where}: English ${d.context!.sentence.en}`);
        }
    }
    expect(faults.slice(0, 20)).toEqual([]);
    expect(built['agreement|vso']).toBeGreaterThan(300);
    expect(built['agreement|svo']).toBeGreaterThan(300);
    expect(built['agreement|khabar']).toBeGreaterThan(30);
    expect(built['agreement|naat']).toBeGreaterThan(30);
    expect(built['make_passive|past']).toBeGreaterThan(250);
    expect(built['negation|laysa']).toBeGreaterThan(30);
  }, 600_000);
});

describe('through the generator', () => {
  it('gives agreement (multiple choice and typed) and make_passive (multiple choice), each checked right by the engine, with context', () => {
    const out = generated({
      criteria: {},
      objectives: [{ type: 'agreement' }, { type: 'make_passive' }],
      formats: ['multiple_choice', 'typed'],
      question_count: 30,
      seed: 11,
      locale: 'en',
    });
    const readings = analyzerReadings(examWorld().analyzer);
    for (const q of out.questions) {
      expect(q.context?.sentence.ar).toBeTruthy();
      expect(checkQuestion(q, byId, readings)).toEqual({ ok: true });
      if (q.type === 'make_passive') expect(q.format).toBe('multiple_choice');
      if (q.type === 'make_passive') expect(['B1', 'B2', 'C1', 'C2']).toContain(q.cefr);
    }
    expect(new Set(out.questions.map((q) => q.type))).toEqual(new Set(['agreement', 'make_passive']));
  });

  it('the impersonal passive with بِـ joined to the article (مُرَّ بِالرَّجُلِ) passes the check as written', () => {
    const readings = analyzerReadings(examWorld().analyzer);
    const e = entryOf('مرر', 'I', 'a', 'u')!;
    const d = makePassiveType.build(verbData(e), 'past|n:m:sg|student_m|man', {} as never)!;
    // a sun letter after the article: neither alif nor lām carries a mark
    expect(d.key.value).toBe('مُرَّ بِالرَّجُلِ');
    const options = [d.key, ...d.distractors.slice(0, 3)].map((c, i) => ({ id: `o${i}`, value: c.value, label: c.label }));
    const q = {
      type: d.type,
      format: 'multiple_choice',
      prompt_form: null,
      options,
      answer: { option_id: 'o0' },
      source: { verb_id: e.id, root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, slot: d.slot, noun: null, slot_form: d.slotForm },
      context: d.context,
    } as unknown as Question;
    expect(checkQuestion(q, byId, readings)).toEqual({ ok: true });
  });

  it('a key edited to a wrong form, or to a disputed one, is refused by the check', () => {
    const readings = analyzerReadings(examWorld().analyzer);
    for (const type of ['agreement', 'make_passive'] as const) {
      const out = generated({ criteria: {}, objectives: [{ type }], formats: ['multiple_choice'], question_count: 5, seed: 5, locale: 'en' });
      for (const q of out.questions) {
        const key = (q.answer as { option_id: string }).option_id;
        const other = q.options.find((o) => o.id !== key)!;
        expect(checkQuestion({ ...q, answer: { option_id: other.id } }, byId, readings).ok).toBe(false);
      }
    }
  });
});
