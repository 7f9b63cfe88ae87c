import type { NumberStyle } from '../../i18n/index.ts';

/** A calendar date in the reader's language, in the digits they chose (Arabic-Indic on Arabic pages only, ADR 0038). */
export function showDay(iso: string | null, fmt: NumberStyle): string {
  if (!iso) return '—';
  const tag = fmt.locale === 'ar' ? `ar-u-nu-${fmt.digits === 'arab' ? 'arab' : 'latn'}` : 'en-GB';
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

export function showMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
}
