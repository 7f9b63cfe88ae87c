import { describe, expect, it } from 'vitest';
import { instantToLocal, localToInstant, showDate } from './time.ts';

describe('exam dates in the person’s time zone', () => {
  it('reads a local date-time in the zone and shows it back', () => {
    expect(localToInstant('2026-11-25T09:30', 'Asia/Riyadh')).toBe('2026-11-25T06:30:00.000Z');
    expect(localToInstant('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(instantToLocal('2026-11-25T06:30:00.000Z', 'Asia/Riyadh')).toBe('2026-11-25T09:30');
    expect(localToInstant('', 'UTC')).toBeNull();
    expect(localToInstant('25/11/2026', 'UTC')).toBe('invalid');
  });

  it('shows mm/dd/yy in English, day first in Arabic with the Umm al-Qura date beside it, and the zone by name', () => {
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', 'en')).toBe('11/25/26 09:30 GMT+3');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', 'ar')).toBe('25/11/26 09:30 غرينتش+3 (15 جمادى الآخرة 1448 هـ)');
    // the zone is named: a UTC reader sees «UTC», not a bare time (issue 37, defect 4)
    expect(showDate('2026-11-25T06:30:00.000Z', 'UTC', 'en')).toBe('11/25/26 06:30 UTC');
  });

  it('writes Arabic-Indic digits on Arabic pages of a person who chose them, never on English pages', () => {
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'ar', digits: 'arab' })).toBe('٢٥/١١/٢٦ ٠٩:٣٠ غرينتش+٣ (١٥ جمادى الآخرة ١٤٤٨ هـ)');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'ar', digits: 'latn' })).toBe('25/11/26 09:30 غرينتش+3 (15 جمادى الآخرة 1448 هـ)');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'en', digits: 'arab' })).toBe('11/25/26 09:30 GMT+3');
  });
});
