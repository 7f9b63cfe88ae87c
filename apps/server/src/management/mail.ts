import type { Locale } from '@tasreef/contracts';
import { INVITATION_TTL_MS, type MemberRole } from '@tasreef/contracts/management';
import { bilingualMail } from '../mail/bilingual.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { inBothLanguages } from '../mail/texts.ts';

/**
 * The invitation mail: in the recipient's language first, the other underneath (like the accounts
 * mails), with the link alone on its line. The texts are in the mail catalog (`mail/texts.ts`).
 */
const days = INVITATION_TTL_MS / 86_400_000;

export function invitationMail(to: string, locale: Locale, name: string, organization: string, role: MemberRole, link: string): MailMessage {
  const blocks = inBothLanguages((t) => ({
    subject: t('invitation_subject', { organization }),
    lines: [
      t('greeting', { name }),
      t('invitation_what', { organization, role: t(role === 'teacher' ? 'invitation_role_teacher' : 'invitation_role_student') }),
      link,
      t('invitation_validity', { days, organization }),
    ],
  }));
  return bilingualMail('invitation', to, locale, blocks, { link });
}
