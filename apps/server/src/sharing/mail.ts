import type { Locale } from '@tasreef/contracts';
import { escapeHtml } from '../mail/html.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The mail that tells an educator a colleague shared an exam with them: in the recipient's
 * language first, the other underneath (like the invitation mail), with the link alone on its line.
 */
function blocks(name: string, from: string, title: string, link: string): Record<Locale, { subject: string; lines: string[] }> {
  return {
    en: {
      subject: `${from} shared an exam with you on Tasreef`,
      lines: [
        `Hello ${name},`,
        `${from} has shared the exam “${title}” with you. A copy is in your exam list as a draft, and its questions are in your question bank: change it as you like, then publish it to your students.`,
        link,
        `The copy is yours: what ${from} changes later does not change it.`,
      ],
    },
    ar: {
      subject: `شارك ${from} اختبارًا معك في تصريف`,
      lines: [
        `مرحبًا ${name}،`,
        `شارك ${from} معك الاختبار «${title}». نسخة منه في قائمة اختباراتك مسودةً، وأسئلته في بنك أسئلتك: عدّلها كما تشاء ثم انشرها لطلابك.`,
        link,
        `النسخة لك: ما يغيّره ${from} لاحقًا لا يغيّرها.`,
      ],
    },
  };
}

export function shareMail(to: string, locale: Locale, name: string, from: string, title: string, link: string): MailMessage {
  const all = blocks(name, from, title, link);
  const order: Locale[] = locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const text = order.map((l) => all[l].lines.join('\n\n')).join('\n\n— — —\n\n');
  const html = order
    .map((l) => {
      const body = all[l].lines.map((line) => (line === link ? `<p dir="ltr"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join('');
      return `<div lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}">${body}</div>`;
    })
    .join('<hr>');
  return { kind: 'exam_shared', to, subject: all[locale].subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}
