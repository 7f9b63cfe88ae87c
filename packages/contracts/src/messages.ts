import { accountsMessages, type AccountsMessageKey } from './auth-messages.ts';
import type { Locale } from './locale.ts';
import { fillPlaceholders } from './placeholders.ts';
import { searchMessages, type SearchMessageKey } from './search-messages.ts';
import { quranMessages, type QuranMessageKey } from './quran-messages.ts';
import { managementMessages, type ManagementMessageKey } from './management-messages.ts';
import { examsMessages, type ExamsMessageKey } from './exams-messages.ts';
import { reportsMessages, type ReportsMessageKey } from './reports-messages.ts';
import { billingMessages, type BillingMessageKey } from './billing-messages.ts';
import { practiceMessages, type PracticeMessageKey } from './practice-messages.ts';
import { gradesMessages, type GradesMessageKey } from './grades-messages.ts';
import { sharingMessages, type SharingMessageKey } from './sharing-messages.ts';
import { integrationsMessages, type IntegrationsMessageKey } from './integrations-messages.ts';
import { liveMessages, type LiveMessageKey } from './live-messages.ts';

/**
 * The one message catalog: every validation, error and status message the API and the forms show,
 * in both languages. The general messages are here; a feature with messages of its own keeps them
 * in a catalog of the same shape beside its schemas (`auth-messages.ts`, `search-messages.ts`), and
 * all are looked up through the one `translate` below.
 * English is the source of keys; the English texts of the product specification are kept verbatim.
 * Placeholders are `{name}`; Arabic texts avoid counted nouns after `{number}` so that no
 * number–noun agreement is needed.
 */
const en = {
  // validation (specification, section 5)
  required: 'This field is required',
  required_named: '{field} is required',
  email_invalid: 'Email must be valid',
  password_min: 'password must be at least {number} characters',
  password_max: 'password must be at most {number} characters',
  password_confirmation_mismatch: 'Password confirmation must match the password',
  number_min: 'Number must be at least {number}',
  number_max: 'Number must be at most {number}',
  number_integer: 'Number must be a whole number',
  number_invalid: 'Number must be a number',
  text_min: 'Must be at least {number} characters',
  text_max: 'Must be at most {number} characters',
  text_characters: 'Remove the control or invisible characters from this text',
  name_characters: 'Remove the direction-control characters from this name',
  terms_required: 'You must accept the terms and privacy policy',
  verification_code_invalid: 'The verification code must be 4 digits',
  choice_invalid: 'Choose one of the listed options',
  value_invalid: 'This value is not valid',
  field_unknown: 'This field is not allowed',

  // errors (specification, section 8, and the API conventions)
  unknown_error: 'An unknown error occurred',
  forbidden: "you don't have permission to access This Page",
  page_not_found: 'Page Not Found: {path}',
  not_found: 'The requested resource was not found',
  bad_request: 'The request is malformed',
  back_home: 'Back to the home page',
  invalid_json: 'The request body is not valid JSON',
  invalid_multipart: 'The upload could not be read: it was cut short or is not a valid form; send it again',
  payload_too_large: 'The request body is too large',
  uri_too_long: 'The address (URL) of the request is too long',
  headers_too_large: 'The request headers are too large',
  unsupported_media_type: 'This content type is not supported; send JSON',
  validation_failed: 'Some fields are not valid',
  rate_limited: 'Too many requests, please try again later',
  service_unavailable: 'The service is temporarily unavailable, please try again later',
  record_removed_meanwhile: 'Something this request refers to was removed while it was being handled; reload the page and try again',
  invalid_signature: 'This link is not valid or has been altered',
  method_not_allowed: 'This method is not allowed here',

  // contact form (section 8)
  contact_sent: 'received your message successfully',
  contact_failed: 'There was a problem while sending, please try again',

  // newsletter
  newsletter_unsubscribed: 'You have been unsubscribed from the newsletter',
  newsletter_kept: 'You will keep receiving the newsletter',

  // success messages and confirmations (section 8)
  assigned_successfully: 'Assigned Successfully',
  exam_published: 'Your Exam has been published successfully',
  answers_submitted: 'Your answers were submitted successfully',
  data_updated: 'The data has been updated successfully',
  password_updated: 'The Password has been updated successfully',
  user_deleted: 'User deleted successfully',
  educator_added: 'Educator has been added successfully',
  student_added: 'Student has been added successfully',
  confirm_answers: 'After confirming answers you will not be able to update answers.',
  confirm_delete: 'Do you want to delete this record?',
} as const;

type GeneralMessageKey = keyof typeof en;

const ar: Record<GeneralMessageKey, string> = {
  required: 'هذا الحقل مطلوب',
  required_named: '{field} مطلوب',
  email_invalid: 'يجب أن يكون البريد الإلكتروني صالحًا',
  password_min: 'يجب ألا يقل عدد أحرف كلمة المرور عن {number}',
  password_max: 'يجب ألا يزيد عدد أحرف كلمة المرور على {number}',
  password_confirmation_mismatch: 'يجب أن يطابق تأكيد كلمة المرور كلمة المرور',
  number_min: 'يجب ألا يقل الرقم عن {number}',
  number_max: 'يجب ألا يزيد الرقم على {number}',
  number_integer: 'يجب أن يكون الرقم عددًا صحيحًا',
  number_invalid: 'يجب أن تكون القيمة رقمًا',
  text_min: 'يجب ألا يقل عدد الأحرف عن {number}',
  text_max: 'يجب ألا يزيد عدد الأحرف على {number}',
  text_characters: 'احذف محارف التحكّم أو المحارف الخفية من هذا النص',
  name_characters: 'احذف محارف التحكّم في الاتجاه من هذا الاسم',
  terms_required: 'يجب الموافقة على الشروط وسياسة الخصوصية',
  verification_code_invalid: 'يجب أن يتكوّن رمز التحقق من 4 أرقام',
  choice_invalid: 'اختر أحد الخيارات المتاحة',
  value_invalid: 'هذه القيمة غير صالحة',
  field_unknown: 'هذا الحقل غير مسموح به',

  unknown_error: 'حدث خطأ غير معروف',
  forbidden: 'ليس لديك صلاحية للوصول إلى هذه الصفحة',
  page_not_found: 'الصفحة غير موجودة: {path}',
  not_found: 'المورد المطلوب غير موجود',
  bad_request: 'الطلب غير سليم البنية',
  back_home: 'العودة إلى الصفحة الرئيسية',
  invalid_json: 'نص الطلب ليس JSON صالحًا',
  invalid_multipart: 'تعذّرت قراءة الملف المرفوع: انقطع قبل اكتماله أو ليس نموذجًا صالحًا؛ أرسله مرة أخرى',
  payload_too_large: 'حجم نص الطلب كبير جدًّا',
  uri_too_long: 'عنوان الطلب (الرابط) طويل جدًّا',
  headers_too_large: 'ترويسات الطلب كبيرة جدًّا',
  unsupported_media_type: 'نوع المحتوى هذا غير مدعوم، أرسل JSON',
  validation_failed: 'بعض الحقول غير صالحة',
  rate_limited: 'طلبات كثيرة جدًّا، يُرجى المحاولة مرة أخرى لاحقًا',
  service_unavailable: 'الخدمة غير متاحة مؤقتًا، يُرجى المحاولة مرة أخرى لاحقًا',
  record_removed_meanwhile: 'حُذف شيء يشير إليه هذا الطلب في أثناء معالجته؛ أعد تحميل الصفحة وحاول مرة أخرى',
  invalid_signature: 'هذا الرابط غير صالح أو جرى تعديله',
  method_not_allowed: 'هذه الطريقة غير مسموح بها هنا',

  contact_sent: 'تم استلام رسالتك بنجاح',
  contact_failed: 'حدثت مشكلة أثناء الإرسال، يُرجى المحاولة مرة أخرى',

  newsletter_unsubscribed: 'تم إلغاء اشتراكك في النشرة البريدية',
  newsletter_kept: 'سيستمر وصول النشرة البريدية إليك',

  assigned_successfully: 'تم التعيين بنجاح',
  exam_published: 'تم نشر اختبارك بنجاح',
  answers_submitted: 'تم إرسال إجاباتك بنجاح',
  data_updated: 'تم تحديث البيانات بنجاح',
  password_updated: 'تم تحديث كلمة المرور بنجاح',
  user_deleted: 'تم حذف المستخدم بنجاح',
  educator_added: 'تمت إضافة المعلّم بنجاح',
  student_added: 'تمت إضافة الطالب بنجاح',
  confirm_answers: 'بعد تأكيد الإجابات لن تتمكن من تعديلها.',
  confirm_delete: 'هل تريد حذف هذا السجل؟',
};

/** The shape of every catalog: per locale, key → text (the Arabic must have every English key). */
export type MessageCatalog<K extends string> = Record<Locale, Record<K, string>>;

/** Every key of every catalog. */
export type MessageKey =
  | GeneralMessageKey
  | AccountsMessageKey
  | SearchMessageKey
  | ManagementMessageKey
  | ExamsMessageKey
  | ReportsMessageKey
  | BillingMessageKey
  | PracticeMessageKey
  | QuranMessageKey
  | GradesMessageKey
  | SharingMessageKey
  | IntegrationsMessageKey
  | LiveMessageKey;

// A key belongs to one catalog only: one that appeared in two would silently take one of the texts.
type Disjoint<A, B> = [Extract<A, B>] extends [never] ? true : never;
const keysAreDisjoint: Disjoint<GeneralMessageKey, AccountsMessageKey> &
  Disjoint<GeneralMessageKey, SearchMessageKey> &
  Disjoint<AccountsMessageKey, SearchMessageKey> &
  Disjoint<ManagementMessageKey, GeneralMessageKey | AccountsMessageKey | SearchMessageKey> &
  Disjoint<ExamsMessageKey, GeneralMessageKey | AccountsMessageKey | SearchMessageKey | ManagementMessageKey> &
  Disjoint<ReportsMessageKey, GeneralMessageKey | AccountsMessageKey | SearchMessageKey | ManagementMessageKey | ExamsMessageKey> &
  Disjoint<BillingMessageKey, GeneralMessageKey | AccountsMessageKey | SearchMessageKey | ManagementMessageKey | ExamsMessageKey | ReportsMessageKey> &
  Disjoint<PracticeMessageKey, GeneralMessageKey | AccountsMessageKey | SearchMessageKey | ManagementMessageKey | ExamsMessageKey | ReportsMessageKey | BillingMessageKey> &
  Disjoint<
    QuranMessageKey,
    GeneralMessageKey | AccountsMessageKey | SearchMessageKey | ManagementMessageKey | ExamsMessageKey | ReportsMessageKey | BillingMessageKey | PracticeMessageKey
  > &
  Disjoint<
    GradesMessageKey,
    | GeneralMessageKey
    | AccountsMessageKey
    | SearchMessageKey
    | ManagementMessageKey
    | ExamsMessageKey
    | ReportsMessageKey
    | BillingMessageKey
    | PracticeMessageKey
    | QuranMessageKey
  > &
  Disjoint<
    SharingMessageKey,
    | GeneralMessageKey
    | AccountsMessageKey
    | SearchMessageKey
    | ManagementMessageKey
    | ExamsMessageKey
    | ReportsMessageKey
    | BillingMessageKey
    | PracticeMessageKey
    | QuranMessageKey
    | GradesMessageKey
  > &
  Disjoint<IntegrationsMessageKey, Exclude<MessageKey, IntegrationsMessageKey>> &
  Disjoint<LiveMessageKey, Exclude<MessageKey, LiveMessageKey>> = true;
void keysAreDisjoint;

export const messageCatalogs: MessageCatalog<MessageKey> = {
  en: {
    ...en,
    ...accountsMessages.en,
    ...searchMessages.en,
    ...managementMessages.en,
    ...examsMessages.en,
    ...reportsMessages.en,
    ...billingMessages.en,
    ...practiceMessages.en,
    ...gradesMessages.en,
    ...sharingMessages.en,
    ...integrationsMessages.en,
    ...liveMessages.en,
    ...quranMessages.en,
  },
  ar: {
    ...ar,
    ...accountsMessages.ar,
    ...searchMessages.ar,
    ...managementMessages.ar,
    ...examsMessages.ar,
    ...reportsMessages.ar,
    ...billingMessages.ar,
    ...practiceMessages.ar,
    ...gradesMessages.ar,
    ...sharingMessages.ar,
    ...integrationsMessages.ar,
    ...liveMessages.ar,
    ...quranMessages.ar,
  },
};

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(messageCatalogs.en, value);
}

export type MessageParams = Record<string, string | number>;

/** The message `key` in `locale`, with `{placeholders}` filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(messageCatalogs[locale][key], params);
}

/** The parts of a zod issue that localization needs (a zod 4 issue, or one carried in an API error). */
export interface IssueLike {
  code?: string;
  message?: string;
  minimum?: number | bigint | string | Date;
  maximum?: number | bigint | string | Date;
  path?: readonly PropertyKey[];
  params?: MessageParams;
}

/**
 * Turns a validation issue whose message is a key of the catalog (the contracts' schemas carry
 * keys, not texts) into the text of `locale`. Bounds come from the issue (`{number}`).
 * An issue that carries no known key falls back to a generic text, never to zod's English.
 */
export function localizeIssue(issue: IssueLike, locale: Locale): string {
  const bound = issue.minimum ?? issue.maximum;
  const params: MessageParams = { ...(issue.params ?? {}) };
  if (bound !== undefined && params.number === undefined) params.number = bound instanceof Date ? bound.toISOString() : String(bound);
  if (isMessageKey(issue.message)) return translate(locale, issue.message, params);
  if (issue.code === 'too_small' && bound !== undefined) return translate(locale, 'number_min', params);
  if (issue.code === 'too_big' && bound !== undefined) return translate(locale, 'number_max', params);
  if (issue.code === 'unrecognized_keys') return translate(locale, 'field_unknown');
  if (issue.code === 'invalid_value') return translate(locale, 'choice_invalid');
  return translate(locale, 'value_invalid');
}
