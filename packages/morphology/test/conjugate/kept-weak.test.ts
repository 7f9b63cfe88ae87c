/**
 * Verbs that keep their weak middle radical against the rule (تصحيح شاذّ, src/data/kept-weak.ts) and
 * form-I verbs that keep it (SOUND_HOLLOW): conjugated sound, the hollow form second only where
 * attested; their nouns follow.
 */
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { derive } from '../../src/derive/index.ts';
import { KEPT_WEAK_MIDDLE } from '../../src/data/kept-weak.ts';
import type { VerbInput } from '../../src/types.ts';

const slots = (v: VerbInput) => conjugate(v).slots;

describe('kept weak middle radical (تصحيح شاذّ)', () => {
  it('اِسْتَحْوَذَ يَسْتَحْوِذُ (Qur’an 4:141, 58:19) first, the attested اِسْتَحَاذَ second', () => {
    const s = slots({ root: 'حوذ', pattern: 'X' });
    expect(s['past.active.3ms']).toEqual(['اِسْتَحْوَذَ', 'اِسْتَحَاذَ']);
    expect(s['present_indicative.active.3ms']).toEqual(['يَسْتَحْوِذُ', 'يَسْتَحِيذُ']);
    expect(s['present_jussive.active.3ms']).toEqual(['يَسْتَحْوِذْ', 'يَسْتَحِذْ']);
    expect(s['past.passive.3ms']).toEqual(['اُسْتُحْوِذَ', 'اُسْتُحِيذَ']);
    expect(conjugate({ root: 'حوذ', pattern: 'X' }).notes['past.active.3ms']?.en).toMatch(/58:19/);
  });

  it('sound only where no hollow form is attested: اِسْتَنْوَقَ، اِسْتَتْيَسَ، اِزْدَوَجَ', () => {
    expect(slots({ root: 'نوق', pattern: 'X' })['past.active.3ms']).toBe('اِسْتَنْوَقَ');
    expect(slots({ root: 'نوق', pattern: 'X' })['imperative.active.2ms']).toBe('اِسْتَنْوِقْ');
    expect(slots({ root: 'تيس', pattern: 'X' })['present_indicative.active.3ms']).toBe('يَسْتَتْيِسُ');
    expect(slots({ root: 'زوج', pattern: 'VIII' })['present_indicative.active.3ms']).toBe('يَزْدَوِجُ');
  });

  it('form IV: أَغْيَلَتْ، أَغْيَمَتْ first; where the hollow verb is the usual one it comes first (أَطَالَ / أَطْوَلَ)', () => {
    expect(slots({ root: 'غيم', pattern: 'IV' })['past.active.3fs']).toEqual(['أَغْيَمَتْ', 'أَغَامَتْ']);
    expect(slots({ root: 'غيل', pattern: 'IV' })['past.active.3fs']).toEqual(['أَغْيَلَتْ', 'أَغَالَتْ']);
    expect(slots({ root: 'طول', pattern: 'IV' })['past.active.3ms']).toEqual(['أَطَالَ', 'أَطْوَلَ']);
    expect(slots({ root: 'روح', pattern: 'X' })['past.active.3ms']).toEqual(['اِسْتَرَاحَ', 'اِسْتَرْوَحَ']);
  });

  it('every entry of the table has its sound lemma among the forms and a source', () => {
    for (const [key, k] of Object.entries(KEPT_WEAK_MIDDLE)) {
      const [root, pattern] = key.split('|') as [string, string];
      const past = slots({ root, pattern })['past.active.3ms'];
      const forms = Array.isArray(past) ? past : [past];
      expect(forms, key).toContain(k.verb);
      expect(forms.indexOf(k.verb), key).toBe(k.usual === 'sound' ? 0 : 1);
      expect(forms.length, key).toBe(k.hollow ? 2 : 1);
      expect(k.source.length).toBeGreaterThan(10);
    }
  });

  it('an ordinary hollow verb is not touched: اِسْتَقَامَ، أَقَامَ، اِخْتَارَ', () => {
    expect(slots({ root: 'قوم', pattern: 'X' })['past.active.3ms']).toBe('اِسْتَقَامَ');
    expect(slots({ root: 'قوم', pattern: 'IV' })['past.active.3ms']).toBe('أَقَامَ');
    expect(slots({ root: 'خير', pattern: 'VIII' })['past.active.3ms']).toBe('اِخْتَارَ');
  });

  it('the nouns follow: مُسْتَحْوِذٌ، اِسْتِحْوَاذٌ; مُزْدَوِجٌ، اِزْدِوَاجٌ; إِطَالَةٌ / إِطْوَالٌ', () => {
    const d = derive({ root: 'حوذ', pattern: 'X' }).nouns;
    expect(d.active_participle).toEqual(['مُسْتَحْوِذٌ', 'مُسْتَحِيذٌ']);
    expect(d.masdar).toEqual(['اِسْتِحْوَاذٌ', 'اِسْتِحَاذَةٌ']);
    expect(derive({ root: 'نوق', pattern: 'X' }).nouns.masdar).toEqual(['اِسْتِنْوَاقٌ']);
    expect(derive({ root: 'زوج', pattern: 'VIII' }).nouns.active_participle).toBe('مُزْدَوِجٌ');
    expect(derive({ root: 'طول', pattern: 'IV' }).nouns.masdar).toEqual(['إِطَالَةٌ', 'إِطْوَالٌ']);
  });

  it('form I verbs that keep و/ي: حَوِرَ → حَاوِرٌ (not حَائِرٌ), عَوِجَ → عَاوِجٌ, صَيِدَ → صَايِدٌ', () => {
    for (const [root, verb, ap] of [
      ['حور', 'حَوِرَ', 'حَاوِرٌ'],
      ['عوج', 'عَوِجَ', 'عَاوِجٌ'],
      ['صيد', 'صَيِدَ', 'صَايِدٌ'],
    ] as const) {
      const v = { root, pattern: 'I', past_vowel: 'i', present_vowel: 'a', transitive: false };
      expect(slots(v)['past.active.3ms']).toBe(verb);
      expect(derive(v).nouns.active_participle).toBe(ap);
    }
    // خَافَ (also فَعِلَ) is an ordinary hollow verb
    expect(derive({ root: 'خوف', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }).nouns.active_participle).toBe('خَائِفٌ');
  });
});
