/**
 * Derived nouns, one block per family of roots (each fails if its rule is switched off): hamza seated
 * again before ة, و/ي meeting, defective quadriliterals and XII/XIII, the mimi masdar and noun of
 * place of و-first and hollow verbs, irregular elatives, adjectives of hollow verbs.
 */
import { describe, expect, it } from 'vitest';
import { decline } from '../../src/declension/index.ts';
import { derive } from '../../src/derive/index.ts';
import type { VerbInput } from '../../src/types.ts';

const I = (root: string, past: string, present: string, transitive = true): VerbInput => ({ root, pattern: 'I', past_vowel: past, present_vowel: present, transitive });
const n = (v: VerbInput, extra: object = {}) => derive({ ...v, ...extra }).nouns;

describe('derive: a medial hamza before the ة of the instance noun is seated again', () => {
  it.each([
    [{ root: 'نءي', pattern: 'VI' }, 'تَنَائِيَةٌ'],
    [{ root: 'هيء', pattern: 'II' }, 'تَهْيِيئَةٌ'],
    [{ root: 'بطء', pattern: 'V' }, 'تَبَطُّؤَةٌ'],
    [{ root: 'قرء', pattern: 'III' }, 'مُقَارَأَةٌ وَاحِدَةٌ'],
  ])('%j → %s', (v, instance) => {
    expect(n(v).masdar_instance).toBe(instance);
  });
});

describe('derive: و and ي meeting, the first without a vowel, merge into يّ (or وّ)', () => {
  it.each([
    [I('لوي', 'a', 'i'), 'لَيٌّ', 'لَيَّةٌ', 'لِيَّةٌ'],
    [I('طوي', 'a', 'i'), 'طَيٌّ', 'طَيَّةٌ', 'طِيَّةٌ'],
    [I('شوي', 'a', 'i'), 'شَيٌّ', 'شَيَّةٌ', 'شِيَّةٌ'],
    [I('سوو', 'i', 'a'), 'سَوٌّ', 'سَوَّةٌ', 'سِوَّةٌ'],
  ])('%j', (v, masdar, instance, manner) => {
    const d = n(v);
    expect(d.masdar).toEqual([masdar]);
    expect(d.masdar_instance).toBe(instance);
    expect(d.masdar_manner).toBe(manner);
  });
  it('فَيْعِل of a hollow root: مَيْوِت → مَيِّتٌ', () => {
    expect(n(I('موت', 'i', 'a', false)).adjective).toEqual(['مَيِّتٌ']);
  });
});

describe('derive: defective last radical in QIII, XII, XIII', () => {
  it.each([
    ['سلقي', 'QIII', 'مُسْلَنْقٍ', 'مُسْلَنْقًى', 'اِسْلِنْقَاءٌ'],
    ['حزو', 'XII', 'مُحْزَوْزٍ', 'مُحْزَوْزًى', 'اِحْزِيزَاءٌ'],
    ['جءو', 'XIII', 'مُجْأَوٍّ', 'مُجْأَوًّى', 'اِجْئِوَّاءٌ'],
  ])('%s %s', (root, pattern, ap, pp, masdar) => {
    const d = n({ root, pattern });
    expect([d.active_participle, d.passive_participle, d.masdar]).toEqual([ap, pp, [masdar]]);
    expect(d.masdar_mimi).toBe(pp);
  });
});

describe('derive: mimi masdar and noun of place of form I', () => {
  it('a و-first verb that keeps its و in the present takes مَفْعَل (مَوْبَأٌ، مَوْلَهٌ، مَوْجَلٌ); one that drops it مَفْعِل (مَوْعِدٌ)', () => {
    for (const [root, mimi] of [
      ['وبء', 'مَوْبَأٌ'],
      ['وله', 'مَوْلَهٌ'],
      ['وجل', 'مَوْجَلٌ'],
    ] as const) {
      const d = n(I(root, 'i', 'a', false));
      expect(d.masdar_mimi).toBe(mimi);
      expect(d.noun_of_place_time).toBe(mimi);
      // and no فِعَة masdar guess without its و (that is عِدَة of يَعِدُ)
      expect((d.masdar as string[]).every((m) => m.startsWith('و'))).toBe(true);
    }
    expect(n(I('وعد', 'a', 'i')).masdar_mimi).toBe('مَوْعِدٌ');
    expect(n(I('وضع', 'a', 'a')).masdar_mimi).toBe('مَوْضِعٌ');
  });

  it('a hollow verb takes مَفْعَل (مَقَالٌ، مَخَاطٌ، مَبَاتٌ), with the attested مَفْعِل as a variant', () => {
    expect(n(I('قول', 'a', 'u')).masdar_mimi).toBe('مَقَالٌ');
    expect(n(I('خيط', 'a', 'i')).masdar_mimi).toBe('مَخَاطٌ');
    expect(n(I('بيت', 'a', 'i', false)).masdar_mimi).toEqual(['مَبَاتٌ', 'مَبِيتٌ']);
    expect(n(I('سير', 'a', 'i', false)).masdar_mimi).toEqual(['مَسَارٌ', 'مَسِيرٌ']);
    expect(n(I('حيض', 'a', 'i', false)).masdar_mimi).toEqual(['مَحَاضٌ', 'مَحِيضٌ']);
    // a مَفْعِل masdar of the lexicon counts as attested too
    expect(n(I('عيش', 'a', 'i', false), { masdars: ['عَيْش', 'مَعِيش', 'مَعِيشَة'] }).masdar_mimi).toEqual(['مَعَاشٌ', 'مَعِيشٌ']);
  });

  it('the attested place measures of Sarf come first, the regular one after (مَفْرِقٌ / مَفْرَقٌ، مَيْسَرَةٌ / مَيْسِرٌ)', () => {
    expect(n(I('فرق', 'a', 'u'), { attested: { noun_of_place_time: ['مَفْعِل'] } }).noun_of_place_time).toEqual(['مَفْرِقٌ', 'مَفْرَقٌ']);
    expect(n(I('يسر', 'a', 'i'), { attested: { noun_of_place_time: ['مَفْعَلَة'] } }).noun_of_place_time).toEqual(['مَيْسَرَةٌ', 'مَيْسِرٌ']);
    expect(n(I('بيت', 'a', 'i'), { attested: { noun_of_place_time: ['مَفْعِل'] } }).noun_of_place_time).toBe('مَبِيتٌ');
    expect(n(I('كتب', 'a', 'u')).noun_of_place_time).toBe('مَكْتَبٌ');
  });
});

describe('derive: irregular elatives and the adjective', () => {
  it('خَيْرٌ and شَرٌّ, not أَخْيَرُ and أَشَرُّ; declined as nouns', () => {
    expect(n(I('خير', 'a', 'i')).elative).toBe('خَيْرٌ');
    expect(n(I('شرر', 'a', 'i')).elative).toBe('شَرٌّ');
    expect(decline('خَيْرٌ', { kind: 'elative' })['masculine.singular.definite.nom']).toBe('الْخَيْرُ');
    expect(n(I('كبر', 'u', 'u')).elative).toBe('أَكْبَرُ');
  });

  it('فَيْعِل for intransitive hollow فَعِلَ (a guess), فَعِيل for hollow فَعُلَ', () => {
    const d = derive(I('موت', 'i', 'a', false));
    expect(d.nouns.adjective).toEqual(['مَيِّتٌ']);
    expect(d.guesses.adjective).toBe(true);
    expect(n(I('طول', 'u', 'u', false)).adjective).toEqual(['طَوِيلٌ']);
  });
});

describe('derive: form VIII assimilations follow the conjugator, variants in the same order', () => {
  it.each([
    ['ذكر', ['اِدِّكَارٌ', 'اِذِّكَارٌ'], ['مُدَّكِرٌ', 'مُذَّكِرٌ']],
    ['ظلم', ['اِظِّلَامٌ', 'اِظْطِلَامٌ'], ['مُظَّلِمٌ', 'مُظْطَلِمٌ']],
    ['ثءر', ['اِثِّئَارٌ', 'اِثْتِئَارٌ'], ['مُثَّئِرٌ', 'مُثْتَئِرٌ']],
    ['وصل', ['اِتِّصَالٌ'], 'مُتَّصِلٌ'],
    ['ءخذ', ['اِتِّخَاذٌ'], 'مُتَّخِذٌ'],
    ['صبر', ['اِصْطِبَارٌ'], 'مُصْطَبِرٌ'],
    ['زحم', ['اِزْدِحَامٌ'], 'مُزْدَحِمٌ'],
    ['دعو', ['اِدِّعَاءٌ'], 'مُدَّعٍ'],
    ['طلع', ['اِطِّلَاعٌ'], 'مُطَّلِعٌ'],
  ])('%s VIII', (root, masdar, ap) => {
    const d = n({ root, pattern: 'VIII' });
    expect(d.masdar).toEqual(masdar);
    expect(d.active_participle).toEqual(ap);
  });
});

describe('derive: the lexicon masdars in the house style', () => {
  it('a long vowel written with a sukun loses it (إِيْبَة → إِيبَةٌ)', () => {
    expect(n(I('ءوب', 'a', 'u'), { masdars: ['أَوْب', 'إِيْبَة', 'أُيُوب'] }).masdar).toEqual(['أَوْبٌ', 'إِيبَةٌ', 'أُيُوبٌ']);
  });
});

describe('derive: the adjective (الصفة المشبهة)', () => {
  it('takes the lexicon’s adjectives of the root first, then Sarf’s patterns; not a guess', () => {
    const d = derive({ ...I('عطش', 'i', 'a', false), attested: { adjective_words: ['عَطْشَان', 'عَطِش'], adjective: ['فَعِل'] } });
    expect(d.nouns.adjective).toEqual(['عَطْشَانُ', 'عَطِشٌ']);
    expect(d.guesses.adjective).toBeUndefined();
    // any root type: a hollow root's فَيْعِل from the lexicon
    expect(derive({ ...I('طيب', 'a', 'i', false), attested: { adjective_words: ['طَيِّب'] } }).nouns.adjective).toEqual(['طَيِّبٌ']);
  });
  it('guesses فَعِيل for a doubled فَعُلَ (لَبِيبٌ) and keeps none for a doubled فَعِلَ', () => {
    const d = derive(I('لبب', 'u', 'u', false));
    expect(d.nouns.adjective).toEqual(['لَبِيبٌ']);
    expect(d.guesses.adjective).toBe(true);
    expect(derive(I('ملل', 'i', 'a', false)).nouns.adjective).toBeNull();
  });
});

describe('derive: the guessed masdar of فَعِلَ', () => {
  it('intransitive or unknown transitivity: فَعَلٌ (تَعَبٌ، كَسَلٌ، غَضَبٌ); transitive: فَعْلٌ', () => {
    for (const [root, masdar] of [
      ['تعب', 'تَعَبٌ'],
      ['كسل', 'كَسَلٌ'],
      ['غضب', 'غَضَبٌ'],
    ] as const) {
      expect(derive({ root, pattern: 'I', past_vowel: 'i', present_vowel: 'a' }).nouns.masdar).toEqual([masdar]);
      expect(derive(I(root, 'i', 'a', false)).nouns.masdar).toEqual([masdar]);
    }
    expect(derive(I('فهم', 'i', 'a', true)).nouns.masdar).toEqual(['فَهْمٌ']);
    expect(derive({ root: 'نصر', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }).nouns.masdar).toEqual(['نَصْرٌ']);
  });
});
