import { describe, expect, it } from 'vitest';
import { localeInfo } from '../../i18n/use-locale.ts';
import { utcMoment } from './parts.tsx';

describe('utcMoment', () => {
  it.each(['en', 'ar'] as const)('names the zone UTC once (%s)', (locale) => {
    const text = utcMoment('2026-11-29T15:31:00.000Z', localeInfo(locale).fmt);
    expect(text.match(/UTC/g)).toHaveLength(1);
    expect(text).toContain('2026');
  });
});
