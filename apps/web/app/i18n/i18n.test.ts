import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { formatNumber, translate, translator } from './index.ts';

describe('catalogs', () => {
  it('Arabic has exactly the English keys, none empty', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(ar)) {
      const texts = typeof value === 'string' ? [value] : Object.values(value);
      for (const text of texts) expect(text.trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (value: string | object) => [...new Set((typeof value === 'string' ? value : (Object.values(value) as string[]).join(' ')).match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const arNames = names(ar[key]).filter((n) => n !== '{count}');
      const enNames = names(en[key]).filter((n) => n !== '{count}');
      expect(arNames, key).toEqual(enNames);
    }
  });
});

describe('translate', () => {
  it('interpolates named parameters and leaves unknown ones visible', () => {
    expect(translate('en', 'language.switchTo', { language: 'العربية' })).toBe('Switch the language to العربية');
    expect(translate('en', 'language.switchTo')).toBe('Switch the language to {language}');
  });

  it('uses the six Arabic plural forms', () => {
    const cases: [number, string][] = [
      [0, 'لم يُعثر على أي مقالة'],
      [1, 'عُثر على مقالة واحدة'],
      [2, 'عُثر على مقالتين'],
      [3, 'عُثر على 3 مقالات'],
      [10, 'عُثر على 10 مقالات'],
      [11, 'عُثر على 11 مقالة'],
      [99, 'عُثر على 99 مقالة'],
      [100, 'عُثر على 100 مقالة'],
      [103, 'عُثر على 103 مقالات'],
    ];
    for (const [count, text] of cases) expect(translate('ar', 'help.results', { count })).toBe(text);
  });

  it('uses one/other in English', () => {
    expect(translate('en', 'help.results', { count: 1 })).toBe('1 article found');
    expect(translate('en', 'help.results', { count: 0 })).toBe('0 articles found');
    expect(translate('en', 'qt.count', { count: 11 })).toBe('11 question types');
    expect(translate('ar', 'qt.count', { count: 11 })).toBe('11 نوعًا من الأسئلة');
  });
});

describe('digits', () => {
  it('Western by default in both locales; Arabic-Indic on Arabic pages when chosen, numbers only', () => {
    expect(formatNumber('ar', 1234.5)).toBe('1,234.5');
    expect(formatNumber({ locale: 'ar', digits: 'arab' }, 1234.5)).toBe('١٬٢٣٤٫٥');
    expect(formatNumber({ locale: 'en', digits: 'arab' }, 42)).toBe('42');
    // plural counts and number parameters follow the choice; text parameters stay as written
    expect(translator('ar', 'arab')('exams.list.examCount', { count: 12 })).toBe('١٢ اختبارًا');
    expect(translate('ar', 'exams.list.examCount', { count: 12 })).toBe('12 اختبارًا');
    // a count already formatted (as several pages pass it) keeps its plural form and its digits
    expect(translator('ar', 'arab')('exams.list.examCount', { count: formatNumber({ locale: 'ar', digits: 'arab' }, 12) })).toBe('١٢ اختبارًا');
    expect(translator('ar', 'arab')('exams.list.examCount', { count: formatNumber({ locale: 'ar', digits: 'arab' }, 2) })).toBe('اختباران');
    expect(translator('en')('exams.list.examCount', { count: formatNumber('en', 1234) })).toBe('1,234 exams');
    expect(translator('ar', 'arab')('answer.result.title', { n: 3 })).toContain('٣');
    expect(translator('ar', 'arab')('profile.linkedAs', { email: 'a1@b2.test' })).toContain('a1@b2.test');
  });
});
