/**
 * The one place dates, numbers and money are written for people (ADR 0070): pages, PDFs and mail
 * all call these. Dates are read in the person's IANA time zone with one fallback rule (`zoneOf`),
 * the Hijri date is the Umm al-Qura one (@internationalized/date's table, the calendar Saudi
 * schools use), and Intl writes the words. Arabic readers get day-first dates; digits are Western
 * unless the person chose Arabic-Indic ones on Arabic pages (ADR 0038).
 */
import { IslamicUmalquraCalendar, fromAbsolute, toCalendar } from '@internationalized/date';
import type { Locale } from './locale.ts';

/** A locale with the person's digits (the web's NumberStyle has this shape). */
export interface FormatStyle {
  locale: Locale;
  digits?: 'latn' | 'arab';
}
type Style = Locale | FormatStyle;
type Instant = string | Date;

const styleOf = (s: Style): FormatStyle => (typeof s === 'string' ? { locale: s } : s);
const nu = (s: Style): 'latn' | 'arab' => {
  const st = styleOf(s);
  return st.locale === 'ar' && st.digits === 'arab' ? 'arab' : 'latn';
};
/** The language tag Intl writes Gregorian dates and numbers with. */
const tagOf = (s: Style): string => (styleOf(s).locale === 'ar' ? `ar-u-nu-${nu(s)}` : 'en-GB');
const dateOf = (at: Instant): Date => (typeof at === 'string' ? new Date(at) : at);

/** Whether Intl knows the zone (an IANA name such as Asia/Riyadh). */
export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The one fallback rule: the person's zone when it is a known IANA zone, else UTC. */
export function zoneOf(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

/** The zone this runtime is in (the browser's, at registration), or null when it is not a known IANA zone. */
export function runtimeZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

/** The Umm al-Qura date (year, month 1–12, day) of an instant in a zone. */
export function hijriParts(at: Instant, zone: string | null | undefined): { year: number; month: number; day: number } {
  const d = toCalendar(fromAbsolute(dateOf(at).getTime(), zoneOf(zone)), new IslamicUmalquraCalendar());
  return { year: d.year, month: d.month, day: d.day };
}

/** «25 November 2026» / «25 نوفمبر 2026» in the zone; `month: 'short'` for tables («25 Nov 2026»). */
export function formatDay(at: Instant, style: Style, zone?: string | null, opts: { month?: 'long' | 'short' } = {}): string {
  return new Intl.DateTimeFormat(tagOf(style), { day: 'numeric', month: opts.month ?? 'long', year: 'numeric', timeZone: zoneOf(zone) }).format(dateOf(at));
}

/** «15 جمادى الآخرة 1448 هـ»: the Umm al-Qura date in the zone, written in Arabic. */
export function formatHijri(at: Instant, style: Style, zone?: string | null): string {
  return new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu(style)}`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zoneOf(zone) }).format(dateOf(at));
}

/** A calendar day with, in Arabic, the Hijri date after it (certificates, receipts). */
export function formatDayWithHijri(at: Instant, style: Style, zone?: string | null): string {
  const day = formatDay(at, style, zone);
  return styleOf(style).locale === 'ar' ? `${day} م، الموافق ${formatHijri(at, style, zone)}` : day;
}

/** The zone's short name at that instant: «GMT+3», «UTC». */
export function zoneName(at: Instant, style: Style, zone?: string | null): string {
  const part = new Intl.DateTimeFormat(tagOf(style), { timeZone: zoneOf(zone), timeZoneName: 'short' }).formatToParts(dateOf(at)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zoneOf(zone);
}

/** «November 25, 2026 at 09:30 AM GMT+3»: a long date-time in the zone, with the zone's name (PDFs, mail, API messages). */
export function formatDateTime(at: Instant, style: Style, zone?: string | null): string {
  return new Intl.DateTimeFormat(styleOf(style).locale === 'ar' ? tagOf(style) : 'en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zoneOf(zone),
  }).format(dateOf(at));
}

/**
 * The compact date-time of exam pages: «11/25/26 09:30 GMT+3» in English (month first, as the
 * specification writes it), «25/11/26 09:30 GMT+3 (15 جمادى الآخرة 1448 هـ)» in Arabic: day first, Hijri after.
 */
export function formatShortDateTime(at: Instant, style: Style, zone?: string | null): string {
  const z = zoneOf(zone);
  const d = dateOf(at);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(`en-US-u-nu-${nu(style)}`, { timeZone: z, month: '2-digit', day: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const ar = styleOf(style).locale === 'ar';
  const date = ar ? `${parts.day}/${parts.month}/${parts.year}` : `${parts.month}/${parts.day}/${parts.year}`;
  const text = `${date} ${parts.hour}:${parts.minute} ${zoneName(d, style, z)}`;
  return ar ? `${text} (${formatHijri(d, style, z)})` : text;
}

/** A wall-clock calendar day (no zone): the date picker's cells. */
export interface WallDay {
  year: number;
  month: number;
  day: number;
}
const noon = (d: WallDay) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** «November 2026» / «نوفمبر 2026»: a calendar's heading. */
export const formatMonth = (year: number, month: number, style: Style): string =>
  new Intl.DateTimeFormat(styleOf(style).locale === 'ar' ? tagOf(style) : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon({ year, month, day: 1 }));

/** «Wednesday, November 25, 2026» / «الأربعاء، 25 نوفمبر 2026»: a day cell's accessible name. */
export const formatWallDay = (d: WallDay, style: Style): string =>
  new Intl.DateTimeFormat(styleOf(style).locale === 'ar' ? tagOf(style) : 'en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon(d),
  );

/** The week's days from Sunday (the specification's week), as [short, long] names in the reader's language. */
export function weekdayNames(style: Style): [string, string][] {
  const ar = styleOf(style).locale === 'ar';
  const short = new Intl.DateTimeFormat(ar ? 'ar' : 'en-US', { weekday: ar ? 'narrow' : 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(ar ? 'ar' : 'en-US', { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-01 is a Sunday
  return Array.from({ length: 7 }, (_, i) => {
    const d = noon({ year: 2026, month: 11, day: 1 + i });
    return [ar ? short.format(d) : short.format(d).slice(0, 2), long.format(d)];
  });
}

/** The Umm al-Qura date of a wall-clock day, written in Arabic. */
export const formatWallHijri = (d: WallDay, style: Style): string => formatHijri(noon(d), style, 'UTC');

/** A number as the reader writes it (grouped, in their digits). */
export function formatNumber(value: number, style: Style): string {
  return new Intl.NumberFormat(styleOf(style).locale === 'ar' ? `ar-u-nu-${nu(style)}` : 'en-US').format(value);
}

/**
 * An amount of money; in Arabic the currency by name («ريال سعودي»). Prices drop the cents of whole
 * amounts («$9»); receipts keep them (`cents: 'always'`, «$9.00»), as an accountant reads them.
 */
export function formatMoney(amount: number, currency: string, style: Style, opts: { cents?: 'always' | 'when-needed' } = {}): string {
  const ar = styleOf(style).locale === 'ar';
  return new Intl.NumberFormat(ar ? `ar-u-nu-${nu(style)}` : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: ar ? 'name' : 'symbol',
    ...(opts.cents === 'always' ? {} : { maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }),
  }).format(amount);
}
