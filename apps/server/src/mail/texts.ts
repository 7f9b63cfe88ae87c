/**
 * The texts of every mail the app writes (accounts, invitations, shared exams, the contact form), in
 * both languages: the shape of the message catalogs (ADR 0019), filled by the one placeholder
 * function (ADR 0069). Mails are written on the server only, so the catalog never reaches the
 * browser. `texts.test.ts` checks that every key has both languages and the same placeholders.
 */
import { fillPlaceholders, type Locale, type MessageCatalog, type PlaceholderParams } from '@tasreef/contracts';

const en = {
  greeting: 'Hello {name},',

  verify_email_subject: 'Your Tasreef verification code: {code}',
  verify_email_lead: 'Use this code to verify your email address:',
  verify_email_validity: 'The code is valid for {minutes} minutes. If you did not create an account, ignore this mail.',

  reset_password_subject: 'Your Tasreef password reset code: {code}',
  reset_password_lead: 'Use this code to choose a new password:',
  reset_password_validity: 'The code is valid for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.',

  password_changed_subject: 'Your Tasreef password has been changed',
  password_changed_what: 'The password of your account has just been changed, and your other sessions were signed out.',
  password_changed_advice: 'If this was not you, reset your password now with "Forgot password".',

  registration_attempt_subject: 'Someone tried to create a Tasreef account with your address',
  registration_attempt_what:
    'Someone just tried to create a new Tasreef account with this email address, which already has an account. No new account was made and nothing in yours changed.',
  registration_attempt_advice: 'If it was you, sign in instead, or choose a new password with "Forgot password". If it was not you, ignore this mail.',

  invitation_subject: '{organization} invites you to Tasreef',
  invitation_what: '{organization} has added you to Tasreef as {role}. Open this link to set your password and join:',
  invitation_role_teacher: 'a teacher',
  invitation_role_student: 'a student',
  invitation_validity: 'The link is valid for {days} days and works for this address only. If you do not know {organization}, ignore this mail.',

  exam_shared_subject: '{from} shared an exam with you on Tasreef',
  exam_shared_what:
    '{from} has shared the exam “{title}” with you. A copy is in your exam list as a draft, and its questions are in your question bank: change it as you like, then publish it to your students.',
  exam_shared_copy: 'The copy is yours: what {from} changes later does not change it.',

  contact_title: 'New contact message',
  contact_subject: 'Contact: {inquiry}',
  contact_inquiry_type: 'Inquiry type',
  contact_business_type: 'Business type',
  contact_number_of_users: 'Number of users',
  contact_name: 'Name',
  contact_email: 'Email',
  contact_form_language: 'Language of the form',
  contact_language_ar: 'Arabic',
  contact_language_en: 'English',
} as const;

export type MailTextKey = keyof typeof en;

export const MAIL_TEXTS: MessageCatalog<MailTextKey> = {
  en,
  ar: {
    greeting: 'مرحبًا {name}،',

    verify_email_subject: 'رمز التحقق في تصريف: {code}',
    verify_email_lead: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني:',
    verify_email_validity: 'الرمز صالح مدة عشر دقائق. إن لم تُنشئ حسابًا فتجاهل هذه الرسالة.',

    reset_password_subject: 'رمز إعادة تعيين كلمة المرور في تصريف: {code}',
    reset_password_lead: 'استخدم هذا الرمز لاختيار كلمة مرور جديدة:',
    reset_password_validity: 'الرمز صالح مدة عشر دقائق. إن لم تطلبه فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.',

    password_changed_subject: 'تم تغيير كلمة المرور في تصريف',
    password_changed_what: 'تم تغيير كلمة مرور حسابك للتو، وسُجِّل الخروج من جلساتك الأخرى.',
    password_changed_advice: 'إن لم تكن أنت من فعل ذلك فأعد تعيين كلمة المرور الآن عبر «نسيت كلمة المرور».',

    registration_attempt_subject: 'حاول أحدهم إنشاء حساب في تصريف ببريدك',
    registration_attempt_what: 'حاول أحدهم للتو إنشاء حساب جديد في تصريف بهذا البريد الإلكتروني، وله حساب من قبل. لم يُنشأ حساب جديد ولم يتغير شيء في حسابك.',
    registration_attempt_advice: 'إن كنت أنت فسجّل الدخول بدلًا من ذلك، أو اختر كلمة مرور جديدة عبر «نسيت كلمة المرور». وإن لم تكن أنت فتجاهل هذه الرسالة.',

    invitation_subject: 'تدعوك {organization} إلى تصريف',
    invitation_what: 'أضافتك {organization} إلى تصريف {role}. افتح هذا الرابط لتختار كلمة المرور وتنضم:',
    invitation_role_teacher: 'معلّمًا',
    invitation_role_student: 'طالبًا',
    invitation_validity: 'الرابط صالح مدة {days} أيام ولهذا البريد وحده. إن لم تكن تعرف {organization} فتجاهل هذه الرسالة.',

    exam_shared_subject: 'شارك {from} اختبارًا معك في تصريف',
    exam_shared_what: 'شارك {from} معك الاختبار «{title}». نسخة منه في قائمة اختباراتك مسودةً، وأسئلته في بنك أسئلتك: عدّلها كما تشاء ثم انشرها لطلابك.',
    exam_shared_copy: 'النسخة لك: ما يغيّره {from} لاحقًا لا يغيّرها.',

    contact_title: 'رسالة تواصل جديدة',
    contact_subject: 'تواصل: {inquiry}',
    contact_inquiry_type: 'نوع الاستفسار',
    contact_business_type: 'نوع الجهة',
    contact_number_of_users: 'عدد المستخدمين',
    contact_name: 'الاسم',
    contact_email: 'البريد الإلكتروني',
    contact_form_language: 'لغة النموذج',
    contact_language_ar: 'العربية',
    contact_language_en: 'الإنجليزية',
  },
};

/**
 * Keys whose Arabic text writes a number in words where English has a placeholder, with why; the
 * catalog test holds these numbers to the constants they come from.
 */
export const WORDS_FOR_NUMBERS: Readonly<Partial<Record<MailTextKey, string>>> = {
  verify_email_validity: 'عشر دقائق: the code lives CODE_TTL_MS, ten minutes',
  reset_password_validity: 'عشر دقائق: the code lives CODE_TTL_MS, ten minutes',
};

export type MailText = (key: MailTextKey, params?: PlaceholderParams) => string;

/** The mail text `key` in `locale`, placeholders filled. */
export const mailText =
  (locale: Locale): MailText =>
  (key, params) =>
    fillPlaceholders(MAIL_TEXTS[locale][key], params);

/** Builds one part of a mail per language with that language's texts (a bilingual mail has both). */
export function inBothLanguages<T>(build: (t: MailText, locale: Locale) => T): Record<Locale, T> {
  return { en: build(mailText('en'), 'en'), ar: build(mailText('ar'), 'ar') };
}
