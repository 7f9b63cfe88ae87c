import { describe, expect, it } from 'vitest';
import { looseKey, normalize, stripMarks } from '../../src/spelling/normalize.ts';

describe('normalize', () => {
  it('puts text in NFC and removes tatweel', () => {
    // shadda before fatha in the input: NFC puts the fatha first
    expect(normalize('مَد\u0651\u064E')).toBe('مَدَّ');
    expect(normalize('كـتـب')).toBe('كتب');
  });
  it('strips every mark', () => {
    expect(stripMarks('اِسْتَخْرَجَ')).toBe('استخرج');
    expect(stripMarks('كَاتِبٌ')).toBe('كاتب');
  });
  it('builds a loose key that forgets hamza seats, alif maksura, ta marbuta', () => {
    expect(looseKey('أَكَلَ')).toBe('اكل');
    expect(looseKey('إِكْرَام')).toBe(looseKey('اكرام'));
    expect(looseKey('آمَنَ')).toBe('امن');
    expect(looseKey('ٱسْتَخْرَجَ')).toBe('استخرج');
    expect(looseKey('رَمَى')).toBe('رمي');
    expect(looseKey(' مَدْرَسَة ')).toBe('مدرسه');
  });
});
