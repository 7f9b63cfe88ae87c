import { formatDayWithHijri } from '@tasreef/contracts/format';
import type { Locale, NumberStyle } from '../../i18n/index.ts';

/** A certificate's date as printed on it: «25 November 2026», in Arabic with the Hijri date after the Gregorian. */
export const certificateDate = (iso: string, style: Locale | NumberStyle): string => formatDayWithHijri(iso, style, 'UTC');
