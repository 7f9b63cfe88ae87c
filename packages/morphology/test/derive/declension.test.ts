import { describe, expect, it } from 'vitest';
import { decline, DECLENSION_KEYS } from '../../src/declension/index.ts';

describe('decline', () => {
  it('declines a sound participle in all 36 cells', () => {
    const d = decline('كَاتِبٌ', { kind: 'participle' });
    expect(Object.keys(d)).toHaveLength(DECLENSION_KEYS.length);
    expect(d['masculine.singular.indefinite.acc']).toBe('كَاتِبًا');
    expect(d['masculine.singular.definite.gen']).toBe('الْكَاتِبِ');
    expect(d['masculine.dual.indefinite.nom']).toBe('كَاتِبَانِ');
    expect(d['masculine.plural.definite.acc']).toBe('الْكَاتِبِينَ');
    expect(d['feminine.singular.indefinite.acc']).toBe('كَاتِبَةً');
    expect(d['feminine.dual.definite.gen']).toBe('الْكَاتِبَتَيْنِ');
    expect(d['feminine.plural.indefinite.acc']).toBe('كَاتِبَاتٍ');
  });

  it('handles the manqus with a sun letter', () => {
    const d = decline('رَامٍ', { kind: 'participle' });
    expect(d['masculine.singular.indefinite.nom']).toBe('رَامٍ');
    expect(d['masculine.singular.indefinite.acc']).toBe('رَامِيًا');
    expect(d['masculine.singular.definite.nom']).toBe('الرَّامِي');
    expect(d['masculine.singular.definite.acc']).toBe('الرَّامِيَ');
    expect(d['masculine.plural.indefinite.nom']).toBe('رَامُونَ');
    expect(d['feminine.singular.definite.nom']).toBe('الرَّامِيَةُ');
  });

  it('handles the maqsur', () => {
    const d = decline('مُعْطًى', { kind: 'participle' });
    expect(d['masculine.singular.indefinite.gen']).toBe('مُعْطًى');
    expect(d['masculine.singular.definite.nom']).toBe('الْمُعْطَى');
    expect(d['masculine.dual.indefinite.nom']).toBe('مُعْطَيَانِ');
    expect(d['masculine.plural.indefinite.nom']).toBe('مُعْطَوْنَ');
    expect(d['masculine.plural.indefinite.acc']).toBe('مُعْطَيْنَ');
    expect(d['feminine.singular.indefinite.nom']).toBe('مُعْطَاةٌ');
    expect(d['feminine.plural.indefinite.nom']).toBe('مُعْطَيَاتٌ');
  });

  it('handles doubled stems, hamza and diptotes', () => {
    const madd = decline('مَادٌّ', { kind: 'participle' });
    expect(madd['masculine.singular.indefinite.acc']).toBe('مَادًّا');
    expect(madd['feminine.singular.indefinite.nom']).toBe('مَادَّةٌ');
    const reader = decline('قَارِئٌ', { kind: 'participle' });
    expect(reader['masculine.plural.indefinite.nom']).toBe('قَارِئُونَ');
    const eater = decline('آكِلٌ', { kind: 'participle' });
    expect(eater['masculine.singular.definite.nom']).toBe('الْآكِلُ');
    const big = decline('أَكْبَرُ', { kind: 'participle' });
    expect(big['masculine.singular.indefinite.gen']).toBe('أَكْبَرَ');
    expect(big['masculine.singular.definite.gen']).toBe('الْأَكْبَرِ');
    expect(big['feminine.singular.indefinite.nom']).toBeNull();
  });

  it('declines a noun in its own gender, without a regular plural', () => {
    const d = decline('إِقَامَةٌ', { kind: 'noun' });
    expect(d['masculine.singular.indefinite.nom']).toBeNull();
    expect(d['feminine.singular.indefinite.acc']).toBe('إِقَامَةً');
    expect(d['feminine.dual.indefinite.nom']).toBe('إِقَامَتَانِ');
    expect(d['feminine.plural.indefinite.nom']).toBeNull();
    const w = decline('اِنْكِسَارٌ', { kind: 'noun' });
    expect(w['masculine.singular.definite.nom']).toBe('الِانْكِسَارُ');
    expect(decline('شَيْءٌ')['masculine.singular.indefinite.acc']).toBe('شَيْئًا');
  });

  it('declines an elative with its feminine فُعْلَى', () => {
    const d = decline('أَكْبَرُ', { kind: 'elative' });
    expect(d['masculine.plural.indefinite.nom']).toBe('أَكْبَرُونَ');
    expect(d['feminine.singular.indefinite.nom']).toBe('كُبْرَى');
    expect(d['feminine.singular.definite.gen']).toBe('الْكُبْرَى');
    expect(d['feminine.dual.indefinite.nom']).toBe('كُبْرَيَانِ');
    expect(d['feminine.plural.indefinite.nom']).toBe('كُبْرَيَاتٌ');
    const high = decline('أَعْلَى', { kind: 'elative' });
    expect(high['masculine.singular.definite.nom']).toBe('الْأَعْلَى');
    expect(high['feminine.singular.indefinite.nom']).toBe('عُلْيَا');
    expect(decline('أَشَدُّ', { kind: 'elative' })['feminine.singular.indefinite.nom']).toBeNull();
    expect(() => decline('كَاتِبٌ', { kind: 'elative' })).toThrow();
  });

  it('declines a colour adjective with its feminine فَعْلَاءُ and plural فُعْلٌ', () => {
    const d = decline('أَحْمَرُ', { kind: 'colour' });
    expect(d['masculine.singular.indefinite.acc']).toBe('أَحْمَرَ');
    expect(d['masculine.dual.indefinite.nom']).toBe('أَحْمَرَانِ');
    expect(d['masculine.plural.indefinite.nom']).toBe('حُمْرٌ');
    expect(d['masculine.plural.definite.acc']).toBe('الْحُمْرَ');
    expect(d['feminine.singular.indefinite.nom']).toBe('حَمْرَاءُ');
    expect(d['feminine.singular.indefinite.gen']).toBe('حَمْرَاءَ');
    expect(d['feminine.singular.definite.gen']).toBe('الْحَمْرَاءِ');
    expect(d['feminine.dual.indefinite.acc']).toBe('حَمْرَاوَيْنِ');
    expect(d['feminine.plural.indefinite.nom']).toBe('حُمْرٌ');
    expect(decline('أَصَمُّ', { kind: 'colour' })['feminine.singular.indefinite.nom']).toBe('صَمَّاءُ');
    expect(decline('أَصَمُّ', { kind: 'colour' })['masculine.plural.indefinite.nom']).toBe('صُمٌّ');
    expect(decline('أَعْمَى', { kind: 'colour' })['feminine.singular.indefinite.nom']).toBe('عَمْيَاءُ');
  });

  it('rejects an empty word or a phrase', () => {
    expect(() => decline('')).toThrow();
    expect(() => decline('رَحْمَةٌ وَاحِدَةٌ')).toThrow();
  });
});
