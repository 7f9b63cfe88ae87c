import type { Locale } from '@tasreef/contracts';
import { bilingualMail } from '../mail/bilingual.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { inBothLanguages } from '../mail/texts.ts';

/**
 * The mail that tells an educator a colleague shared an exam with them: in the recipient's
 * language first, the other underneath (like the invitation mail), with the link alone on its line.
 * The texts are in the mail catalog (`mail/texts.ts`).
 */
export function shareMail(to: string, locale: Locale, name: string, from: string, title: string, link: string): MailMessage {
  const blocks = inBothLanguages((t) => ({
    subject: t('exam_shared_subject', { from }),
    lines: [t('greeting', { name }), t('exam_shared_what', { from, title }), link, t('exam_shared_copy', { from })],
  }));
  return bilingualMail('exam_shared', to, locale, blocks, { link });
}
