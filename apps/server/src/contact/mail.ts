import { businessTypeLabels, inquiryTypeLabels, type Contact, type Locale } from '@tasreef/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '@tasreef/contracts/html';

/** The mail the team receives for a contact message: English first, then Arabic, same facts. */
export function contactNotification(contact: Contact, locale: Locale, to: string): MailMessage {
  const users = contact.number_of_users === undefined ? '—' : String(contact.number_of_users);
  const en: Array<[string, string]> = [
    ['Inquiry type', inquiryTypeLabels.en[contact.inquiry_type]],
    ['Business type', businessTypeLabels.en[contact.business_type]],
    ['Number of users', users],
    ['Name', contact.name],
    ['Email', contact.email],
    ['Language of the form', locale === 'ar' ? 'Arabic' : 'English'],
  ];
  const ar: Array<[string, string]> = [
    ['نوع الاستفسار', inquiryTypeLabels.ar[contact.inquiry_type]],
    ['نوع الجهة', businessTypeLabels.ar[contact.business_type]],
    ['عدد المستخدمين', users],
    ['الاسم', contact.name],
    ['البريد الإلكتروني', contact.email],
    ['لغة النموذج', locale === 'ar' ? 'العربية' : 'الإنجليزية'],
  ];
  const subject = `Contact: ${inquiryTypeLabels.en[contact.inquiry_type]} — تواصل: ${inquiryTypeLabels.ar[contact.inquiry_type]} (${contact.name})`;
  const text = [
    'New contact message',
    ...en.map(([k, v]) => `${k}: ${v}`),
    '',
    contact.message,
    '',
    '———',
    'رسالة تواصل جديدة',
    ...ar.map(([k, v]) => `${k}: ${v}`),
    '',
    contact.message,
    '',
  ].join('\n');
  const table = (rows: Array<[string, string]>) =>
    `<table>${rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td><bdi>${escapeHtml(v)}</bdi></td></tr>`).join('')}</table>`;
  const body = `<p style="white-space:pre-wrap" dir="auto">${escapeHtml(contact.message)}</p>`;
  const html = `<!doctype html><html lang="en"><body>
<section lang="en" dir="ltr"><h1>New contact message</h1>${table(en)}${body}</section>
<hr>
<section lang="ar" dir="rtl"><h1>رسالة تواصل جديدة</h1>${table(ar)}${body}</section>
</body></html>`;
  return { kind: 'contact', to, replyTo: contact.email, subject, text, html };
}
