import type { Locale } from '@tasreef/contracts';
import { CODE_TTL_MS } from '@tasreef/contracts/auth';
import { bilingualMail, type MailBlock } from '../mail/bilingual.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * The accounts mails. Each is written in both languages: the reader's language first (the locale of
 * the request that caused it), the other underneath, so a mail forwarded or read on another device
 * is still understood. The code stands alone on its line, in Latin digits, left to right.
 */
interface Block {
  subject: string;
  greeting: string;
  lines: string[];
}

type Template = (name: string, code: string) => Record<Locale, Block>;

const minutes = CODE_TTL_MS / 60_000;

const verification: Template = (name, code) => ({
  en: {
    subject: `Your Tasreef verification code: ${code}`,
    greeting: `Hello ${name},`,
    lines: ['Use this code to verify your email address:', code, `The code is valid for ${minutes} minutes. If you did not create an account, ignore this mail.`],
  },
  ar: {
    subject: `رمز التحقق في تصريف: ${code}`,
    greeting: `مرحبًا ${name}،`,
    lines: ['استخدم هذا الرمز لتأكيد بريدك الإلكتروني:', code, 'الرمز صالح مدة عشر دقائق. إن لم تُنشئ حسابًا فتجاهل هذه الرسالة.'],
  },
});

const reset: Template = (name, code) => ({
  en: {
    subject: `Your Tasreef password reset code: ${code}`,
    greeting: `Hello ${name},`,
    lines: [
      'Use this code to choose a new password:',
      code,
      `The code is valid for ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
  },
  ar: {
    subject: `رمز إعادة تعيين كلمة المرور في تصريف: ${code}`,
    greeting: `مرحبًا ${name}،`,
    lines: ['استخدم هذا الرمز لاختيار كلمة مرور جديدة:', code, 'الرمز صالح مدة عشر دقائق. إن لم تطلبه فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.'],
  },
});

const passwordChanged: Template = (name) => ({
  en: {
    subject: 'Your Tasreef password has been changed',
    greeting: `Hello ${name},`,
    lines: ['The password of your account has just been changed, and your other sessions were signed out.', 'If this was not you, reset your password now with "Forgot password".'],
  },
  ar: {
    subject: 'تم تغيير كلمة المرور في تصريف',
    greeting: `مرحبًا ${name}،`,
    lines: ['تم تغيير كلمة مرور حسابك للتو، وسُجِّل الخروج من جلساتك الأخرى.', 'إن لم تكن أنت من فعل ذلك فأعد تعيين كلمة المرور الآن عبر «نسيت كلمة المرور».'],
  },
});

const registrationAttempt: Template = (name) => ({
  en: {
    subject: 'Someone tried to create a Tasreef account with your address',
    greeting: `Hello ${name},`,
    lines: [
      'Someone just tried to create a new Tasreef account with this email address, which already has an account. No new account was made and nothing in yours changed.',
      'If it was you, sign in instead, or choose a new password with "Forgot password". If it was not you, ignore this mail.',
    ],
  },
  ar: {
    subject: 'حاول أحدهم إنشاء حساب في تصريف ببريدك',
    greeting: `مرحبًا ${name}،`,
    lines: [
      'حاول أحدهم للتو إنشاء حساب جديد في تصريف بهذا البريد الإلكتروني، وله حساب من قبل. لم يُنشأ حساب جديد ولم يتغير شيء في حسابك.',
      'إن كنت أنت فسجّل الدخول بدلًا من ذلك، أو اختر كلمة مرور جديدة عبر «نسيت كلمة المرور». وإن لم تكن أنت فتجاهل هذه الرسالة.',
    ],
  },
});

function render(kind: string, to: string, locale: Locale, blocks: Record<Locale, Block>, code: string | null): MailMessage {
  const asLines = (b: Block): MailBlock => ({ subject: b.subject, lines: [b.greeting, ...b.lines] });
  return bilingualMail(kind, to, locale, { ar: asLines(blocks.ar), en: asLines(blocks.en) }, code === null ? undefined : { code });
}

export function verificationCodeMail(to: string, locale: Locale, name: string, code: string): MailMessage {
  return render('verify_email', to, locale, verification(name, code), code);
}

export function resetCodeMail(to: string, locale: Locale, name: string, code: string): MailMessage {
  return render('reset_password', to, locale, reset(name, code), code);
}

export function passwordChangedMail(to: string, locale: Locale, name: string): MailMessage {
  return render('password_changed', to, locale, passwordChanged(name, ''), null);
}

/** To the owner of an address someone tried to register again (the answer to that visitor did not say so). */
export function registrationAttemptMail(to: string, locale: Locale, name: string): MailMessage {
  return render('registration_attempt', to, locale, registrationAttempt(name, ''), null);
}
