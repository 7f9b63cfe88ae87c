import { describe, expect, it } from 'vitest';
import { certificateDate } from '../../src/grades/certificate-document.ts';

// 22:30 UTC on 10 March 2024 is 01:30 on 11 March (1 Ramadan 1445, Umm al-Qura) in Riyadh.
describe('a certificate is dated in its reader’s zone (issue 37, defect 4)', () => {
  it('Riyadh reads the next day, Gregorian and Hijri; no zone falls back to UTC', () => {
    expect(certificateDate('2024-03-10T22:30:00Z', 'en', 'Asia/Riyadh')).toBe('11 March 2024');
    expect(certificateDate('2024-03-10T22:30:00Z', 'ar', 'Asia/Riyadh')).toBe('11 مارس 2024 م، الموافق 1 رمضان 1445 هـ');
    expect(certificateDate('2024-03-10T22:30:00Z', 'en', null)).toBe('10 March 2024');
  });
});
