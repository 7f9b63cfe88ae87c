import type { Locale } from '@tasreef/contracts';
import { INVITATION_TTL_MS, type MemberRole } from '@tasreef/contracts/management';
import { bilingualMail, type MailBlock } from '../mail/bilingual.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The invitation mail: in the recipient's language first, the other underneath (like the accounts
 * mails), with the link alone on its line.
 */
const days = INVITATION_TTL_MS / 86_400_000;

function blocks(name: string, organization: string, role: MemberRole, link: string): Record<Locale, MailBlock> {
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
  return bilingualMail('invitation', to, locale, blocks(name, organization, role, link), { link });
}
