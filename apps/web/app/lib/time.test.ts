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

  it('shows mm/dd/yy, and the Umm al-Qura date beside it in Arabic', () => {
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', 'en')).toBe('11/25/26 09:30');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', 'ar')).toBe('11/25/26 09:30 (15 جمادى الآخرة 1448 هـ)');
  });

  it('writes Arabic-Indic digits on Arabic pages of a person who chose them, never on English pages', () => {
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'ar', digits: 'arab' })).toBe('١١/٢٥/٢٦ ٠٩:٣٠ (١٥ جمادى الآخرة ١٤٤٨ هـ)');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'ar', digits: 'latn' })).toBe('11/25/26 09:30 (15 جمادى الآخرة 1448 هـ)');
    expect(showDate('2026-11-25T06:30:00.000Z', 'Asia/Riyadh', { locale: 'en', digits: 'arab' })).toBe('11/25/26 09:30');
  });
});
