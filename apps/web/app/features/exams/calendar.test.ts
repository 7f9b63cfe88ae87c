import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayLabel, dayOf, hijriSpan, monthGrid, monthLabel, readsAs, weekdays, withDay } from './calendar.ts';

describe('the exam calendar', () => {
  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday: the first row starts with it
    const nov = monthGrid(2026, 11);
    expect(nov[0]![0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(nov).toHaveLength(5);
    expect(nov.flat().filter(Boolean)).toHaveLength(30);
    // 1 December 2026 is a Tuesday: two empty cells (Sunday, Monday) before it
    const dec = monthGrid(2026, 12);
    expect(dec[0]!.slice(0, 2)).toEqual([null, null]);
    expect(dec[0]![2]).toEqual({ year: 2026, month: 12, day: 1 });
    // February 2026 starts on Sunday and fills exactly four weeks
    expect(monthGrid(2026, 2)).toHaveLength(4);
    for (const week of [...nov, ...dec]) expect(week).toHaveLength(7);
  });

  it('moves by months and days across years', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('labels in English, reads mm/dd/yy, and gives the Hijri date in Arabic', () => {
    expect(monthLabel(2026, 11, { locale: 'en', digits: 'latn' })).toBe('November 2026');
    expect(monthLabel(2026, 11, { locale: 'ar', digits: 'latn' })).toBe('نوفمبر 2026');
    expect(weekdays({ locale: 'en', digits: 'latn' })[0]).toEqual(['Su', 'Sunday']);
    expect(weekdays({ locale: 'ar', digits: 'latn' })[0]).toEqual(['ح', 'الأحد']);
    expect(dayLabel({ year: 2026, month: 11, day: 25 }, { locale: 'ar', digits: 'latn' })).toBe('الأربعاء، 25 نوفمبر 2026');
    expect(readsAs('2026-11-25T09:30', { locale: 'en', digits: 'latn' })).toBe('11/25/26 09:30');
    expect(readsAs('2026-11-25T09:30', { locale: 'ar', digits: 'latn' })).toBe('25/11/26 09:30 (15 جمادى الآخرة 1448 هـ)');
    expect(readsAs('2026-11-25T09:30', { locale: 'ar', digits: 'arab' })).toBe('٢٥/١١/٢٦ ٠٩:٣٠ (١٥ جمادى الآخرة ١٤٤٨ هـ)');
    expect(readsAs('', { locale: 'en', digits: 'latn' })).toBeNull();
    expect(hijriSpan(2026, 11, { locale: 'ar', digits: 'latn' })).toBe('جمادى الأولى – جمادى الآخرة 1448 هـ');
  });

  it('sets the day of a value, keeping its time', () => {
    expect(withDay('2026-11-25T14:05', { year: 2026, month: 12, day: 3 })).toBe('2026-12-03T14:05');
    expect(withDay('', { year: 2026, month: 12, day: 3 })).toBe('2026-12-03T09:00');
    expect(dayOf('2026-12-03T14:05')).toEqual({ year: 2026, month: 12, day: 3 });
    expect(dayOf('nope')).toBeNull();
  });
});
