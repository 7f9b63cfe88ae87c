/** How report figures are written: Western digits in both languages (the product's rule), a percent sign, minutes and seconds. */
import type { Locale } from '../../i18n/index.ts';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const num = (n: number | null | undefined) => (n === null || n === undefined ? '—' : number.format(n));

/** 52.5 → "52.5 %" (English, a space that does not break) or "52.5٪" (Arabic). */
export const pct = (n: number | null | undefined, locale: Locale) =>
  n === null || n === undefined ? '—' : locale === 'ar' ? `${number.format(n)}٪` : `${number.format(n)}\u00a0%`;

/** Seconds as m:ss. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A 0–1 index with two decimals (facility, discrimination). */
export const index2 = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toFixed(2));
