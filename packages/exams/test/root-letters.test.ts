/** What an identify_root explanation says of the root letters a form hides or merges (review s21, items 81 and 34). */
import { describe, expect, it } from 'vitest';
import { rootLettersNote } from '../src/root-letters.ts';

describe('the root letters a form does not show as they are', () => {
  it('the wāw of an assimilated verb dropped after the present prefix: تَجِدِينَ (و ج د)', () => {
    const n = rootLettersNote('وجد', 'تَجِدِينَ')!;
    expect(n.ar).toContain('وفاؤه «و» محذوفة');
    expect(n.ar).toContain('يَوْجِدُ ← يَجِدُ');
    expect(n.en).toContain('first radical w');
  });

  it('a doubled radical written once with shadda: أَعِدَّ (ع د د), and nothing when both show: أَعْدَدْتُ', () => {
    expect(rootLettersNote('عدد', 'أَعِدَّ')!.ar).toContain('والحرف المشدّد «د» حرفان من الجذر');
    expect(rootLettersNote('عدد', 'أَعْدَدْتُ')).toBeNull();
  });

  it('a middle or last weak letter turned into a long vowel or dropped: قَالَ، قُلْ (ق و ل), رَمَى (ر م ي); none when it shows: يَقُولُ', () => {
    expect(rootLettersNote('قول', 'قَالَ')!.ar).toContain('وعينه «و» لا تظهر بصورتها');
    expect(rootLettersNote('قول', 'قُلْ')!.ar).toContain('وعينه «و»');
    expect(rootLettersNote('رمي', 'رَمَى')!.ar).toContain('ولامه «ي»');
    expect(rootLettersNote('قول', 'يَقُولُ')).toBeNull();
    expect(rootLettersNote('كتب', 'كَتَبُوا')).toBeNull();
  });
});
