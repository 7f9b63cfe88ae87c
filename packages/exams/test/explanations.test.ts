/** Explanations that teach (issue 31): over a sample of every type, root type and format, each names its cue (cues.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES, ROOT_TYPES, type Question } from '@tasreef/contracts/exams';
import { examWorld, generate } from './world.ts';
import { missingCues } from './cues.ts';
import { slotName } from '../src/names.ts';
import { inSentence } from '../src/assemble.ts';
import { slotExplanation } from '../src/explain.ts';
import { formsOf, verbData } from '../src/verb-data.ts';

beforeAll(() => void examWorld(), 600_000);

/** A sample of every type, root type and format. */
function sample(): Question[] {
  const out: Question[] = [];
  let seed = 1;
  for (const type of QUESTION_TYPES)
    for (const root of ROOT_TYPES)
      for (const format of ['multiple_choice', 'true_false', 'typed'] as const) {
        const g = generate({ objectives: [{ type }], formats: [format], criteria: { root_types: [root] }, question_count: 3, seed: seed++ });
        if (!('error' in g)) out.push(...g.questions);
      }
  return out;
}

describe('explanations that teach', () => {
  it('name the cue each question tests (voice, mood, person, tense, pattern) and why a tempting wrong option is wrong', () => {
    const questions = sample();
    const tested = questions.filter((q) =>
      ['conjugate', 'identify_tense', 'identify_person', 'voice', 'active_participle', 'passive_participle', 'derived_noun', 'masdar'].includes(q.type),
    );
    expect(tested.length).toBeGreaterThan(300);
    const faults = tested.flatMap((q) => {
      const m = missingCues(q);
      return m.length ? [`${q.type}/${q.format} ${q.source.verb_id} ${q.source.slot ?? q.source.noun}: ${m.join('; ')} ← ${q.explanation.ar}`] : [];
    });
    console.log(`explanations without their cue: ${faults.length} of ${tested.length}`);
    expect(faults.slice(0, 15)).toEqual([]);
  }, 600_000);

  it('name an energetic imperative in English with its voice before it, not after the nūn', () => {
    expect(slotName('imperative_energetic_heavy.active.2ms').en).toBe('active imperative with the heavy nūn for you (m. sg.)');
    expect(slotName('present_jussive.passive.3mp').en).toBe('present jussive passive for they (m. pl.)');
  });

  it('give the steps of a weak letter’s change in their order, not a choice of two (review s21: «نقلًا أو قلبًا»)', () => {
    const explained = (verb: string, type: 'active_participle' | 'passive_participle' | 'masdar') => {
      const g = generate({ objectives: [{ type }], formats: ['multiple_choice'], criteria: { verbs: [verb] }, question_count: 1, seed: 1 });
      if ('error' in g) throw new Error(`${verb} ${type}: ${g.error}`);
      return g.questions[0]!;
    };
    const murad = explained('rwd-IV', 'passive_participle');
    expect(murad.explanation.ar).toContain('مُرَادٌ');
    expect(murad.explanation.ar).toContain('نُقلت فتحة حرف العلة إلى الساكن قبله، ثم قُلب ألفًا');
    const murid = explained('rwd-IV', 'active_participle');
    expect(murid.explanation.ar).toContain('مُرِيدٌ');
    expect(murid.explanation.ar).toContain('نُقلت كسرة الواو إلى الساكن قبلها، فسكنت الواو بعد كسر فقُلبت ياءً');
    const istirad = explained('wrd-X', 'masdar');
    expect(istirad.explanation.ar).toContain('اِسْتِيرَادٌ');
    expect(istirad.explanation.ar).toContain('سكنت الواو (فاء الفعل) بعد كسر فقُلبت ياءً');
    for (const q of [murad, murid, istirad]) expect(q.explanation.ar).not.toMatch(/نقلًا أو قلبًا|الواو أو الياء/u);
  }, 600_000);

  it('do not name a passive participle of an intransitive verb as the contrast (review s21: «و«مَصْدُورٌ» اسم المفعول» for صَدَرَ)', () => {
    for (const verb of ['Sdr-I1', 'HSl-I1', 'qwm-I1']) {
      const g = generate({ objectives: [{ type: 'active_participle' }], formats: ['multiple_choice'], criteria: { verbs: [verb] }, question_count: 1, seed: 1 });
      if ('error' in g) throw new Error(`${verb}: ${g.error}`);
      const q = g.questions[0]!;
      expect(q.explanation.ar, verb).not.toContain('اسم المفعول');
      expect(q.explanation.en, verb).not.toMatch(/passive participle/iu);
    }
  }, 600_000);

  it('give the hollow passive its own steps, not the sound passive’s line nor the active’s تحويل حركة الفاء (review s21: قِلْنَ، قِيلَا)', () => {
    const qala = verbData(examWorld().entries.find((e) => e.id === 'qwl-I1')!);
    for (const focus of ['form', 'voice'] as const) {
      const qilna = slotExplanation(qala, 'past.passive.3fp', 'قِلْنَ', { focus });
      expect(qilna.ar, focus).toContain('قُوِلْنَ → قِيلْنَ');
      expect(qilna.ar, focus).toContain('ثم تُحذف الياء لالتقائها ساكنةً بالساكن بعدها (قِيلْنَ → قِلْنَ)');
      expect(qilna.en, focus).toContain('the weak radical becomes yāʾ');
      expect(qilna.ar, focus).not.toContain('تحويل حركة الفاء');
      expect(qilna.ar, focus).not.toContain('وهو مبنيّ للمجهول: بضمّ أوله');
      const qila = slotExplanation(qala, 'past.passive.3md', 'قِيلَا', { focus });
      expect(qila.ar, focus).toContain('قُوِلَا → قِيلَا');
      expect(qila.ar, focus).not.toContain('ثم تُحذف الياء');
    }
    // a sound verb keeps the passive's shape
    const kataba = verbData(examWorld().entries.find((e) => e.id === 'ktb-I1')!);
    expect(slotExplanation(kataba, 'past.passive.3ms', 'كُتِبَ', { focus: 'voice' }).ar).toContain('بضمّ أوله');
  });

  it('name the merging of the root’s nūn with the feminine plural nūn in تَكُنَّ (review s21, item 56)', () => {
    const kana = verbData(examWorld().entries.find((e) => e.id === 'kwn-I1')!);
    expect(formsOf(kana.slots['present_jussive.active.2fp'])).toEqual(['تَكُنَّ']);
    const e = slotExplanation(kana, 'present_jussive.active.2fp', 'تَكُنَّ', { focus: 'person' });
    expect(e.ar).toContain('إدغام لام الفعل في الضمير المماثل');
    expect(e.en).toContain('last radical merged with the same letter of the suffix');
  });

  it('say a name inside an English sentence in lower case with its article: “the answer is the active participle” (review s21)', () => {
    const falseOnes = sample().filter((q) => q.format === 'true_false' && q.explanation.en.startsWith('The statement is false'));
    expect(falseOnes.length).toBeGreaterThan(20);
    expect(falseOnes.map((q) => q.explanation.en).filter((e) => /(?:the answer is|, not) [A-Z][a-z]/u.test(e))).toEqual([]);
    expect(inSentence('Active participle')).toBe('the active participle');
    expect(inSentence('II (فَعَّلَ)')).toBe('II (فَعَّلَ)');
    expect(inSentence('I (فَعَلَ)')).toBe('I (فَعَلَ)');
  }, 600_000);
});
