/**
 * A payment receipt on paper, in the reader's language (Stripe's own receipts have no Arabic): the
 * receipt number, when it was paid (with the Umm al-Qura date in Arabic), to whom, for which plan
 * and period, and the amount. The words are the PDFs' own (lib/pdf/labels.ts); the writer is the
 * exams' (ADR 0031), so Arabic is shaped and ordered the same way.
 */
import type { Locale } from '@tasreef/contracts';
import { formatDateTime, formatDay, formatHijri, formatMoney } from '@tasreef/contracts/format';
import { titleBlock } from '../exams/pdf/exam-document.ts';
import { label, type PdfLabel } from '../lib/pdf/labels.ts';
import { ACCENT, MUTED, PdfWriter } from '../lib/pdf/writer.ts';
import type { ReceiptData } from './service.ts';

/** «$9.00» in English, «9.00 دولار أمريكي» in Arabic (the currency named: a symbol of Latin letters reads badly inside Arabic). */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  try {
    return formatMoney(amount, currency, locale, { cents: 'always' });
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export async function renderReceiptPdf(r: ReceiptData, opts: { locale: Locale; timeZone: string | null }): Promise<Buffer> {
  const { locale, timeZone } = opts;
  const title = label(locale, 'receipt');
  const w = new PdfWriter({
    locale,
    title: `${title} ${r.number}`,
    subject: title,
    date: new Date(r.paidAt),
    footer: (page, pages) => label(locale, 'footer', { brand: label(locale, 'brand'), title: `${title} ${r.number}`, page, pages }),
  });
  titleBlock(w, title, [label(locale, 'brand')]);
  const paid = formatDateTime(r.paidAt, locale, timeZone);
  const facts: [PdfLabel, string][] = [
    ['receipt_number', `\u2066${r.number}\u2069`],
    ['paid_on', locale === 'ar' ? `${paid} (${formatHijri(r.paidAt, locale, timeZone)})` : paid],
    ['billed_to', r.email ? `${r.name} \u2066<${r.email}>\u2069` : r.name],
  ];
  if (r.plan) facts.push(['plan', r.period ? `${r.plan} (${label(locale, r.period)})` : r.plan]);
  if (r.periodStart && r.periodEnd) facts.push(['period', `${formatDay(r.periodStart, locale, timeZone)} – ${formatDay(r.periodEnd, locale, timeZone)}`]);
  for (const [key, value] of facts) w.text(`${label(locale, key)}: ${value}`, { size: 12 });
  w.gap(6);
  w.text(`${label(locale, 'amount_paid')}: ${formatAmount(r.amount, r.currency, locale)}`, { size: 14, weight: 'bold', color: ACCENT });
  w.text(`${label(locale, 'payment_status')}: ${label(locale, 'paid')}`, { size: 12 });
  w.gap(10);
  w.rule();
  w.text(label(locale, 'receipt_note'), { size: 10.5, color: MUTED });
  return w.finish();
}
