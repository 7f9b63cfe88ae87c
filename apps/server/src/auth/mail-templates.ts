import type { Locale } from '@tasreef/contracts';
import { CODE_TTL_MS } from '@tasreef/contracts/auth';
import { bilingualMail, type MailBlock } from '../mail/bilingual.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { inBothLanguages, type MailText } from '../mail/texts.ts';

/**
 * The accounts mails. Each is written in both languages: the reader's language first (the locale of
 * the request that caused it), the other underneath, so a mail forwarded or read on another device
 * is still understood. The code stands alone on its line, in Latin digits, left to right. The texts
 * are in the mail catalog (`mail/texts.ts`).
 */
const minutes = CODE_TTL_MS / 60_000;

const withGreeting = (t: MailText, name: string, subject: string, lines: string[]): MailBlock => ({ subject, lines: [t('greeting', { name }), ...lines] });

export function verificationCodeMail(to: string, locale: Locale, name: string, code: string): MailMessage {
  const blocks = inBothLanguages((t) => withGreeting(t, name, t('verify_email_subject', { code }), [t('verify_email_lead'), code, t('verify_email_validity', { minutes })]));
  return bilingualMail('verify_email', to, locale, blocks, { code });
}

export function resetCodeMail(to: string, locale: Locale, name: string, code: string): MailMessage {
  const blocks = inBothLanguages((t) => withGreeting(t, name, t('reset_password_subject', { code }), [t('reset_password_lead'), code, t('reset_password_validity', { minutes })]));
  return bilingualMail('reset_password', to, locale, blocks, { code });
}

export function passwordChangedMail(to: string, locale: Locale, name: string): MailMessage {
  const blocks = inBothLanguages((t) => withGreeting(t, name, t('password_changed_subject'), [t('password_changed_what'), t('password_changed_advice')]));
  return bilingualMail('password_changed', to, locale, blocks);
}

/** To the owner of an address someone tried to register again (the answer to that visitor did not say so). */
export function registrationAttemptMail(to: string, locale: Locale, name: string): MailMessage {
  const blocks = inBothLanguages((t) => withGreeting(t, name, t('registration_attempt_subject'), [t('registration_attempt_what'), t('registration_attempt_advice')]));
  return bilingualMail('registration_attempt', to, locale, blocks);
}
