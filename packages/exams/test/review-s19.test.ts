/** What a teacher's review of 100 generated questions (review s19) found, each as a test (ADR 0074, amendment of 2026-11-29 b). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateRequest, Question } from '@tasreef/contracts/exams';
import { examWorld, generate, generated } from './world.ts';
import { examEntries, twinSpelled } from '../src/exam-entries.ts';
import { FrequencyBands } from '../src/pool.ts';
import { LESSER_READINGS } from '../src/transitivity-data.ts';
import { verbCap } from '../src/spread.ts';
import { verbData } from '../src/verb-data.ts';

beforeAll(() => void examWorld(), 180_000);

function all(request: Omit<GenerateRequest, 'question_count' | 'seed'>): Question[] {
  const probe = generate({ ...request, question_count: 100, seed: 1 });
  const n = Math.min(100, probe.available);
  return n === 0 ? [] : generated({ ...request, question_count: n, seed: 1 }).questions;
}
const ALL_TYPES = [
  'conjugate',
  'voice',
  'identify_person',
  'identify_tense',
  'identify_root',
  'identify_pattern',
  'identify_verb_type',
  'masdar',
  'active_participle',
  'passive_participle',
  'derived_noun',
] as const;
const text = (q: Question, lang: 'ar' | 'en') => [q.stem[lang], ...q.options.map((o) => o.label[lang]), q.explanation[lang]].join(' ');

describe('review s19', () => {
  it('a verb spelt as a more frequent word of its root is rare: بَدَلَ (بَدَّلَ، بَدَل), شَوَّفَ (شَوْف)', () => {
    const { entries } = examWorld();
    const view = examEntries(entries);
    const bands = new FrequencyBands(view);
    const band = (id: string) => bands.bandOf(view.find((e) => e.id === id)!);
    expect(band('bdl-I1')).toBe('rare');
    expect(band('cwf-II')).toBe('rare');
    // a present vowel beside the standard one (review s20: اِحْكَيْ of حَكَى يَحْكَى)
    for (const id of ['Hky-I3', 'bky-I3', 'Hmy-I3', 'sry-I3', 'rCs-I2']) expect(band(id), id).toBe('rare');
    for (const id of ['Hky-I2', 'bky-I2', 'Hmy-I2', 'sry-I2', 'rCs-I3']) expect(band(id), id).not.toBe('rare');
    // their twins stay
    expect(band('bdl-II')).not.toBe('rare');
    expect(band('cwf-I1')).not.toBe('rare');
    // every lesser reading but the curated ones spelt as a word of another root (عَنَا; review s21:
    // عَسَا beside عَسَى, نَجَدَ beside نَجِدُ of وَجَدَ) or as a noun (review s20: كَرَا beside كَرًى) is one the finder gives
    const curated = new Set(['Enw-I1', 'Esw-I1', 'njd-I1', 'krw-I1']);
    const found = new Set(twinSpelled(entries).map((e) => e.id));
    expect([...LESSER_READINGS].filter((id) => !curated.has(id) && !found.has(id))).toEqual([]);
    for (const id of ['Esw-I1', 'njd-I1']) expect(band(id), id).toBe('rare');
  });

  it('no voice question on كان and her sisters or a verb with no passive in use: يَزَلْنَ', () => {
    for (const id of ['zyl-I4', 'kwn-I1', 'Syr-I2', 'Vhb-I3']) expect(all({ objectives: [{ type: 'voice' }], criteria: { verbs: [id] } }).length, id).toBe(0);
    expect(all({ objectives: [{ type: 'voice' }], criteria: { verbs: ['Drb-I2'], tenses: ['past'] } }).length).toBeGreaterThan(0);
  });

  it('no imperative of a verb whose imperative is not in use: اِعْنِ (عَنَى "mean"), زَلْ', () => {
    for (const id of ['Eny-I2', 'zyl-I4']) {
      const qs = all({ objectives: [{ type: 'identify_person' }, { type: 'conjugate' }, { type: 'identify_tense' }, { type: 'identify_pattern' }], criteria: { verbs: [id] } });
      expect(qs.length).toBeGreaterThan(0);
      expect(qs.filter((q) => q.source.slot?.startsWith('imperative')).map((q) => q.source.slot)).toEqual([]);
    }
    const rmy = all({ objectives: [{ type: 'identify_person' }], criteria: { verbs: ['rmy-I2'], tenses: ['imperative'] } });
    expect(rmy.length).toBeGreaterThan(0);
  });

  it('no straw-man form (تَكْوُنُ) and no sentence said twice in an explanation; no verb type without verbs in use', () => {
    const qs = all({ objectives: [{ type: 'conjugate' }], formats: ['multiple_choice', 'true_false'], criteria: { verbs: ['kwn-I1', 'qwl-I1', 'ksw-VIII'] } });
    expect(qs.length).toBeGreaterThan(0);
    const byId = new Map(examWorld().entries.map((e) => [e.id, e]));
    // a form of the verb itself (تُكْتَسَيَا) is no straw man: only the made-up ones are looked at
    const real = (q: Question, f: string) => verbData(byId.get(q.source.verb_id)!).slotsByForm.has(f);
    const shown = qs.flatMap((q) => [q.prompt_form ?? '', ...q.options.map((o) => o.value)].filter((f) => !real(q, f)));
    expect(shown.filter((f) => /[\u0652\u064E\u064F\u0650][\u0648\u064A][\u064E\u064F\u0650]|\u0650\u0648\u0652|\u064F\u064A\u0652/u.test(f.normalize('NFC')))).toEqual([]);
    // nor named in an explanation as "a common error" (review s20: «يَكْتَسِوْنَ»)
    expect(qs.filter((q) => q.explanation.ar.includes('يَكْتَسِوْنَ')).length).toBe(0);
    const many = generated({ objectives: ALL_TYPES.map((type) => ({ type })), formats: ['true_false'], question_count: 100, seed: 33 }).questions;
    for (const q of [...qs, ...many])
      for (const lang of ['ar', 'en'] as const) {
        const sentences = q.explanation[lang].split(/(?<=\.)\s+/u).filter((x) => x.length > 20);
        expect(sentences.length, q.explanation[lang]).toBe(new Set(sentences).size);
      }
    const types = all({ objectives: [{ type: 'identify_verb_type' }], formats: ['multiple_choice'], criteria: { verbs: ['myz-V', 'qwl-I1', 'wjd-I2', 'tmm-I2'] } });
    expect(types.length).toBeGreaterThan(0);
    expect(
      types.flatMap((q) => q.options.map((o) => o.value)).filter((v) => v === 'assimilated_waw_hollow_ya' || v === 'hamzated_first_hollow_waw' || v === 'lafif_maqrun_ya_doubled'),
    ).toEqual([]);
    // أَغَارَ عَلَى: no personal passive (أُغِيرَا), review s20
    expect(all({ objectives: [{ type: 'voice' }, { type: 'conjugate' }], criteria: { verbs: ['gwr-IV'] } }).filter((q) => q.source.slot?.includes('.passive.'))).toEqual([]);
  });

  it('iʿlāl said as it is: مَرْئِيٌّ (only the wāw changes), مُتَّهِمٌ (the fāʾ becomes tāʾ)', () => {
    const nouns = (id: string, noun: string) =>
      all({ objectives: [{ type: 'derived_noun' }, { type: 'passive_participle' }, { type: 'active_participle' }], formats: ['typed'], criteria: { verbs: [id] } }).filter(
        (q) => q.source.noun === noun,
      );
    const marai = nouns('rCy-I3', 'passive_participle');
    expect(marai.length).toBeGreaterThan(0);
    for (const q of marai) {
      expect(q.explanation.ar).not.toContain('قُلبتا');
      expect(q.explanation.ar).toContain('مَرْءُوْيٌ');
      expect(q.explanation.ar).toContain('فقُلبت الواو ياءً وأُدغمت في الياء');
    }
    const muttahim = nouns('whm-VIII', 'active_participle');
    expect(muttahim.length).toBeGreaterThan(0);
    for (const q of muttahim) expect(q.explanation.ar).toContain('أُبدلت فاؤه (حرف العلة) تاءً وأُدغمت في تاء الافتعال');
  });

  it('a masdar list without another bab’s masdar or the noun of manner: طَوَى يَطْوِي accepts طَيٌّ only', () => {
    const qs = all({ objectives: [{ type: 'masdar' }], formats: ['typed'], criteria: { verbs: ['Twy-I2'] } });
    expect(qs.length).toBe(1);
    expect((qs[0]!.answer as { accepted: string[] }).accepted).toEqual(['طَيٌّ']);
    // the masdar of repetition تَفْعَال is right but not the key (review s20: رَدَّ → تَرْدَادٌ)
    for (const [id, key] of [
      ['rdd-I1', 'رَدٌّ'],
      // رَحَلَ "depart": رَحِيلٌ, the usual masdar (masdar-data.ts, session 26); رَحْلٌ is also "saddle"
      ['rHl-I3', 'رَحِيلٌ'],
    ] as const) {
      const [q] = all({ objectives: [{ type: 'masdar' }], formats: ['typed'], criteria: { verbs: [id] } });
      expect((q!.answer as { text: string }).text).toBe(key);
    }
  });

  it('form I named with the verb’s own vowel: «ثلاثي مجرد: فَعَلَ» for قَالَ, never «فَعَلَ / فَعِلَ / فَعُلَ»', () => {
    const qs = all({ objectives: [{ type: 'identify_pattern' }], formats: ['multiple_choice', 'true_false'], criteria: { verbs: ['qwl-I1', 'Elm-I4', 'Hsn-I5', 'Elm-II'] } });
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) for (const lang of ['ar', 'en'] as const) expect(text(q, lang)).not.toContain('فَعَلَ / فَعِلَ');
    const qala = qs.filter((q) => q.source.verb_id === 'qwl-I1');
    expect(qala.length).toBeGreaterThan(0);
    for (const q of qala) expect(text(q, 'ar')).toContain('ثلاثي مجرد');
    expect(qs.filter((q) => q.source.verb_id === 'Elm-I4').every((q) => text(q, 'ar').includes('فَعِلَ') && text(q, 'en').includes('I (فَعِلَ)'))).toBe(true);
  });

  it('the base form is not called a common error after it was given as the base form: «ومن الخطأ تركه على أصله»', () => {
    const qs = all({ objectives: [{ type: 'masdar' }], formats: ['multiple_choice', 'true_false'], criteria: { verbs: ['cwr-IV', 'VyE-IV'] } });
    expect(qs.length).toBeGreaterThan(0);
    for (const q of qs) {
      const origin = /وأصله «([^»]+)»/u.exec(q.explanation.ar)?.[1];
      if (origin) expect(q.explanation.ar, q.explanation.ar).not.toContain(`«${origin}» خطأ شائع`);
    }
    expect(qs.some((q) => q.explanation.ar.includes('ومن الخطأ تركه على أصله'))).toBe(true);
  });

  it('one lemma at most max(2, 4 %) of an exam, and no two questions alike', () => {
    expect(verbCap(60)).toBe(2);
    expect(verbCap(100)).toBe(4);
    for (const [locale, seed, n] of [
      ['ar', 19, 60],
      ['en', 91, 40],
    ] as const) {
      const qs = generated({ objectives: ALL_TYPES.map((type) => ({ type })), formats: ['multiple_choice', 'true_false', 'typed'], question_count: n, locale, seed }).questions;
      const { entries } = examWorld();
      const lemma = new Map(entries.map((e) => [e.id, e.lemma]));
      const per = new Map<string, number>();
      for (const q of qs) per.set(lemma.get(q.source.verb_id)!, (per.get(lemma.get(q.source.verb_id)!) ?? 0) + 1);
      expect([...per].filter(([, c]) => c > verbCap(n))).toEqual([]);
      const sig = qs.map((q) => `${q.type}|${q.stem.ar}|${q.prompt_form}|${JSON.stringify(q.answer)}`);
      expect(sig.length).toBe(new Set(sig).size);
    }
  });
});
