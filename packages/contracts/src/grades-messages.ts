import type { MessageCatalog } from './messages.ts';

/** The messages of grade scales and certificates (ADR 0039); `messages.ts` joins them into the one lookup. */
const en = {
  grades_bands_min: 'A scale needs at least two bands',
  grades_bands_max: 'A scale has at most {number} bands',
  grades_band_empty: 'Band “{band}” ({band_from}–{band_to}) must end above where it starts',
  grades_label_twice: 'The label “{label}” is used by two bands',
  grades_bands_start: 'The lowest band, “{band}” ({band_from}–{band_to}), must start at 0',
  grades_bands_end: 'The highest band, “{band}” ({band_from}–{band_to}), must end at 100',
  grades_bands_overlap: 'Bands “{first}” ({first_from}–{first_to}) and “{second}” ({second_from}–{second_to}) overlap: a band starts where the one below it ends',
  grades_bands_gap: 'Between bands “{first}” ({first_from}–{first_to}) and “{second}” ({second_from}–{second_to}), the scores from {from} to {to} have no grade',
  grades_scale_saved: 'The grade scale has been saved',
  grades_scale_deleted: 'The grade scale has been deleted',
  grades_scale_unknown: 'Choose one of your grade scales',
  grades_owner_only: 'Only the educator who made this grade scale can change it',
  plan_limit_grade_scale: 'Your plan does not include grade scales; the {plan} plan does',
  plan_limit_grade_scale_custom: 'Your plan uses the ready scales as they are; the {plan} plan lets you define your own bands',
  plan_limit_certificates: 'Your plan does not include certificates; the {plan} plan does',
  certificate_unknown: 'No certificate has this code. Check the code as it is printed on the certificate',
  certificate_code_invalid: 'A certificate code is 16 letters and digits, as printed on the certificate (XXXX-XXXX-XXXX-XXXX)',
  certificate_revoked: 'The certificate has been revoked',
  certificate_reinstated: 'The certificate is valid again',
};

export type GradesMessageKey = keyof typeof en;

const ar: Record<GradesMessageKey, string> = {
  grades_bands_min: 'يحتاج السُّلَّم إلى فئتين على الأقل',
  grades_bands_max: 'أقصى عدد لفئات السُّلَّم: {number}',
  grades_band_empty: 'يجب أن تنتهي الفئة «{band}» (من {band_from} إلى {band_to}) فوق بدايتها',
  grades_label_twice: 'التقدير «{label}» مستعمل في فئتين',
  grades_bands_start: 'يجب أن تبدأ أدنى فئة، «{band}» (من {band_from} إلى {band_to})، من 0',
  grades_bands_end: 'يجب أن تنتهي أعلى فئة، «{band}» (من {band_from} إلى {band_to})، عند 100',
  grades_bands_overlap: 'الفئتان «{first}» (من {first_from} إلى {first_to}) و«{second}» (من {second_from} إلى {second_to}) متداخلتان: تبدأ الفئة حيث تنتهي التي تحتها',
  grades_bands_gap: 'بين الفئتين «{first}» (من {first_from} إلى {first_to}) و«{second}» (من {second_from} إلى {second_to}) لا تقدير للدرجات من {from} إلى {to}',
  grades_scale_saved: 'حُفِظ سُلَّم الدرجات',
  grades_scale_deleted: 'حُذِف سُلَّم الدرجات',
  grades_scale_unknown: 'اختر أحد سلالم الدرجات لديك',
  grades_owner_only: 'لا يغيّر سُلَّم الدرجات إلا المعلّم الذي أنشأه',
  plan_limit_grade_scale: 'لا تشمل خطتك سلالم الدرجات؛ وخطة {plan} تشملها',
  plan_limit_grade_scale_custom: 'تستعمل خطتك السلالم الجاهزة كما هي؛ وخطة {plan} تتيح لك تحديد فئاتك',
  plan_limit_certificates: 'لا تشمل خطتك الشهادات؛ وخطة {plan} تشملها',
  certificate_unknown: 'لا توجد شهادة بهذا الرمز. تحقّق من الرمز كما هو مطبوع على الشهادة',
  certificate_code_invalid: 'رمز الشهادة ستة عشر حرفًا ورقمًا كما هو مطبوع على الشهادة (XXXX-XXXX-XXXX-XXXX)',
  certificate_revoked: 'سُحبت الشهادة',
  certificate_reinstated: 'أصبحت الشهادة صالحة من جديد',
};

export const gradesMessages: MessageCatalog<GradesMessageKey> = { en, ar };
