import { businessTypeLabels, inquiryTypeLabels, type Contact, type Locale } from '@tasreef/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '@tasreef/contracts/html';
import { mailText } from '../mail/texts.ts';

/**
 * The mail the team receives for a contact message: English first, then Arabic, same facts. The
 * texts are in the mail catalog (`mail/texts.ts`), the inquiry and business types in contracts.
 */
export function contactNotification(contact: Contact, locale: Locale, to: string): MailMessage {
  const users = contact.number_of_users === undefined ? '—' : String(contact.number_of_users);
  const facts = (l: Locale): Array<[string, string]> => {
    const t = mailText(l);
    return [
      [t('contact_inquiry_type'), inquiryTypeLabels[l][contact.inquiry_type]],
      [t('contact_business_type'), businessTypeLabels[l][contact.business_type]],
      [t('contact_number_of_users'), users],
      [t('contact_name'), contact.name],
      [t('contact_email'), contact.email],
      [t('contact_form_language'), t(locale === 'ar' ? 'contact_language_ar' : 'contact_language_en')],
    ];
  };
  const en = facts('en');
  const ar = facts('ar');
  const [tEn, tAr] = [mailText('en'), mailText('ar')];
  const subject = `${tEn('contact_subject', { inquiry: inquiryTypeLabels.en[contact.inquiry_type] })} — ${tAr('contact_subject', { inquiry: inquiryTypeLabels.ar[contact.inquiry_type] })} (${contact.name})`;
  const text = [
    tEn('contact_title'),
    ...en.map(([k, v]) => `${k}: ${v}`),
    '',
    contact.message,
    '',
    '———',
    tAr('contact_title'),
    ...ar.map(([k, v]) => `${k}: ${v}`),
    '',
    contact.message,
    '',
  ].join('\n');
  const table = (rows: Array<[string, string]>) =>
    `<table>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td><bdi>${escapeHtml(v)}</bdi></td></tr>`).join('')}</table>`;
  const body = `<p style="white-space:pre-wrap" dir="auto">${escapeHtml(contact.message)}</p>`;
  const html = `<!doctype html><html lang="en"><body>
<section lang="en" dir="ltr"><h1>${escapeHtml(tEn('contact_title'))}</h1>${table(en)}${body}</section>
<hr>
<section lang="ar" dir="rtl"><h1>${escapeHtml(tAr('contact_title'))}</h1>${table(ar)}${body}</section>
</body></html>`;
  return { kind: 'contact', to, replyTo: contact.email, subject, text, html };
}
