import { describe, expect, it } from 'vitest';
import { hamzaExplanation, seatHamza } from '../../src/spelling/hamza.ts';

/** Input with bare ء → expected modern spelling, and the rule that must fire. */
const CASES: ReadonlyArray<[string, string, string]> = [
  // initial
  ['ءَكَلَ', 'أَكَلَ', 'initial'],
  ['ءُكِلَ', 'أُكِلَ', 'initial'],
  ['ءِكْرَام', 'إِكْرَام', 'initial'],
  ['الْءِيمَان', 'الْإِيمَان', 'initial'],
  // double hamza
  ['ءَءْكُلُ', 'آكُلُ', 'double_hamza'],
  ['ءُءْمِنُ', 'أُومِنُ', 'double_hamza'],
  ['ءِءْمَان', 'إِيمَان', 'double_hamza'],
  // madda
  ['ءَامَنَ', 'آمَنَ', 'madda'],
  ['مِرْءَاة', 'مِرْآة', 'madda'],
  ['يَقْرَءَانِ', 'يَقْرَآنِ', 'madda'],
  // medial by the strongest vowel
  ['يَءْكُلُ', 'يَأْكُلُ', 'medial'],
  ['يُءْمِنُ', 'يُؤْمِنُ', 'medial'],
  ['بِءْر', 'بِئْر', 'medial'],
  ['سُءِلَ', 'سُئِلَ', 'medial'],
  ['سَءَلَ', 'سَأَلَ', 'medial'],
  ['مَسْءَلَة', 'مَسْأَلَة', 'medial'],
  ['مَسْءُول', 'مَسْؤُول', 'medial'],
  ['ءَسْءِلَة', 'أَسْئِلَة', 'medial'],
  ['يَقْرَءُونَ', 'يَقْرَؤُونَ', 'medial'],
  ['رَءَّسَ', 'رَأَّسَ', 'medial'],
  ['مُءَاخَذَة', 'مُؤَاخَذَة', 'medial'],
  ['رَءَى', 'رَأَى', 'medial'],
  // medial exceptions
  ['تَسَاءَلَ', 'تَسَاءَلَ', 'medial_after_long_alif'],
  ['قِرَاءَة', 'قِرَاءَة', 'medial_after_long_alif'],
  ['تَفَاءُل', 'تَفَاؤُل', 'medial'],
  ['قَاءِل', 'قَائِل', 'medial'],
  ['هَيْءَة', 'هَيْئَة', 'medial_after_ya'],
  ['شَيْءَانِ', 'شَيْئَانِ', 'medial_after_ya'],
  ['يَيْءَسُ', 'يَيْأَسُ', 'medial_after_ay_alif'],
  ['اِسْتَيْءَسَ', 'اِسْتَيْأَسَ', 'medial_after_ay_alif'],
  ['بَرِيءَة', 'بَرِيئَة', 'medial_after_ya'],
  ['مُرُوءَة', 'مُرُوءَة', 'medial_after_long_waw'],
  ['مَوْءُودَة', 'مَوْءُودَة', 'medial_after_long_waw'],
  ['يَبُوءُونَ', 'يَبُوءُونَ', 'medial_after_long_waw'],
  // after the diphthong aw, a last-radical hamza with fatha before ة or an ending's long vowel stands on the
  // line (سَوْءَة, as the Qur'an writes it 5:31; ضَوْءَانِ); before a letter of the stem it sits on alif
  ['سَوْءَة', 'سَوْءَة', 'medial_after_long_waw'],
  ['بَوْءَةٌ', 'بَوْءَةٌ', 'medial_after_long_waw'],
  ['ضَوْءَانِ', 'ضَوْءَانِ', 'medial_after_long_waw'],
  ['تَوْءَم', 'تَوْأَم', 'medial'],
  // آ is a hamza and a long ā: a hamza after it is a hamza after ā (إِجْآءَة, as قِرَاءَة)
  ['ءِجْءَاءَةٌ', 'إِجْآءَةٌ', 'medial_after_long_alif'],
  ['سُوءِهِ', 'سُوئِهِ', 'medial'],
  // final
  ['شَيْء', 'شَيْء', 'final_after_sukun_or_long'],
  ['جَاءَ', 'جَاءَ', 'final_after_sukun_or_long'],
  ['سُوء', 'سُوء', 'final_after_sukun_or_long'],
  ['بَرِيء', 'بَرِيء', 'final_after_sukun_or_long'],
  ['قَرَءَ', 'قَرَأَ', 'final_after_vowel'],
  ['جَرُءَ', 'جَرُؤَ', 'final_after_vowel'],
  ['قُرِءَ', 'قُرِئَ', 'final_after_vowel'],
  ['قَارِءٌ', 'قَارِئٌ', 'final_after_vowel'],
  // final with the alif of tanwin
  ['شَيْءًا', 'شَيْئًا', 'final_tanwin_alif'],
  ['جُزْءًا', 'جُزْءًا', 'final_tanwin_alif'],
];

describe('seatHamza', () => {
  it.each(CASES)('%s → %s (%s)', (input, expected, rule) => {
    expect(seatHamza(input)).toBe(expected.normalize('NFC'));
    expect(hamzaExplanation(input).map((r) => r.id)).toContain(rule);
  });

  it('leaves text without a bare hamza unchanged, and seats each word of a phrase', () => {
    expect(seatHamza('كَتَبَ')).toBe('كَتَبَ');
    expect(seatHamza('سَءَلَ قَرَءَ')).toBe('سَأَلَ قَرَأَ');
  });

  it('drops the alif of tanwin after a seated أ', () => {
    expect(seatHamza('خَطَءًا')).toBe('خَطَأً');
  });

  it('gives every rule both an Arabic and an English text', () => {
    for (const r of hamzaExplanation('ءَءْكُلُ سَءَلَ شَيْء')) {
      expect(r.ar.length).toBeGreaterThan(10);
      expect(r.en.length).toBeGreaterThan(10);
    }
  });
});

describe('seatHamza with shadda', () => {
  it('keeps a doubled hamza before a long ā on its alif (no madda)', () => {
    expect(seatHamza('سَءَّال')).toBe('سَأَّال');
  });
});
