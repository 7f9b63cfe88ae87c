/**
 * `derive` never contradicts `conjugate`, over every verb input of the lexicon (verbs.tsv): the
 * participles of the augmented and quadriliteral patterns are the present stems with مُ (يَسْتَحْوِذُ →
 * مُسْتَحْوِذٌ، يَدَّكِرُ → مُدَّكِرٌ), every variant of the one in the other and in the same order; a hollow
 * form-I verb that keeps its و/ي in the conjugation keeps it in its participle; a frozen verb has no nouns.
 */
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { derive, type DeriveInput } from '../../src/derive/index.ts';
import { ALEF, HAMZA, MEEM, WAW, YEH } from '../../src/letters.ts';
import { stripMarks } from '../../src/spelling/normalize.ts';
import { unseatHamza } from '../../src/spelling/hamza.ts';
import type { SlotValue } from '../../src/types.ts';
import { lexiconVerbInputs } from '../lexicon-verbs.ts';

const list = (v: SlotValue | string[] | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/**
 * The letters a participle must have, from a present form: its person prefix replaced by م, the
 * marks left out (the vowel before the last radical differs in V, VI, QII: يَتَعَلَّمُ / مُتَعَلِّمٌ) and a
 * weak last letter left out (يُعْطِي / مُعْطٍ، يَتَلَقَّى / مُتَلَقٍّ); hamzas unseated (the seat is not the question).
 */
export function skeleton(word: string, present: boolean): string {
  let w = stripMarks(unseatHamza(word));
  if (present) w = MEEM + w.slice(1);
  return w.replace(/[يىا]+$/, '');
}

describe('derive agrees with conjugate over the whole lexicon', () => {
  it('participles, hollow or sound, frozen verbs', () => {
    const all: DeriveInput[] = lexiconVerbInputs();
    expect(all.length).toBeGreaterThan(15000);
    const bad: string[] = [];
    for (const v of all) {
      const s = conjugate(v).slots;
      const d = derive(v).nouns;
      const id = `${v.root} ${v.pattern}${v.past_vowel ? ` ${v.past_vowel}-${v.present_vowel}` : ''}`;
      if (s['present_indicative.active.3ms'] === null) {
        if (Object.values(d).some((x) => x !== null)) bad.push(`${id}: frozen but has nouns`);
        continue;
      }
      if (v.pattern !== 'I') {
        const ap = list(s['present_indicative.active.3ms']).map((f) => skeleton(f, true));
        const mine = list(d.active_participle).map((x) => skeleton(x, false));
        if (JSON.stringify(ap) !== JSON.stringify(mine)) bad.push(`${id}: active participle ${mine.join('/')} vs present ${ap.join('/')}`);
        // the passive participle form, which is also the mimi masdar and the noun of place
        const pp = list(s['present_indicative.passive.3ms']).map((f) => skeleton(f, true));
        const mimi = list(d.masdar_mimi).map((x) => skeleton(x, false));
        if (JSON.stringify(pp) !== JSON.stringify(mimi)) bad.push(`${id}: mimi masdar ${mimi.join('/')} vs passive present ${pp.join('/')}`);
        continue;
      }
      // form I, hollow roots: the participle keeps the middle radical exactly when the past does
      const [, a, l] = [...v.root];
      if ((a === WAW || a === YEH) && l !== WAW && l !== YEH && a !== l) {
        const past = stripMarks(unseatHamza(list(s['past.active.3ms'])[0]!));
        const ap = stripMarks(unseatHamza(list(d.active_participle)[0] ?? ''));
        const keeps = past.includes(a);
        if (keeps === ap.includes(ALEF + HAMZA) || keeps !== ap.includes(a)) bad.push(`${id}: past ${past}, active participle ${ap}`);
      }
    }
    expect(bad.slice(0, 30)).toEqual([]);
    expect(bad.length).toBe(0);
  }, 120_000);
});
