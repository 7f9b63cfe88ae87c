/**
 * Questions in context (issue 32): the wasl rule, one sentence per template, a gold of sentences
 * written by hand from the grammar books checked against the generator's keys, and a property test
 * over the whole bank: every sentence it can build respects its verb's frame, every key is the
 * engine's form of the slot the particle and the subject require, written with the next word's
 * vowel, and no wrong choice is right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { conjugate, type Person } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Question } from '@tasreef/contracts/exams';
import { verbData, type VerbData } from '../src/verb-data.ts';
import { isWellFormed } from '../src/well-formed.ts';
import { checkQuestion } from '../src/check.ts';
import { analyzerReadings } from '../src/readings.ts';
import { BANK_VERBS } from '../src/context/verbs.ts';
import { BANK_NOUNS } from '../src/context/nouns.ts';
import { frameOf, nounForm } from '../src/context/bank.ts';
import { beforeNext, joinWords } from '../src/context/wasl.ts';
import { buildSentence, written } from '../src/context/sentence.ts';
import { gapKey } from '../src/context/gap.ts';
import { parseSpec } from '../src/context/subjects.ts';
import { MOOD_TENSE, particleById, type TemplateId } from '../src/context/particles.ts';
import { moodInContextType } from '../src/types/mood-in-context.ts';
import { negationType } from '../src/types/negation.ts';
import { examEntries } from '../src/exam-entries.ts';
import { ContextTruth, afterGap, personsFor, requiredTense, writtenBefore } from './context-truth.ts';
import { GOLD } from './context-gold.ts';
import { examWorld, generated } from './world.ts';

let entries: LexiconEntry[];
let byId: Map<string, LexiconEntry>;
let truth: ContextTruth;
const bankEntry = (root: string, pattern: string, pv: string | null, rv: string | null): LexiconEntry | undefined =>
  entries.find((e) => e.root === root && e.pattern === pattern && (pattern !== 'I' || (e.past_vowel === pv && e.present_vowel === rv)));

beforeAll(() => {
  entries = examEntries(examWorld().entries);
  byId = new Map(entries.map((e) => [e.id, e]));
  truth = new ContextTruth(byId);
}, 180_000);

describe('the vowel a word takes before hamzat al-wasl', () => {
  it('turns a final sukun into kasra, the plural wāw after fatha and the plural mīm into damma, مِنْ into مِنَ; long vowels stay', () => {
    expect(beforeNext('يَكْتُبْ', 'الطُّلَّابُ')).toBe('يَكْتُبِ');
    expect(beforeNext('يَكْتُبْ', 'دَرْسًا')).toBe('يَكْتُبْ');
    expect(beforeNext('يَخْشَوْا', 'النَّاسَ')).toBe('يَخْشَوُا');
    expect(beforeNext('كَتَبْتُمْ', 'الدَّرْسَ')).toBe('كَتَبْتُمُ');
    // a verb's own mīm is no plural mīm: kasra (لَمْ يَقُمِ الرَّجُلُ، لَمْ يَرْسُمِ الطِّفْلُ)
    expect(beforeNext('يَقُمْ', 'الرَّجُلُ')).toBe('يَقُمِ');
    // the plural wāw after a doubled letter's fatha (تَلَقَّوُا الرِّسَالَةَ)
    expect(beforeNext('تَلَقَّوْا', 'الرِّسَالَةَ')).toBe('تَلَقَّوُا'.normalize('NFC'));
    expect(beforeNext('يَرْسُمْ', 'الطِّفْلُ')).toBe('يَرْسُمِ');
    expect(beforeNext('مِنْ', 'الْبَيْتِ')).toBe('مِنَ');
    expect(beforeNext('عَنْ', 'الْبَيْتِ')).toBe('عَنِ');
    expect(beforeNext('تَنْسَيْ', 'الْقَلَمَ')).toBe('تَنْسَيِ');
    expect(beforeNext('يَكْتُبُوا', 'الدَّرْسَ')).toBe('يَكْتُبُوا');
    expect(beforeNext('يَمُدَّ', 'الْحَبْلَ')).toBe('يَمُدَّ');
    expect(joinWords(['جَاءَتْ', 'الطَّالِبَةُ', 'لِ', 'تَكْتُبَ', '.'])).toBe('جَاءَتِ الطَّالِبَةُ لِتَكْتُبَ.');
    // hamzat al-wasl keeps its vowel where a sentence opens, and loses it inside (review s23)
    expect(joinWords(['الطَّالِبَةُ', 'اِسْتَمَعَتْ', 'إِلَى', 'الدَّرْسِ', '.'])).toBe('الطَّالِبَةُ اسْتَمَعَتْ إِلَى الدَّرْسِ.');
    expect(joinWords(['اِسْتَمَعَتِ', 'الطَّالِبَةُ', '.'])).toBe('اِسْتَمَعَتِ الطَّالِبَةُ.');
    expect(joinWords(['جَاءَ', 'وَ', 'اُدْخُلْ'])).toBe('جَاءَ وَادْخُلْ');
  });
});

const goldSpec = (subject: string) => {
  const [k, a, b, id] = subject.split(':');
  return { spec: parseSpec(k === 'n' ? `n:${a}:${b}` : `p:${a}`)!, id: k === 'n' ? id : undefined };
};
const ENGLISH_FOR: Record<string, Parameters<typeof buildSentence>[5]['tense']> = {
  none: 'present',
  lam: 'not_past',
  lamma: 'not_yet',
  lan: 'not_future',
  la: 'not_present',
  ma: 'not_past',
};

describe('the gold: sentences from the grammar books against the generator', () => {
  it(`has at least 40 sentences, every template and particle among them`, () => {
    expect(GOLD.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GOLD.map((g) => g.template)).size).toBe(8);
    expect(new Set(GOLD.map((g) => g.particle)).size).toBe(14);
  });
  for (const g of GOLD)
    it(`${g.sentence} → ${g.answers.join(' / ')}`, () => {
      const e = bankEntry(...g.verb);
      expect(e, `${g.verb.join(' ')} in the lexicon`).toBeDefined();
      const frame = frameOf(e!)!;
      expect(frame, 'a bank verb').toBeDefined();
      const { spec, id } = goldSpec(g.subject);
      const s = buildSentence(
        frame,
        g.particle,
        g.template as TemplateId,
        spec,
        { pick: () => 0, subject: id, complement: g.complement },
        { tense: ENGLISH_FOR[g.particle] ?? 'must', adverb: false },
      );
      expect(s).not.toBeNull();
      expect(written(s!.words)).toBe(g.sentence);
      // the particle's mood, from the generator's own table (negation's two that keep the verb: the gold's)
      const p = particleById.get(g.particle);
      if (p) expect(MOOD_TENSE[p.mood]).toBe(g.tense);
      const key = gapKey(verbData(e!), g.tense as never, s!);
      expect(new Set(key!.accepted)).toEqual(new Set(g.answers));
    });
});

describe('one sentence per template', () => {
  const one = (target: string, root: string, pattern: string, pv: string | null, rv: string | null, type = moodInContextType) => {
    const v = verbData(bankEntry(root, pattern, pv, rv)!);
    const d = type.build(v, target, {} as never);
    expect(d, target).not.toBeNull();
    return d!;
  };
  it.each([
    ['lam|vso|n:m:pl', 'after_verb', 'present_jussive'],
    ['none|svo|p:3fp', 'before_verb', 'present_indicative'],
    ['an|must|p:2mp', null, 'present_subjunctive'],
    ['kay|purpose|n:f:du', 'before_verb', 'present_subjunctive'],
    ['fa|fa|p:1p', null, 'present_subjunctive'],
    ['la_nahiya|nahy|n:f:pl', null, 'present_jussive'],
    ['lam_amr|amr|n:m:sg', 'after_verb', 'present_jussive'],
    ['in|shart|n:f:sg', 'after_verb', 'present_jussive'],
  ] as const)('%s: subject %s, the gap in %s, with a fully vocalized sentence and its English', (target, position, tense) => {
    const d = one(target, 'كتب', 'I', 'a', 'u');
    expect(d.context!.subject.position).toBe(position);
    expect(d.slot!.split('.')[0]).toBe(tense);
    expect(d.context!.sentence.en).toMatch(/^[A-Z].*\.$/);
    for (const w of d.context!.sentence.ar.replace(/[.،]/gu, '').split(' ')) if (!w.includes('____')) expect(isWellFormed(w), w).toBe(true);
    expect(d.explanation().ar).toContain(particleById.get(target.split('|')[0]!)!.rule.ar);
  });
  it('negation: the affirmative and the negated sentence share their nouns; لن drops the future sa-', () => {
    const d = one('lan|vso|n:m:sg', 'كتب', 'I', 'a', 'u', negationType);
    const affirmative = d.ask.ar.match(/«([^»]+)»/u)![1]!;
    expect(affirmative.startsWith('سَيَكْتُبُ')).toBe(true);
    expect(affirmative.replace('سَيَكْتُبُ', '')).toBe(d.context!.sentence.ar.replace('لَنْ ____', ''));
    expect(d.key.value).toBe('يَكْتُبَ');
    expect(d.distractors.map((c) => c.value)).toContain('سَيَكْتُبَ');
  });
});

/** Every fault of one built draft, judged by context-truth.ts and the engine called here. */
function faultsOf(v: VerbData, target: string, d: NonNullable<ReturnType<typeof moodInContextType.build>>): string[] {
  const out: string[] = [];
  const where = `${d.type} ${v.entry.id} ${target}: ${d.context!.sentence.ar}`;
  const q = { type: d.type, context: d.context, source: { verb_id: v.entry.id, slot: d.slot } } as unknown as Question;
  const frame = frameOf(v.entry)!;
  // the frame: the complement's kind is one the verb takes, the subject a person
  const comp = d.context!.sentence.ar;
  if (frame.object === null && d.context!.sentence.ar.split(' ').length > 6) out.push(`${where}: an intransitive verb with a long sentence`);
  const nouns = BANK_NOUNS.filter((n) => !n.human && comp.includes(nounForm(n, 'sg', frame.prep ? 'gen' : 'acc')!));
  for (const n of nouns) if (!frame.object!.includes(n.kind) && !frame.object!.includes(n.id)) out.push(`${where}: ${n.id} is not a complement of the verb`);
  // the slot: the tense the particle requires, the person the subject allows
  const [tense, , person] = d.slot!.split('.');
  if (tense !== requiredTense(q)) out.push(`${where}: ${tense}, the particle requires ${requiredTense(q)}`);
  // no command nor prohibition of a verb with no will in it («لَا تَجِدَا القَلَمَ»)
  if (frame.noCommand && (d.context!.template === 't_nahy' || d.context!.template === 't_amr')) out.push(`${where}: a command or prohibition of a verb no one is told to do`);
  // no prohibition of a good deed in a model sentence («لَا تَقُولَا الْحَقِيقَةَ», review s26)
  if (frame.virtuous && d.context!.template === 't_nahy') out.push(`${where}: a prohibition of a good deed`);
  // no wish, duty, purpose nor gladness of a loss or a fault («إِنْ يَفْقِدِ الطَّالِبُ المِفْتَاحَ أَفْرَحْ»)
  if (frame.unwelcome && ['t_shart', 't_must', 't_purpose', 't_amr'].includes(d.context!.template)) out.push(`${where}: an unwelcome verb in a template that wishes it`);
  // the fā' of cause after a jussive (لَمْ …، لَا …): the coordinated jussive is right too, two answers
  if (d.context!.particle === 'فاء السببية' && /^(?:لَمْ|لَمَّا|لَا|لِ)\s/u.test(d.context!.sentence.ar)) out.push(`${where}: the fā' follows a jussive, so the jussive is also right`);
  if (!personsFor(q).includes(person as Person)) out.push(`${where}: person ${person}, the subject allows ${personsFor(q).join(' ')}`);
  // the slot's form is the engine's
  const e = v.entry;
  const engine = conjugate({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true }).slots[d.slot!];
  const engineForms = engine == null ? [] : Array.isArray(engine) ? engine : [engine];
  if (d.slotForm !== engineForms[0]) out.push(`${where}: slot form ${d.slotForm}, the engine ${engineForms[0]}`);
  // the written vowel before the next word
  const next = afterGap(d.context!.sentence.ar);
  if (d.key.value !== writtenBefore(engineForms[0]!, next)) out.push(`${where}: key ${d.key.value}, before ${next} it is ${writtenBefore(engineForms[0]!, next)}`);
  // a typed answer may spell the verb as at a pause (review s24), and no wrong choice is that spelling
  const right = truth.typedForms(q);
  for (const a of d.accepted ?? []) if (!right.has(a)) out.push(`${where}: accepted ${a} is not right`);
  for (const w of d.distractors) if (right.has(w.value)) out.push(`${where}: wrong choice ${w.value} is right`);
  if (d.distractors.length < 3) out.push(`${where}: ${d.distractors.length} wrong choices`);
  return out;
}

describe('the whole bank', () => {
  it('every bank verb is one exam verb of the lexicon', () => {
    const missing = BANK_VERBS.filter((v) => !bankEntry(v.root, v.pattern, v.past_vowel, v.present_vowel));
    expect(missing.map((v) => `${v.root} ${v.pattern}`)).toEqual([]);
    expect(BANK_VERBS.length).toBeGreaterThanOrEqual(60);
  });

  it('every sentence it can build: frame, slot, engine form, wasl vowel, no wrong choice right', () => {
    const faults: string[] = [];
    let built = 0;
    for (const f of BANK_VERBS) {
      const v = verbData(bankEntry(f.root, f.pattern, f.past_vowel, f.present_vowel)!);
      for (const type of [moodInContextType, negationType])
        for (const t of type.targets(v, {} as never)) {
          // ليس asks an adjective, not a verb's slot: context-agreement.test.ts holds it
          if (t.startsWith('laysa|')) continue;
          const d = type.build(v, t, {} as never);
          if (!d) continue;
          built++;
          faults.push(...faultsOf(v, t, d));
        }
    }
    expect(faults.slice(0, 20)).toEqual([]);
    expect(built).toBeGreaterThan(10_000);
  }, 600_000);
});

describe('through the generator', () => {
  it('gives both types in multiple choice and typed, checked right by the engine, with context and slot_form; never true/false', () => {
    const out = generated({
      criteria: {},
      objectives: [{ type: 'mood_in_context' }, { type: 'negation' }],
      formats: ['multiple_choice', 'typed'],
      question_count: 30,
      seed: 7,
      locale: 'ar',
    });
    const w = examWorld();
    const readings = analyzerReadings(w.analyzer);
    for (const q of out.questions) {
      expect(q.context?.sentence.ar).toContain('____');
      expect(q.source.slot_form).toBeTruthy();
      expect(checkQuestion(q, byId, readings)).toEqual({ ok: true });
    }
    expect(new Set(out.questions.map((q) => q.format))).toEqual(new Set(['multiple_choice', 'typed']));
    const tf = examWorld().generator.generate({ criteria: {}, objectives: [{ type: 'negation' }], formats: ['true_false'], question_count: 5, seed: 1, locale: 'en' });
    expect('error' in tf).toBe(true);
  });

  it('a key edited to a wrong form, or a wrong choice made right, is refused by the check', () => {
    const out = generated({ criteria: {}, objectives: [{ type: 'mood_in_context' }], formats: ['multiple_choice'], question_count: 5, seed: 3, locale: 'en' });
    const w = examWorld();
    const readings = analyzerReadings(w.analyzer);
    const q = out.questions[0]!;
    const key = (q.answer as { option_id: string }).option_id;
    const other = q.options.find((o) => o.id !== key)!;
    expect(checkQuestion({ ...q, answer: { option_id: other.id } }, byId, readings).ok).toBe(false);
  });
});
