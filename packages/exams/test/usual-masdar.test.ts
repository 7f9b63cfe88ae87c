/** The usual masdar a teacher gives first (masdar-data.ts) is the key of the masdar question (issue 31). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateRequest, Question } from '@tasreef/contracts/exams';
import { examWorld, generate } from './world.ts';

beforeAll(() => void examWorld(), 180_000);

const asked = (line: GenerateRequest): Question[] => {
  const out = generate(line);
  return 'error' in out ? [] : out.questions;
};
const bare = (f: string) => f.normalize('NFC').replace(/[\u064B-\u0652\u0670]/gu, '');
const masdarOf = (id: string, format: 'typed' | 'multiple_choice'): Question | undefined =>
  asked({ objectives: [{ type: 'masdar' }], formats: [format], criteria: { verbs: [id] }, question_count: 1, seed: 1 })[0];
const keyOf = (q: Question): string => ('text' in q.answer! ? q.answer.text : q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)!.value);

/** Rows added or changed in session 26, written out here so that each fails when its row goes. */
const EXPECTED: Record<string, string> = {
  'jyC-I2': 'مَجِيءٌ',
  'tmm-I2': 'تَمَامٌ',
  'qyl-I2': 'قَيْلُولَةٌ',
  'byt-I2': 'مَبِيتٌ',
  'wrd-I2': 'وُرُودٌ',
  'nwy-I2': 'نِيَّةٌ',
  'rCs-I3': 'رِئَاسَةٌ',
  'cml-I4': 'شُمُولٌ',
  'ckw-I1': 'شَكْوَى',
  'dwr-I1': 'دَوَرَانٌ',
  'dwm-I1': 'دَوَامٌ',
  'dll-I1': 'دَلَالَةٌ',
  'tlw-I1': 'تِلَاوَةٌ',
  'Hmy-I2': 'حِمَايَةٌ',
  'Hmy-I3': 'حِمَايَةٌ',
  'rEy-I3': 'رِعَايَةٌ',
  'nmy-I2': 'نَمَاءٌ',
  'njw-I1': 'نَجَاةٌ',
  'rHl-I3': 'رَحِيلٌ',
  'crE-I3': 'شُرُوعٌ',
  'srq-I2': 'سَرِقَةٌ',
  'kfl-I1': 'كَفَالَةٌ',
  'kfl-I2': 'كَفَالَةٌ',
  'ncT-I4': 'نَشَاطٌ',
  'slk-I1': 'سُلُوكٌ',
  'Hwz-I1': 'حِيَازَةٌ',
  'Srx-I1': 'صُرَاخٌ',
  'rDy-I4': 'رِضًا',
  'Emm-I1': 'عُمُومٌ',
  'Smd-I1': 'صُمُودٌ',
  'qys-I2': 'قِيَاسٌ',
  'syl-I2': 'سَيَلَانٌ',
  'skt-I1': 'سُكُوتٌ',
  'Efw-I1': 'عَفْوٌ',
  'srr-I1': 'سُرُورٌ',
  'qrb-I5': 'قُرْبٌ',
  'Hyy-I4': 'حَيَاةٌ',
  'vwr-I1': 'ثَوْرَةٌ',
  'swq-I1': 'سَوْقٌ',
  'nfd-I4': 'نَفَادٌ',
  'Vwb-I1': 'ذَوَبَانٌ',
  'mkv-I1': 'مُكُوثٌ',
  'nSr-I1': 'نَصْرٌ',
  'Hwy-I2': 'حَوَايَةٌ',
  // kept after review: the debatable rows of review s24
  'wjd-I2': 'وُجُودٌ',
  'xsr-I4': 'خَسَارَةٌ',
};

describe('usual masdar', () => {
  it('each verb of the table asks its usual masdar as the key, names it the most usual, and accepts the others', () => {
    const entries = new Map(examWorld().entries.map((e) => [e.id, e]));
    for (const [id, usual] of Object.entries(EXPECTED)) {
      // the value is one of the entry's own masdars
      expect(entries.get(id)!.masdars.map(bare), id).toContain(bare(usual));
      const q = masdarOf(id, 'typed');
      expect(q, id).toBeDefined();
      const a = q!.answer as { text: string; accepted: string[] };
      expect(a.text, id).toBe(usual);
      expect(a.accepted.length, id).toBeGreaterThan(1);
      expect(q!.explanation.ar, id).toContain('وهو أشهر مصادره');
      expect(q!.explanation.en, id).toContain('most usual masdar');
    }
  });

  it('a usual masdar shaped مَفْعِل (مَجِيءٌ، مَبِيتٌ), which the engine puts last as the noun of place, is still the multiple-choice key', () => {
    for (const [id, usual] of [
      ['jyC-I2', 'مَجِيءٌ'],
      ['byt-I2', 'مَبِيتٌ'],
    ] as const) {
      const q = masdarOf(id, 'multiple_choice')!;
      expect(keyOf(q), id).toBe(usual);
      expect(q.explanation.ar, id).toMatch(new RegExp(`^«${usual}» هو المصدر`, 'u'));
      expect(q.explanation.en, id).toContain(usual);
    }
  });

  it('a verb whose senses take different masdars (دَعَا: دُعَاءٌ / دَعْوَةٌ) has no usual one: all are accepted, none is called less used or offered as wrong', () => {
    for (const id of ['dEw-I1', 'rCy-I3', 'fqd-I2', 'smE-I4']) {
      const typed = masdarOf(id, 'typed')!;
      const own = (typed.answer as { accepted: string[] }).accepted;
      expect(own.length, id).toBeGreaterThan(1);
      expect(typed.explanation.ar, id).toContain('ويُقبل أيضًا من مصادره');
      expect(typed.explanation.ar, id).not.toContain('أشهر مصادره');
      expect(typed.explanation.en, id).toContain('Also accepted as its masdar');
      for (const seed of [1, 2, 3]) {
        const [mc] = asked({ objectives: [{ type: 'masdar' }], formats: ['multiple_choice'], criteria: { verbs: [id] }, question_count: 1, seed });
        const key = keyOf(mc!);
        const wrong = mc!.options.map((o) => o.value).filter((v) => v !== key);
        expect(
          wrong.filter((w) => own.includes(w)),
          `${id} seed ${seed}`,
        ).toEqual([]);
      }
    }
  });
});
