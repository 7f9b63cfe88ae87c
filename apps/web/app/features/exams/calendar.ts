/**
 * The exam calendar as the specification states it: weeks from Sunday, labels in the page's
 * language (contracts/format), dates read mm/dd/yy in English and dd/mm/yy in Arabic with the Hijri
 * (Umm al-Qura) date beside. Pure functions on wall-clock dates
 * (year, month 1–12, day): the zone is the field's business (time.ts), not the calendar's.
 */
import { formatMonth, formatWallDay, formatWallHijri, weekdayNames } from '@tasreef/contracts/format';
import { withDigits, type NumberStyle } from '../../i18n/index.ts';

export interface Day {
  year: number;
  month: number;
  day: number;
}

/** Sunday first, as the specification says: [short, long] names in the reader's language. */
export const weekdays = (style: NumberStyle) => weekdayNames(style);

const utc = (d: Day) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));

/** The weeks of a month, Sunday to Saturday; days outside the month are null. */
export function monthGrid(year: number, month: number): (Day | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay(); // 0 = Sunday
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (Day | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length }, (_, i) => ({ year, month, day: i + 1 }))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month `delta` months after (or before) the given one. */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day `delta` days after (or before). */
export function addDays(d: Day, delta: number): Day {
  const t = utc(d);
  t.setUTCDate(t.getUTCDate() + delta);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export const sameDay = (a: Day | null, b: Day | null) => !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;

/** «November 2026» / «نوفمبر 2026». */
export const monthLabel = (year: number, month: number, style: NumberStyle) => formatMonth(year, month, style);

/** «Wednesday, November 25, 2026» / «الأربعاء، 25 نوفمبر 2026»: a day button's name. */
export const dayLabel = (d: Day, style: NumberStyle) => formatWallDay(d, style);

/** The Hijri months a Gregorian month spans: «جمادى الأولى – جمادى الآخرة 1448 هـ». */
export function hijriSpan(year: number, month: number, style: NumberStyle): string {
  const nu = style.locale === 'ar' && style.digits === 'arab' ? 'arab' : 'latn';
  const full = new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu}`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthOnly = new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu}`, { month: 'long', timeZone: 'UTC' });
  const yearOnly = new Intl.DateTimeFormat(`ar-SA-u-ca-islamic-umalqura-nu-${nu}`, { year: 'numeric', timeZone: 'UTC' });
  const first = utc({ year, month, day: 1 });
  const last = utc({ year, month, day: new Date(Date.UTC(year, month, 0)).getUTCDate() });
  if (full.format(first) === full.format(last)) return full.format(last);
  return yearOnly.format(first) === yearOnly.format(last) ? `${monthOnly.format(first)} – ${full.format(last)}` : `${full.format(first)} – ${full.format(last)}`;
}

/** The Hijri day of a Gregorian one: «15 جمادى الآخرة 1448 هـ». */
export const hijriDay = (d: Day, style: NumberStyle) => formatWallHijri(d, style);

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The day of a `datetime-local` value, or null. */
export function dayOf(value: string): Day | null {
  const m = LOCAL.exec(value);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** A `datetime-local` value with its day replaced (the time kept, 09:00 when there was none). */
export function withDay(value: string, d: Day): string {
  const time = LOCAL.exec(value) ? value.slice(11) : '09:00';
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(d.year, 4)}-${p(d.month)}-${p(d.day)}T${time}`;
}

/** How a `datetime-local` value reads: «11/25/26 09:30»; in Arabic day first, «25/11/26 09:30 (15 جمادى الآخرة 1448 هـ)». */
export function readsAs(value: string, style: NumberStyle): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const date = style.locale === 'ar' ? `${m[3]}/${m[2]}` : `${m[2]}/${m[3]}`;
  const greg = withDigits(style, `${date}/${m[1]!.slice(2)} ${m[4]}:${m[5]}`);
  return style.locale === 'ar' ? `${greg} (${hijriDay(d, style)})` : greg;
}
