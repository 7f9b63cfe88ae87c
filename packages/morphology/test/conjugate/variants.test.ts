/**
 * Accepted variants the books give (each fails if its departure is switched off), and the frozen
 * verbs named by their past beside a regular verb of the same root and vowels.
 */
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { derive } from '../../src/derive/index.ts';
import { isFrozenVerb } from '../../src/data/irregular.ts';
import { SLOT_KEYS, type VerbInput } from '../../src/types.ts';

const I = (root: string, past: string, present: string, transitive = true): VerbInput => ({ root, pattern: 'I', past_vowel: past, present_vowel: present, transitive });

describe('accepted variants', () => {
  it('قِهْ: an imperative of one letter takes the ه of pause (وَقَى، وَعَى، رَأَى)', () => {
    const r = conjugate(I('وقي', 'a', 'i'), { explain: true });
    expect(r.slots['imperative.active.2ms']).toEqual(['قِ', 'قِهْ']);
    expect(r.explanationsByVariant?.['imperative.active.2ms']?.[1]?.map((x) => x.id)).toContain('haa_al_sakt');
    expect(r.notes['imperative.active.2ms']?.ar).toMatch(/هاء السكت/);
    expect(conjugate(I('وعي', 'a', 'i')).slots['imperative.active.2ms']).toEqual(['عِ', 'عِهْ']);
    expect(conjugate(I('رءي', 'a', 'a')).slots['imperative.active.2ms']).toEqual(['رَ', 'رَهْ']);
    // two letters or more: no ه (اِرْمِ، قُلْ)
    expect(conjugate(I('رمي', 'a', 'i')).slots['imperative.active.2ms']).toBe('اِرْمِ');
    expect(conjugate(I('وقي', 'a', 'i')).slots['imperative.active.2fs']).toBe('قِي');
  });

  it('ظَلِلْتُ / ظَلْتُ / ظِلْتُ (Qur’an 56:65, 20:97); the 3rd person and the present keep both ل', () => {
    const s = conjugate(I('ظلل', 'i', 'a', false)).slots;
    expect(s['past.active.1s']).toEqual(['ظَلِلْتُ', 'ظَلْتُ', 'ظِلْتُ']);
    expect(s['past.active.2mp']).toEqual(['ظَلِلْتُمْ', 'ظَلْتُمْ', 'ظِلْتُمْ']);
    expect(s['past.active.3ms']).toBe('ظَلَّ');
    expect(s['present_indicative.active.3ms']).toBe('يَظَلُّ');
    // the same for مَسَّ and أَحَسَّ (Wright I, the doubled verb)
    expect(conjugate(I('مسس', 'i', 'a')).slots['past.active.1s']).toEqual(['مَسِسْتُ', 'مَسْتُ', 'مِسْتُ']);
    const ahassa = conjugate({ root: 'حسس', pattern: 'IV' }).slots;
    expect(ahassa['past.active.1s']).toEqual(['أَحْسَسْتُ', 'أَحَسْتُ']);
    expect(ahassa['past.active.3ms']).toBe('أَحَسَّ');
    expect(ahassa['past.passive.1s']).toBe('أُحْسِسْتُ');
    // not every doubled verb: مَدَدْتُ only
    expect(conjugate(I('مدد', 'a', 'u')).slots['past.active.1s']).toBe('مَدَدْتُ');
  });

  it('اِسْتَحْيَا يَسْتَحْيِي (Qur’an 2:26) first, the short اِسْتَحَى يَسْتَحِي second', () => {
    const s = conjugate({ root: 'حيي', pattern: 'X' }).slots;
    expect(s['past.active.3ms']).toEqual(['اِسْتَحْيَا', 'اِسْتَحَى']);
    expect(s['present_indicative.active.3ms']).toEqual(['يَسْتَحْيِي', 'يَسْتَحِي']);
    expect(s['present_jussive.active.3ms']).toEqual(['يَسْتَحْيِ', 'يَسْتَحِ']);
    expect(s['imperative.active.2mp']).toEqual(['اِسْتَحْيُوا', 'اِسْتَحُوا']);
  });

  it('يَسْأَلُ / يَسَلُ and اِسْأَلْ / سَلْ; the past keeps its hamza', () => {
    const s = conjugate(I('سءل', 'a', 'a')).slots;
    expect(s['present_indicative.active.3ms']).toEqual(['يَسْأَلُ', 'يَسَلُ']);
    expect(s['imperative.active.2ms']).toEqual(['اِسْأَلْ', 'سَلْ']);
    expect(s['past.active.3ms']).toBe('سَأَلَ');
  });
});

describe('frozen verbs named by their past', () => {
  it.each([
    ['نعم', 'نِعْمَ', { '3ms': 'نِعْمَ', '3fs': 'نِعْمَتْ' }],
    ['بءس', 'بِئْسَ', { '3ms': 'بِئْسَ', '3fs': 'بِئْسَتْ' }],
    ['حبب', 'حَبَّذَا', { '3ms': 'حَبَّذَا' }],
  ])('%s %s: the past of the 3rd person singular only, no derived nouns', (root, verb, past) => {
    const s = conjugate({ root, pattern: 'I', verb }).slots;
    const given = Object.fromEntries(SLOT_KEYS.filter((k) => s[k] !== null).map((k) => [k.split('.')[2], s[k]]));
    expect(given).toEqual(past);
    expect(Object.values(derive({ root, pattern: 'I', verb }).nouns).every((x) => x === null)).toBe(true);
    expect(isFrozenVerb(root, 'I', undefined, undefined, verb)).toBe(true);
  });

  it('beside the regular نَعِمَ يَنْعَمُ and بَئِسَ يَبْأَسُ, and حَبَّ يُحِبُّ', () => {
    expect(conjugate(I('نعم', 'i', 'a')).slots['present_indicative.active.3ms']).toBe('يَنْعَمُ');
    expect(conjugate({ ...I('نعم', 'i', 'a'), verb: 'نَعِمَ' }).slots['past.active.1s']).toBe('نَعِمْتُ');
    expect(conjugate(I('بءس', 'i', 'a')).slots['present_indicative.active.3ms']).toBe('يَبْأَسُ');
    expect(conjugate(I('حبب', 'a', 'i')).slots['past.active.3ms']).toBe('حَبَّ');
    expect(isFrozenVerb('نعم', 'I', 'i', 'a')).toBe(false);
  });
});
