import { formatDay, formatMoney } from '@tasreef/contracts/format';
import type { NumberStyle } from '../../i18n/index.ts';

/** A calendar date in the reader's language, in the digits they chose (Arabic-Indic on Arabic pages only, ADR 0038). */
export function showDay(iso: string | null, fmt: NumberStyle): string {
  if (!iso) return '—';
  return formatDay(iso, fmt, 'UTC');
}

export function showMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, 'en');
}
