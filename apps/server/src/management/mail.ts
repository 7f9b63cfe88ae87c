import type { Locale } from '@tasreef/contracts';
import { INVITATION_TTL_MS, type MemberRole } from '@tasreef/contracts/management';
import { escapeHtml } from '../mail/html.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The invitation mail: in the recipient's language first, the other underneath (like the accounts
 * mails), with the link alone on its line.
 */
const days = INVITATION_TTL_MS / 86_400_000;

function blocks(name: string, organization: string, role: MemberRole, link: string): Record<Locale, { subject: string; lines: string[] }> {
  return {
    en: {
      subject: `${organization} invites you to Tasreef`,
      lines: [
        `Hello ${name},`,
        `${organization} has added you to Tasreef as ${role === 'teacher' ? 'a teacher' : 'a student'}. Open this link to set your password and join:`,
        link,
        `The link is valid for ${days} days and works for this address only. If you do not know ${organization}, ignore this mail.`,
      ],
    },
    ar: {
      subject: `تدعوك ${organization} إلى تصريف`,
      lines: [
        `مرحبًا ${name}،`,
        `أضافتك ${organization} إلى تصريف ${role === 'teacher' ? 'معلّمًا' : 'طالبًا'}. افتح هذا الرابط لتختار كلمة المرور وتنضم:`,
        link,
        `الرابط صالح مدة ${days} أيام ولهذا البريد وحده. إن لم تكن تعرف ${organization} فتجاهل هذه الرسالة.`,
      ],
    },
  };
}

export function invitationMail(to: string, locale: Locale, name: string, organization: string, role: MemberRole, link: string): MailMessage {
  const all = blocks(name, organization, role, link);
  const order: Locale[] = locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const text = order.map((l) => all[l].lines.join('\n\n')).join('\n\n— — —\n\n');
  const html = order
    .map((l) => {
      const body = all[l].lines.map((line) => (line === link ? `<p dir="ltr"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join('');
      return `<div lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}">${body}</div>`;
    })
    .join('<hr>');
  return { kind: 'invitation', to, subject: all[locale].subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}
