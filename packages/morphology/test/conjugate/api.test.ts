/** The public entry: validation codes, the result's shape, notes for variants, explanations. */
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { MorphError, type MorphErrorCode } from '../../src/errors.ts';
import { SLOT_KEYS, type VerbInput } from '../../src/types.ts';

function code(v: VerbInput): MorphErrorCode | null {
  try {
    conjugate(v);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(MorphError);
    return (e as MorphError).code;
  }
}

describe('validation before any work', () => {
  it.each<[string, VerbInput, MorphErrorCode]>([
    ['Latin letters', { root: 'ktb', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'invalid_root_letters'],
    ['two radicals', { root: 'كت', pattern: 'II' }, 'invalid_root_length'],
    ['four radicals for form II', { root: 'دحرج', pattern: 'II' }, 'pattern_root_mismatch'],
    ['three radicals for QI', { root: 'كتب', pattern: 'QI' }, 'pattern_root_mismatch'],
    ['unknown pattern', { root: 'كتب', pattern: 'XV' }, 'unknown_pattern'],
    ['form I without vowels', { root: 'كتب', pattern: 'I' }, 'missing_vowels'],
    ['form I with a bad vowel', { root: 'كتب', pattern: 'I', past_vowel: 'e', present_vowel: 'u' }, 'invalid_vowel'],
    ['form I with a pair that is no bab', { root: 'كتب', pattern: 'I', past_vowel: 'u', present_vowel: 'a' }, 'invalid_bab'],
    ['form IX on a doubled root', { root: 'مدد', pattern: 'IX' }, 'impossible_root'],
    ['form XI on a doubled root', { root: 'مدد', pattern: 'XI' }, 'impossible_root'],
  ])('%s → %s', (_name, v, expected) => {
    expect(code(v)).toBe(expected);
  });

  it('accepts hamza in any seat, spaced or dashed roots, and ignores vowels for augmented forms', () => {
    expect(conjugate({ root: 'أ-ك-ل', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }).slots['past.active.3ms']).toBe('أَكَلَ');
    expect(conjugate({ root: 'ع ل م', pattern: 'V', past_vowel: 'x' }).slots['past.active.3ms']).toBe('تَعَلَّمَ');
  });

  it('a root written plainly (the fast path) and the same root written otherwise give the same verb', () => {
    const bab = { pattern: 'I', past_vowel: 'a', present_vowel: 'a' } as const;
    const plain = conjugate({ root: 'سءل', ...bab }).slots;
    for (const root of ['سأل', 'س-ء-ل', 'سَأَلَ', 'س ئ ل']) expect(conjugate({ root, ...bab }).slots).toEqual(plain);
    expect(conjugate({ root: 'رمى', pattern: 'II' }).slots).toEqual(conjugate({ root: 'رمي', pattern: 'II' }).slots);
    expect(code({ root: 'كتبن', ...bab })).toBe('pattern_root_mismatch');
    expect(code({ root: 'كاب', pattern: 'II' })).toBe('invalid_root_letters');
  });
});

describe('result', () => {
  it('has every slot key; transitive defaults to true', () => {
    const r = conjugate({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' });
    expect(Object.keys(r.slots)).toEqual([...SLOT_KEYS]);
    expect(r.slots['past.passive.1s']).toBe('كُتِبْتُ');
    expect(r.explanations).toBeUndefined();
  });

  it('gives notes in English and Arabic for slots with variants, and only for those', () => {
    const r = conjugate({ root: 'مدد', pattern: 'I', past_vowel: 'a', present_vowel: 'u' });
    expect(r.slots['imperative.active.2ms']).toEqual(['مُدَّ', 'اُمْدُدْ', 'مُدِّ']);
    expect(r.slots['present_jussive.active.3ms']).toEqual(['يَمُدَّ', 'يَمْدُدْ', 'يَمُدِّ']);
    const note = r.notes['imperative.active.2ms']!;
    expect(note.en).toMatch(/doubled/);
    expect(note.ar).toMatch(/الإدغام/);
    expect(r.notes['past.active.3ms']).toBeUndefined();
    const s = conjugate({ root: 'سءل', pattern: 'I', past_vowel: 'a', present_vowel: 'a' });
    expect(s.slots['imperative.active.2ms']).toEqual(['اِسْأَلْ', 'سَلْ']);
    expect(s.notes['imperative.active.2ms']!.ar).toMatch(/سَلْ/);
  });

  it('explains each slot with the ordered rules, each with its Arabic and English name', () => {
    const r = conjugate({ root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, { explain: true });
    const present = SLOT_KEYS.filter((k) => r.slots[k] !== null);
    expect(Object.keys(r.explanations!).sort()).toEqual([...present].sort());
    expect(r.explanations!['past.active.3ms']).toEqual([
      { id: 'ilal_qalb_waw_alif', ar: 'إعلال بالقلب: قلب الواو والياء ألفًا', en: 'weak letter changed to alif', before: 'قَوَلَ', after: 'قَالَ' },
    ]);
    expect(r.explanations!['present_jussive.active.3ms']!.map((x) => x.id)).toEqual(['ilal_naql', 'iltiqa_sakinayn']);
  });

  it('irregular verbs: أَمَرَ prefers مُرْ, لَيْسَ has a past only, رَأَى has أَرَى and رَ', () => {
    expect(conjugate({ root: 'ءمر', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }).slots['imperative.active.2ms']).toEqual(['مُرْ', 'اُؤْمُرْ']);
    const laysa = conjugate({ root: 'ليس', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }).slots;
    expect(laysa['past.active.1s']).toBe('لَسْتُ');
    expect(SLOT_KEYS.filter((k) => laysa[k] !== null)).toHaveLength(13);
    const raa = conjugate({ root: 'رءي', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }).slots;
    expect(raa['present_indicative.active.1s']).toBe('أَرَى');
    expect(raa['imperative.active.2ms']).toEqual(['رَ', 'رَهْ']);
    expect(conjugate({ root: 'رءي', pattern: 'IV' }).slots['present_indicative.active.3ms']).toBe('يُرِي');
    const asa = conjugate({ root: 'عسي', pattern: 'I', past_vowel: 'a', present_vowel: 'a' }).slots;
    expect(asa['past.active.3ms']).toBe('عَسَى');
    expect(asa['past.active.2mp']).toBe('عَسَيْتُمْ');
    expect(SLOT_KEYS.filter((k) => asa[k] !== null)).toHaveLength(13);
    // عَسِيَ يَعْسَى (to harden, Lisān s.v. عسا) is not the frozen عَسَى
    const asiya = conjugate({ root: 'عسي', pattern: 'I', past_vowel: 'i', present_vowel: 'a' }).slots;
    expect(asiya['past.active.3ms']).toBe('عَسِيَ');
    expect(asiya['present_indicative.active.3ms']).toBe('يَعْسَى');
  });
});

describe('forms IX and XI of a weak last radical: defective, not doubled (Wright I; Lane s.v. رعو، حوو)', () => {
  const slotsOf = (root: string, pattern: 'IX' | 'XI') => conjugate({ root, pattern, transitive: false }).slots;

  it('اِرْعَوَى يَرْعَوِي is conjugated like اِشْتَرَى يَشْتَرِي', () => {
    expect(slotsOf('رعو', 'IX')).toMatchObject({
      'past.active.3ms': 'اِرْعَوَى',
      'past.active.1s': 'اِرْعَوَيْتُ',
      'past.active.3fs': 'اِرْعَوَتْ',
      'past.active.3mp': 'اِرْعَوَوْا',
      'present_indicative.active.3ms': 'يَرْعَوِي',
      'present_indicative.active.3mp': 'يَرْعَوُونَ',
      'present_indicative.active.2fs': 'تَرْعَوِينَ',
      'present_subjunctive.active.3ms': 'يَرْعَوِيَ',
      'present_jussive.active.3ms': 'يَرْعَوِ',
      'imperative.active.2ms': 'اِرْعَوِ',
      'imperative.active.2mp': 'اِرْعَوُوا',
      'imperative.active.2fs': 'اِرْعَوِي',
      'present_energetic_heavy.active.3ms': 'يَرْعَوِيَنَّ',
      'past.passive.3ms': 'اُرْعُوِيَ',
      'present_indicative.passive.3ms': 'يُرْعَوَى',
      'past.passive.3fs': null,
    });
  });

  it('a middle و equal to the last one is kept too (اِحْوَوَى), and a last ي follows the same measure', () => {
    expect(slotsOf('حوو', 'IX')).toMatchObject({ 'past.active.3ms': 'اِحْوَوَى', 'present_indicative.active.3ms': 'يَحْوَوِي', 'present_jussive.active.3ms': 'يَحْوَوِ' });
    expect(slotsOf('رعي', 'IX')).toMatchObject({ 'past.active.3ms': 'اِرْعَيَا', 'present_indicative.active.3ms': 'يَرْعَيِي', 'imperative.active.2ms': 'اِرْعَيِ' });
  });

  it('form XI likewise: اِحْوَاوَى يَحْوَاوِي, jussive without the variants of a doubled verb', () => {
    expect(slotsOf('حوو', 'XI')).toMatchObject({
      'past.active.3ms': 'اِحْوَاوَى',
      'past.active.1s': 'اِحْوَاوَيْتُ',
      'present_indicative.active.3ms': 'يَحْوَاوِي',
      'present_jussive.active.3ms': 'يَحْوَاوِ',
      'imperative.active.2ms': 'اِحْوَاوِ',
    });
  });
});

describe('only some slots', () => {
  it.each<[string, VerbInput]>([
    ['sound', { root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }],
    ['hollow with variants', { root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }],
    ['defective X', { root: 'رمي', pattern: 'X' }],
    ['doubled IV', { root: 'حبب', pattern: 'IV' }],
  ])('%s: the slots asked for are those of the full conjugation, every other is null', (_, verb) => {
    const full = conjugate(verb);
    const asked = ['past.active.3ms', 'present_jussive.active.3mp', 'imperative.active.2ms', 'past.passive.3ms'] as const;
    const some = conjugate(verb, { slots: asked });
    for (const k of SLOT_KEYS) expect(some.slots[k], k).toEqual((asked as readonly string[]).includes(k) ? full.slots[k] : null);
    for (const k of Object.keys(some.notes)) expect(asked as readonly string[]).toContain(k);
  });

  it('refuses an unknown slot', () => {
    expect(() => conjugate({ root: 'كتب', pattern: 'II' }, { slots: ['past.active.9xx' as never] })).toThrow(RangeError);
  });
});
