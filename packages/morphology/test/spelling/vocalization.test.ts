import { describe, expect, it } from 'vitest';
import { isFullyVocalized } from '../../src/spelling/vocalization.ts';

describe('isFullyVocalized', () => {
  it('accepts fully vocalized forms', () => {
    for (const w of ['كَاتِبٌ', 'مَكْتُوبٌ', 'رَامٍ', 'مُعْطًى', 'الرَّامِي', 'الْمُعْطَى', 'آمَنَ', 'اِسْتِخْرَاجٌ', 'الِانْكِسَارُ', 'مَادٌّ', 'كَاتِبًا']) {
      expect(isFullyVocalized(w), w).toBe(true);
    }
  });
  it('rejects forms with a bare consonant', () => {
    for (const w of ['كاتب', 'كَتَب', 'رِمايَة', 'مَكْتُوب']) expect(isFullyVocalized(w), w).toBe(false);
  });
});
