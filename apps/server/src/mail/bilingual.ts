import type { Locale } from '@tasreef/contracts';
import { escapeHtml } from '@tasreef/contracts/html';
import type { MailMessage } from './mailer.ts';

/** One language's part of a bilingual mail: its subject and its paragraphs. */
export interface MailBlock {
  subject: string;
  lines: string[];
}

/** The line that stands alone, left to right: a link (made a link) or a code (large, spaced out). */
export type Standout = { link: string } | { code: string };

function standoutHtml(s: Standout): string {
  if ('link' in s) return `<p dir="ltr"><a href="${escapeHtml(s.link)}">${escapeHtml(s.link)}</a></p>`;
  return `<p dir="ltr" style="font-size:28px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(s.code)}</p>`;
}

/**
 * Every mail the app writes to a person is in both languages: the recipient's first (the locale of
 * the request that caused it), the other underneath after a rule, each in its own direction, so a
 * mail forwarded or read on another device is still understood; the subject in the recipient's
 * language. The standout line (a link or a code) is alone on its line.
 */
export function bilingualMail(kind: string, to: string, locale: Locale, blocks: Record<Locale, MailBlock>, standout?: Standout): MailMessage {
  const special = standout ? ('link' in standout ? standout.link : standout.code) : null;
  const order: Locale[] = locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const text = order.map((l) => blocks[l].lines.join('\n\n')).join('\n\n— — —\n\n');
  const html = order
    .map((l) => {
      const body = blocks[l].lines.map((line) => (standout && line === special ? standoutHtml(standout) : `<p>${escapeHtml(line)}</p>`)).join('');
      return `<div lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}">${body}</div>`;
    })
    .join('<hr>');
  return { kind, to, subject: blocks[locale].subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}
