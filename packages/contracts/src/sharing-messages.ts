import type { MessageCatalog } from './messages.ts';

/** The messages of sharing exams (ADR 0043); `messages.ts` joins them into the one lookup. */
const en = {
  plan_limit_share: 'Your plan does not include sharing exams; the {plan} plan does',
  share_recipient_unknown: 'No educator account has this address. Check it, or ask them to register on Tasreef as an educator first',
  share_self: 'This is your own address: to have a copy yourself, clone the exam',
  share_done: 'A copy of the exam has been given to {name} as a draft',
  plan_limit_share_recipient_bank: 'The copy does not fit in the recipient’s question bank: their plan holds {number} questions; the {plan} plan holds more',
  plan_limit_share_recipient_questions: 'The recipient’s plan allows {number} questions an exam; the {plan} plan lifts this limit',
  plan_limit_share_recipient_formats: 'The recipient’s plan does not include {format} questions; the {plan} plan does',
  plan_limit_share_recipient_exams_month: 'The recipient has made the {number} exams a month their plan allows; the {plan} plan lifts this limit',
  share_link_created: 'The link has been made: copy it and send it to your students',
  share_link_revoked: 'The link has been revoked: it no longer adds anyone to the exam',
  share_link_exists: 'This exam has a link already: copy it, or revoke it to make a new one',
  share_link_needs_published: 'Publish the exam first: students join an exam they can take',
  share_link_exam_ended: 'This exam has ended: its link no longer adds anyone to it',
  share_link_invalid: 'This link is not valid. Check that it was copied whole, or ask your teacher to send it again',
  share_link_was_revoked: 'This link has been revoked by the educator who made it. Ask them for a new one',
  share_link_unavailable: 'This link does not work at the moment. Ask the educator who sent it',
  share_link_students_only: 'This link is for students: sign in with a student account to join the exam',
  share_link_joined: 'You have joined the exam {name}',
  share_link_already_revoked: 'This link was revoked already',
};

export type SharingMessageKey = keyof typeof en;

const ar: Record<SharingMessageKey, string> = {
  plan_limit_share: 'لا تشمل خطتك مشاركة الاختبارات؛ وخطة {plan} تشملها',
  share_recipient_unknown: 'لا يوجد حساب معلّم بهذا البريد. تحقّق منه، أو اطلب من صاحبه أن يسجّل في تصريف معلّمًا أولًا',
  share_self: 'هذا بريدك أنت: لتكون لديك نسخة انسخ الاختبار',
  share_done: 'أُعطيت نسخة من الاختبار إلى {name} مسودةً',
  plan_limit_share_recipient_bank: 'لا تتّسع النسخة في بنك أسئلة المستلم: يتّسع بنك خطته لأسئلة عددها {number}؛ وخطة {plan} تتّسع لأكثر',
  plan_limit_share_recipient_questions: 'تسمح خطة المستلم بأسئلة عددها {number} في الاختبار الواحد؛ وخطة {plan} ترفع هذا الحد',
  plan_limit_share_recipient_formats: 'لا تشمل خطة المستلم أسئلة {format}؛ وخطة {plan} تشملها',
  plan_limit_share_recipient_exams_month: 'أنشأ المستلم الاختبارات التي تسمح بها خطته في الشهر وعددها {number}؛ وخطة {plan} ترفع هذا الحد',
  share_link_created: 'أُنشئ الرابط: انسخه وأرسله إلى طلابك',
  share_link_revoked: 'أُلغي الرابط: لم يعد يضيف أحدًا إلى الاختبار',
  share_link_exists: 'لهذا الاختبار رابط من قبل: انسخه، أو ألغِه لتنشئ رابطًا جديدًا',
  share_link_needs_published: 'انشر الاختبار أولًا: ينضم الطلاب إلى اختبار يمكنهم أداؤه',
  share_link_exam_ended: 'انتهى هذا الاختبار: لم يعد رابطه يضيف أحدًا إليه',
  share_link_invalid: 'هذا الرابط غير صالح. تحقّق من أنه نُسخ كاملًا، أو اطلب من معلّمك أن يرسله من جديد',
  share_link_was_revoked: 'ألغى المعلّم الذي أنشأ هذا الرابط صلاحيته. اطلب منه رابطًا جديدًا',
  share_link_unavailable: 'لا يعمل هذا الرابط الآن. اسأل المعلّم الذي أرسله',
  share_link_students_only: 'هذا الرابط للطلاب: ادخل بحساب طالب لتنضم إلى الاختبار',
  share_link_joined: 'انضممت إلى الاختبار {name}',
  share_link_already_revoked: 'أُلغي هذا الرابط من قبل',
};

export const sharingMessages: MessageCatalog<SharingMessageKey> = { en, ar };
