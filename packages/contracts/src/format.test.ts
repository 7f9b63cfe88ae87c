import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayWithHijri, formatHijri, formatMoney, formatNumber, formatShortDateTime, hijriParts, zoneName, zoneOf } from './format.ts';

// 22:30 UTC on 10 March 2024 is 01:30 on 11 March in Riyadh (UTC+3): the day differs across midnight.
const lateEvening = '2024-03-10T22:30:00Z';

describe('zoneOf: the one fallback rule', () => {
  it('keeps a known IANA zone and falls back to UTC otherwise', () => {
    expect(zoneOf('Asia/Riyadh')).toBe('Asia/Riyadh');
    expect(zoneOf(null)).toBe('UTC');
    expect(zoneOf('')).toBe('UTC');
    expect(zoneOf('Mars/Olympus')).toBe('UTC');
  });
});

describe('dates in the person time zone', () => {
  it('Riyadh and UTC fall on different days across midnight', () => {
    expect(formatDay(lateEvening, 'en', 'Asia/Riyadh')).toBe('11 March 2024');
    expect(formatDay(lateEvening, 'en', 'UTC')).toBe('10 March 2024');
    expect(formatDay(lateEvening, 'en', null)).toBe('10 March 2024');
  });
  it('shows the zone by name instead of a silent UTC', () => {
    expect(zoneName(lateEvening, 'en', 'Asia/Riyadh')).toBe('GMT+3');
    expect(formatShortDateTime(lateEvening, 'en', 'Asia/Riyadh')).toBe('03/11/24 01:30 GMT+3');
    expect(formatShortDateTime(lateEvening, 'en', 'UTC')).toBe('03/10/24 22:30 UTC');
  });
  it('writes Arabic dates day first, with the Hijri date after, in the digits the reader chose', () => {
    const ar = formatShortDateTime(lateEvening, 'ar', 'Asia/Riyadh');
    expect(ar.startsWith('11/03/24 01:30 ')).toBe(true);
    expect(ar).toContain('رمضان 1445');
    const arab = formatShortDateTime(lateEvening, { locale: 'ar', digits: 'arab' }, 'Asia/Riyadh');
    expect(arab.startsWith('١١/٠٣/٢٤ ٠١:٣٠ ')).toBe(true);
    expect(formatDay(lateEvening, 'ar', 'Asia/Riyadh')).toBe('11 مارس 2024');
  });
});

describe('Hijri dates (Umm al-Qura)', () => {
  // Source: the Umm al-Qura calendar as published by King Abdulaziz City for Science and Technology
  // (ummulqura.org.sa): 1 Ramadan 1445 = Monday 11 March 2024; 1 Muharram 1446 = Sunday 7 July 2024.
  it('matches known Umm al-Qura dates', () => {
    expect(hijriParts('2024-03-11T09:00:00Z', 'Asia/Riyadh')).toEqual({ year: 1445, month: 9, day: 1 });
    expect(hijriParts('2024-07-07T09:00:00Z', 'Asia/Riyadh')).toEqual({ year: 1446, month: 1, day: 1 });
    expect(formatHijri('2024-03-11T09:00:00Z', 'ar', 'Asia/Riyadh')).toBe('1 رمضان 1445 هـ');
  });
  it('turns the Hijri day at midnight in the person zone, not in UTC', () => {
    expect(hijriParts(lateEvening, 'Asia/Riyadh')).toEqual({ year: 1445, month: 9, day: 1 });
    expect(hijriParts(lateEvening, 'UTC').month).toBe(8);
    expect(formatHijri(lateEvening, 'ar', 'UTC')).not.toContain('رمضان');
  });
  it('certificates and receipts: the Gregorian day, then the Hijri one in Arabic', () => {
    expect(formatDayWithHijri('2024-03-11T09:00:00Z', 'ar', 'Asia/Riyadh')).toBe('11 مارس 2024 م، الموافق 1 رمضان 1445 هـ');
    expect(formatDayWithHijri('2024-03-11T09:00:00Z', 'en', 'Asia/Riyadh')).toBe('11 March 2024');
  });
});

describe('numbers and money', () => {
  it('groups numbers in the reader digits', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toBe('12,345');
    expect(formatNumber(12345, { locale: 'ar', digits: 'arab' })).toBe('١٢٬٣٤٥');
  });
  it('writes money with the symbol in English and the currency name in Arabic', () => {
    expect(formatMoney(49, 'USD', 'en')).toBe('$49');
    expect(formatMoney(49.5, 'USD', 'en')).toBe('$49.50');
    expect(formatMoney(9, 'USD', 'en', { cents: 'always' })).toBe('$9.00');
    expect(formatMoney(49, 'SAR', 'ar')).toContain('ريال سعودي');
  });
});

describe('the formatting module in the browser', () => {
  it('imports no module that builds zod schemas: public pages would load zod, whose first object schema tries eval, which their script policy refuses (ADR 0053)', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const source = readFileSync(path.join(dir, 'format.ts'), 'utf8');
    const local = [...source.matchAll(/^import (?!type )[^;]*from '\.\/([^']+)'/gm)].map((m) => m[1]!);
    expect(source).not.toMatch(/from 'zod'/);
    for (const file of local) expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/from 'zod'/);
  });
});
