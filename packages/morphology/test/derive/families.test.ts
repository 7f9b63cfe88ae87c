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
    // فِعْلَة: سِوْوَة, the vowelless و after kasra is ي first (as مِيزَان), then ي meets و: سِيَّةٌ (Sarf's سِيَّةٌ)
    [I('سوو', 'i', 'a'), 'سَوٌّ', 'سَوَّةٌ', 'سِيَّةٌ'],
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

  it('a hollow verb takes مَفْعَل with the long vowel (مَقَالٌ); a hollow ي-verb with i in the present مَفْعِل first, like its present', () => {
    expect(n(I('قول', 'a', 'u')).masdar_mimi).toBe('مَقَالٌ');
    // the Qur'an's مَفْعِل of hollow ي-verbs: الْمَحِيض 2:222، الْمَصِير 2:126، مَحِيص 4:121، مَزِيد 50:30; مَعَاش 78:11 after
    expect(n(I('حيض', 'a', 'i', false)).masdar_mimi).toEqual(['مَحِيضٌ', 'مَحَاضٌ']);
    expect(n(I('صير', 'a', 'i', false)).masdar_mimi).toEqual(['مَصِيرٌ', 'مَصَارٌ']);
    expect(n(I('حيص', 'a', 'i', false)).masdar_mimi).toEqual(['مَحِيصٌ', 'مَحَاصٌ']);
    expect(n(I('زيد', 'a', 'i')).masdar_mimi).toEqual(['مَزِيدٌ', 'مَزَادٌ']);
    expect(n(I('عيش', 'a', 'i', false)).masdar_mimi).toEqual(['مَعِيشٌ', 'مَعَاشٌ']);
    expect(n(I('خير', 'a', 'i')).masdar_mimi).toEqual(['مَخِيرٌ', 'مَخَارٌ']);
    expect(n(I('خيط', 'a', 'i')).masdar_mimi).toEqual(['مَخِيطٌ', 'مَخَاطٌ']);
    // a hollow ي-verb whose present has a: مَفْعَل (هَابَ يَهَابُ → مَهَابٌ)
    expect(n(I('هيب', 'i', 'a')).masdar_mimi).toBe('مَهَابٌ');
  });

  it('a hollow verb that keeps its و still takes the long vowel on مَفْعَل (مَحَارٌ، مَطَالٌ، مَعَاجٌ); the lexical مَحْوَرٌ after', () => {
    const hawira = n(I('حور', 'i', 'a', false));
    expect(hawira.active_participle).toBe('حَاوِرٌ');
    expect(hawira.masdar_mimi).toEqual(['مَحَارٌ', 'مَحْوَرٌ']);
    expect(hawira.noun_of_place_time).toEqual(['مَحَارٌ', 'مَحْوَرٌ']);
    for (const [past, present] of [
      ['i', 'a'],
      ['u', 'u'],
    ] as const) {
      expect(n(I('طول', past, present, false)).masdar_mimi).toBe('مَطَالٌ');
      expect(n(I('طول', past, present, false)).noun_of_place_time).toBe('مَطَالٌ');
    }
    expect(n(I('عوج', 'i', 'a', false)).masdar_mimi).toBe('مَعَاجٌ');
    expect(n(I('ءود', 'i', 'a', false)).masdar_mimi).toBe('مَآدٌ');
  });

  it('the attested mimi masdars with ة follow the regular one (مَسْأَلٌ، مَسْأَلَةٌ)', () => {
    expect(n(I('سءل', 'a', 'a'), { attested: { masdar_mimi: ['مَسْأَلَة'] } }).masdar_mimi).toEqual(['مَسْأَلٌ', 'مَسْأَلَةٌ']);
    expect(n(I('حور', 'a', 'u', false), { attested: { masdar_mimi: ['مَحَارَة'] } }).masdar_mimi).toEqual(['مَحَارٌ', 'مَحَارَةٌ']);
  });

  it('the attested place measures of Sarf come first, the regular one after (مَفْرِقٌ / مَفْرَقٌ، مَيْسَرَةٌ / مَيْسِرٌ)', () => {
    expect(n(I('فرق', 'a', 'u'), { attested: { noun_of_place_time: ['مَفْعِل'] } }).noun_of_place_time).toEqual(['مَفْرِقٌ', 'مَفْرَقٌ']);
    expect(n(I('يسر', 'a', 'i'), { attested: { noun_of_place_time: ['مَفْعَلَة'] } }).noun_of_place_time).toEqual(['مَيْسَرَةٌ', 'مَيْسِرٌ']);
    expect(n(I('بيت', 'a', 'i'), { attested: { noun_of_place_time: ['مَفْعِل'] } }).noun_of_place_time).toBe('مَبِيتٌ');
    expect(n(I('كتب', 'a', 'u')).noun_of_place_time).toBe('مَكْتَبٌ');
  });
});

describe('derive: hamza seats of the instance noun (the hamza seated again before ة)', () => {
  it('after the diphthong aw, a last-radical hamza with fatha before ة stands on the line: بَوْءَةٌ، سَوْءَةٌ (not بَوْأَةٌ)', () => {
    expect(n(I('بوء', 'a', 'u', false)).masdar_instance).toBe('بَوْءَةٌ');
    expect(n(I('سوء', 'a', 'u')).masdar_instance).toBe('سَوْءَةٌ');
  });
  it('after آ (a hamza and a long ā) the hamza stands on the line as after any ā: إِجْآءَةٌ، إِنْآءَةٌ (not إِجْآأَةٌ)', () => {
    expect(n({ root: 'جءي', pattern: 'IV' }).masdar_instance).toBe('إِجْآءَةٌ');
    expect(n({ root: 'نءي', pattern: 'IV' }).masdar_instance).toBe('إِنْآءَةٌ');
    // أَجَاءَ (جيء IV): the masdar إِجَاءَةٌ already ends in ة
    expect(n({ root: 'جيء', pattern: 'IV' }).masdar_instance).toBe('إِجَاءَةٌ وَاحِدَةٌ');
  });
});

describe('derive: participles', () => {
  it('رَضِيَ: مَرْضِيٌّ first, as the Qur’an has it (19:55 مَرْضِيًّا، 89:28 مَرْضِيَّةً), مَرْضُوٌّ after', () => {
    expect(n(I('رضو', 'i', 'a')).passive_participle).toEqual(['مَرْضِيٌّ', 'مَرْضُوٌّ']);
    expect(n(I('دعو', 'a', 'u')).passive_participle).toBe('مَدْعُوٌّ');
  });
  it('the active participle of a doubled verb with a first hamza contracts, even where the verb keeps its letters apart: آمٌّ، آلٌّ (Sarf: آمِمٌ، an erratum)', () => {
    expect(n(I('ءمم', 'a', 'u')).active_participle).toBe('آمٌّ');
    expect(n(I('ءمم', 'i', 'a')).active_participle).toBe('آمٌّ');
    expect(n(I('ءلل', 'i', 'a', false)).active_participle).toBe('آلٌّ');
  });
});

describe('derive: attested patterns on weak and doubled roots', () => {
  it('a hollow root keeps its و/ي in measures unlike the verb: جَوْعَانُ، طَوِيلٌ، بَيُوعٌ، آوَدُ; not فَاعِل or مَفْعَل', () => {
    expect(n(I('جوع', 'a', 'u', false), { attested: { adjective: ['فَعْلان / فَعْلَى'] } }).adjective).toEqual(['جَوْعَانُ']);
    expect(n(I('طول', 'a', 'u', false), { attested: { adjective: ['فَعِيل'] } }).adjective).toEqual(['طَوِيلٌ']);
    expect(n(I('بيع', 'a', 'i'), { attested: { intensive: ['فَعُول'] } }).intensive).toContain('بَيُوعٌ');
    expect(n(I('ءود', 'i', 'a', false), { attested: { adjective: ['أَفْعَل'] } }).adjective).toEqual(['آوَدُ']);
    const d = derive({ ...I('قول', 'a', 'u'), attested: { intensive: ['فَاعِلَة'] } });
    expect(d.nouns.intensive).not.toContain('قَاوِلَةٌ');
    expect(d.notes.some((x) => x.key === 'intensive' && x.en.startsWith('Attested patterns were not applied'))).toBe(true);
  });
  it('a doubled root merges its equal radicals when the first has no vowel: عَفٌّ، أَبَحُّ; apart otherwise: عَفِيفٌ، أُنَنَةٌ', () => {
    expect(n(I('عفف', 'a', 'i', false), { attested: { adjective: ['فَعِيل', 'فَعْل'] } }).adjective).toEqual(['عَفِيفٌ', 'عَفٌّ']);
    expect(n(I('بحح', 'i', 'a', false), { attested: { adjective: ['أَفْعَل'] } }).adjective).toEqual(['أَبَحُّ']);
    expect(n(I('ءنن', 'a', 'i', false), { attested: { intensive: ['فُعَلَة'] } }).intensive).toContain('أُنَنَةٌ');
  });
  it('a defective root: فَعِل is a manqūṣ (وَقٍ، أَذٍ), فَعِيل ends in يّ (أَذِيٌّ), فَاعِلَة keeps its ي (رَاوِيَةٌ)', () => {
    expect(n(I('ءذي', 'i', 'a', false), { attested: { adjective: ['فَعِيل', 'فَعِل'] } }).adjective).toEqual(['أَذِيٌّ', 'أَذٍ']);
    expect(n(I('وقي', 'a', 'i'), { attested: { intensive: ['فَعِل'] } }).intensive).toContain('وَقٍ');
    expect(n(I('روي', 'a', 'i'), { attested: { intensive: ['فَاعِلَة'] } }).intensive).toContain('رَاوِيَةٌ');
  });
});

describe('derive: the participle of a hollow root with a first hamza', () => {
  it('آئِبٌ, and آيِبٌ with the second hamza eased (the ḥadīth’s آيِبُونَ); not for a sound root (آكِلٌ)', () => {
    expect(n(I('ءوب', 'a', 'u', false)).active_participle).toEqual(['آئِبٌ', 'آيِبٌ']);
    expect(n(I('ءيس', 'a', 'i', false)).active_participle).toEqual(['آئِسٌ', 'آيِسٌ']);
    expect(n(I('ءكل', 'a', 'u')).active_participle).toBe('آكِلٌ');
    expect(n(I('قول', 'a', 'u')).active_participle).toBe('قَائِلٌ');
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
