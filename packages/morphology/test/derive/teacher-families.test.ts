/**
 * Content errors a teacher spotted (issue 18), fixed as families: tanwin on the alif of the
 * feminine, a masdar that is also the noun of place listed first, «وَاحِدَةٌ» on the noun of manner,
 * فَاعِلَة among the nouns of instrument.
 */
import { describe, expect, it } from 'vitest';
import { derive } from '../../src/derive/index.ts';
import { formIIShaped, placeShaped, type DeriveInput } from '../../src/derive/derive.ts';
import { feminineAlif, withTanwin } from '../../src/declension/ending.ts';

const I = (root: string, past: string, present: string, extra: Partial<DeriveInput> = {}): DeriveInput => ({
  root,
  pattern: 'I',
  past_vowel: past,
  present_vowel: present,
  transitive: true,
  ...extra,
});

describe('the alif of the feminine takes no tanwin', () => {
  it.each([
    ['رِمِّيَّى', 'رمي', 'رِمِّيَّى'],
    ['ذِكْرَى', 'ذكر', 'ذِكْرَى'],
    ['دَعْوَى', 'دعو', 'دَعْوَى'],
    ['دُنْيَا', 'دنو', 'دُنْيَا'],
    ['تَقْوَى', 'وقي', 'تَقْوَى'],
    ['حُمَّى', 'حمم', 'حُمَّى'],
    ['بُشْرَى', 'بشر', 'بُشْرَى'],
  ])('%s (%s) stays %s', (word, root, want) => {
    expect(withTanwin(word, [...root])).toBe(want);
  });

  it.each([
    ['مَرْمَى', 'رمي', 'مَرْمًى'],
    ['هُدَى', 'هدي', 'هُدًى'],
    ['مَأْوَى', 'ءوي', 'مَأْوًى'],
    ['مُسْتَشْفَى', 'شفي', 'مُسْتَشْفًى'],
    ['عَصَا', 'عصو', 'عَصًا'],
  ])('%s (%s): its ى is the third radical, tanwin: %s', (word, root, want) => {
    expect(withTanwin(word, [...root])).toBe(want);
  });

  it('without the root, the old reading (tanwin) stands', () => {
    expect(withTanwin('ذِكْرَى')).toBe('ذِكْرًى');
    expect(feminineAlif('ذِكْرَى', [...'ذكر'])).toBe(true);
  });

  it('رَمَى: the masdar رِمِّيَّى is listed without tanwin', () => {
    const d = derive(I('رمي', 'a', 'i', { masdars: ['رَمْي', 'رِمِّيَّى'] }));
    expect(d.nouns.masdar).toEqual(['رَمْيٌ', 'رِمِّيَّى']);
  });
});

describe('a masdar on مَفْعَل / مَفْعِل (the noun of place too) never comes first', () => {
  it('وَعَدَ: وَعْدٌ first, مَوْعِدٌ after', () => {
    expect(derive(I('وعد', 'a', 'i', { masdars: ['مَوْعِد', 'وَعْد', 'وَعِيد'] })).nouns.masdar).toEqual(['وَعْدٌ', 'وَعِيدٌ', 'مَوْعِدٌ']);
  });

  it.each([
    ['مَوْعِدٌ', 'وعد', true],
    ['مَرْمًى', 'رمي', true],
    ['مَقَامٌ', 'قوم', true],
    ['مَجِيءٌ', 'جيء', true],
    ['مَعْرِفَةٌ', 'عرف', false],
    ['مَشْيٌ', 'مشي', false],
    ['وَعْدٌ', 'وعد', false],
  ])('%s of %s: %s', (m, root, want) => {
    expect(placeShaped(m, [...root])).toBe(want);
  });
});

describe('the noun of manner', () => {
  it('is told apart from a masdar of the same form by a description, never by «وَاحِدَةٌ»', () => {
    const d = derive(I('كتب', 'a', 'u', { masdars: ['كَتْب', 'كِتْبَة', 'كِتَابَة'] }));
    expect(d.nouns.masdar_manner).toBe('كِتْبَةٌ حَسَنَةٌ');
    expect(d.nouns.masdar_instance).toBe('كَتْبَةٌ');
    expect(d.notes.some((x) => x.key === 'masdar_manner' && x.en.includes('description'))).toBe(true);
  });

  it('stays bare when no masdar has its form', () => {
    expect(derive(I('جلس', 'a', 'i')).nouns.masdar_manner).toBe('جِلْسَةٌ');
  });

  it('the noun of instance keeps «وَاحِدَةٌ» where its form is a masdar', () => {
    expect(derive(I('رحم', 'i', 'a', { masdars: ['رَحْمَة'] })).nouns.masdar_instance).toBe('رَحْمَةٌ وَاحِدَةٌ');
  });
});

describe('the noun of instrument', () => {
  it('كَتَبَ: فَاعِلَة (كَاتِبَة) is a note on modern usage, not in the row', () => {
    const d = derive(I('كتب', 'a', 'u', { attested: { noun_of_instrument: ['فَاعِلَة'] } }));
    expect(d.nouns.noun_of_instrument).toEqual(['مِكْتَبٌ', 'مِكْتَبَةٌ', 'مِكْتَابٌ', 'كَتَّابَةٌ']);
    const note = d.notes.find((x) => x.key === 'noun_of_instrument');
    expect(note?.ar).toContain('كَاتِبَةٌ');
    expect(note?.en).toContain('Academy');
  });

  it('other attested measures stay in the row (فِعَال)', () => {
    const d = derive(I('حزم', 'a', 'i', { attested: { noun_of_instrument: ['فِعَال'] } }));
    expect(d.nouns.noun_of_instrument).toContain('حِزَامٌ');
  });
});

describe('a form-I masdar list holds no masdar of form II', () => {
  it('عَرَفَ: تَعْرِيفٌ (of عَرَّفَ) is dropped, تَفْعَال (تَذْكَارٌ) stays', () => {
    expect(derive(I('عرف', 'a', 'i', { masdars: ['عِرْفَان', 'تَعْرِيف', 'مَعْرِفَة'] })).nouns.masdar).toEqual(['عِرْفَانٌ', 'مَعْرِفَةٌ']);
    expect(derive(I('ذكر', 'a', 'u', { masdars: ['ذِكْر', 'تَذْكَار'] })).nouns.masdar).toEqual(['ذِكْرٌ', 'تَذْكَارٌ']);
    expect(formIIShaped('تَعْرِيفٌ', [...'عرف'])).toBe(true);
    expect(formIIShaped('تَذْكَارٌ', [...'ذكر'])).toBe(false);
  });
});
