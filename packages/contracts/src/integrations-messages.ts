import type { MessageCatalog } from './messages.ts';

/** The messages of API keys and webhooks (ADR 0083); `messages.ts` joins them into the one lookup. */
const en = {
  api_key_invalid: 'This API key is not valid. Check that it was copied whole',
  api_key_revoked: 'This API key has been revoked. Make a new one in the dashboard',
  api_key_expired: 'This API key has expired. Make a new one in the dashboard',
  api_key_scope: 'This API key does not have the scope {scope}',
  api_key_route: 'This operation is not open to API keys: sign in to do it',
  api_key_scopes_required: 'Choose at least one scope',
  api_key_created: 'The key has been made. Copy it now: it will not be shown again',
  api_key_revoked_done: 'The key has been revoked: it no longer works',
  api_key_already_revoked: 'This key was revoked already',
  plan_limit_integrations: 'Your plan does not include API keys and webhooks; the {plan} plan does',
  webhook_url_invalid: 'Enter the full address of the endpoint, starting with https://',
  webhook_url_refused: 'This address leads to a local or private network: webhooks are sent to public addresses only',
  webhook_events_required: 'Choose at least one event',
  webhook_created: 'The endpoint has been added. Copy its signing secret now: it will not be shown again',
  webhook_updated: 'The endpoint has been saved',
  webhook_deleted: 'The endpoint has been deleted',
  webhook_rotated: 'A new signing secret has been made. The old one keeps signing beside it for 24 hours',
  webhook_replayed: 'The delivery has been queued again',
  webhook_enabled: 'The endpoint has been turned on again',
  webhook_limit: 'An account may have at most {number} endpoints',
  webhook_disabled_subject: 'Tasreef: a webhook endpoint has been turned off',
  webhook_disabled_greeting: 'Hello {name},',
  webhook_disabled_body: 'Your endpoint {url} failed {number} times in a row, so Tasreef has stopped sending to it.',
  webhook_disabled_advice:
    'Check the endpoint, then turn it on again from the Webhooks page of your dashboard; its delivery log shows each answer, and a delivery can be sent again from there.',
};

export type IntegrationsMessageKey = keyof typeof en;

const ar: Record<IntegrationsMessageKey, string> = {
  api_key_invalid: 'مفتاح الواجهة البرمجية هذا غير صالح. تحقّق من أنه نُسخ كاملًا',
  api_key_revoked: 'أُلغي مفتاح الواجهة البرمجية هذا. أنشئ مفتاحًا جديدًا من لوحة التحكم',
  api_key_expired: 'انتهت صلاحية مفتاح الواجهة البرمجية هذا. أنشئ مفتاحًا جديدًا من لوحة التحكم',
  api_key_scope: 'ليس لهذا المفتاح الصلاحية {scope}',
  api_key_route: 'هذه العملية غير متاحة لمفاتيح الواجهة البرمجية: ادخل إلى حسابك لتقوم بها',
  api_key_scopes_required: 'اختر صلاحية واحدة على الأقل',
  api_key_created: 'أُنشئ المفتاح. انسخه الآن: لن يُعرض مرة أخرى',
  api_key_revoked_done: 'أُلغي المفتاح: لم يعد يعمل',
  api_key_already_revoked: 'أُلغي هذا المفتاح من قبل',
  plan_limit_integrations: 'لا تشمل خطتك مفاتيح الواجهة البرمجية وخطافات الويب؛ وخطة {plan} تشملها',
  webhook_url_invalid: 'أدخل العنوان الكامل لنقطة الاستقبال مبتدئًا بـ https://',
  webhook_url_refused: 'يقود هذا العنوان إلى شبكة محلية أو خاصة: تُرسل خطافات الويب إلى العناوين العامة فقط',
  webhook_events_required: 'اختر حدثًا واحدًا على الأقل',
  webhook_created: 'أُضيفت نقطة الاستقبال. انسخ سرّ التوقيع الآن: لن يُعرض مرة أخرى',
  webhook_updated: 'حُفظت نقطة الاستقبال',
  webhook_deleted: 'حُذفت نقطة الاستقبال',
  webhook_rotated: 'أُنشئ سرّ توقيع جديد. ويبقى القديم يوقّع معه مدة 24 ساعة',
  webhook_replayed: 'أُعيدت الرسالة إلى قائمة الإرسال',
  webhook_enabled: 'أُعيد تشغيل نقطة الاستقبال',
  webhook_limit: 'لا يزيد عدد نقاط الاستقبال في الحساب على {number}',
  webhook_disabled_subject: 'تصريف: أُوقفت نقطة استقبال لخطافات الويب',
  webhook_disabled_greeting: 'مرحبًا {name}،',
  webhook_disabled_body: 'أخفقت نقطة الاستقبال {url} مرات متتالية عددها {number}، فتوقف تصريف عن الإرسال إليها.',
  webhook_disabled_advice: 'تحقّق من نقطة الاستقبال، ثم أعد تشغيلها من صفحة خطافات الويب في لوحة التحكم؛ ويعرض سجل رسائلها كل جواب، ويمكن إعادة إرسال أي رسالة من هناك.',
};

export const integrationsMessages: MessageCatalog<IntegrationsMessageKey> = { en, ar };
