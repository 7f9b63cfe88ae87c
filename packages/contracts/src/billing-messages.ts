import type { MessageCatalog } from './messages.ts';

/** The messages of payments and subscriptions; `messages.ts` joins them into the one lookup. */
const en = {
  payments_off: 'Online payments are not available at the moment; contact us and we will set up your plan',
  billing_plan_not_for_sale: 'Choose Basic, Pro or School',
  billing_price_missing: 'This plan cannot be bought online yet; please try again later',
  billing_subscription_exists: 'You already have a subscription: change its plan instead',
  billing_subscription_none: 'You have no subscription',
  billing_same_plan: 'Your subscription is already on this plan and billing period',
  billing_canceled_at_period_end: 'Your subscription will end at the end of the current period',
  billing_resumed: 'Your subscription will renew as before',
  billing_upgraded: 'Your plan has been changed to {plan}; the difference is charged for the rest of the period',
  billing_downgrade_scheduled: 'Your plan changes to {plan} at the end of the current period',
  billing_signature_invalid: 'The webhook signature is not valid',
  billing_no_customer: 'There are no payments for this account yet',
  billing_receipt_unpaid: 'A receipt is given once the invoice is paid',
  billing_monthly_scheduled: 'From the end of the year you paid for, {plan} is billed monthly',
  billing_canceled_schedule: 'Your subscription ends with this period: resume it first to change how it renews',
  billing_free_price: 'The Free plan has no price',
  billing_catalogue_saved: 'The plan has been saved; the prices page and the limits use it now',
  billing_catalogue_synced: 'The plan has been saved; the prices page, the limits and the Stripe prices use it now',
  billing_catalogue_sync_failed: 'The plan has been saved, but the Stripe prices could not be updated: run npm run billing:sync',
};

export type BillingMessageKey = keyof typeof en;

const ar: Record<BillingMessageKey, string> = {
  payments_off: 'الدفع الإلكتروني غير متاح حاليًا؛ راسلنا وسنفعّل لك الخطة',
  billing_plan_not_for_sale: 'اختر الخطة الأساسية أو الاحترافية أو خطة المدارس',
  billing_price_missing: 'لا يمكن شراء هذه الخطة عبر الإنترنت بعد؛ يُرجى المحاولة لاحقًا',
  billing_subscription_exists: 'لديك اشتراك بالفعل: غيّر خطته بدلًا من ذلك',
  billing_subscription_none: 'ليس لديك اشتراك',
  billing_same_plan: 'اشتراكك على هذه الخطة وهذه المدة بالفعل',
  billing_canceled_at_period_end: 'سينتهي اشتراكك في نهاية الفترة الحالية',
  billing_resumed: 'سيتجدد اشتراكك كما كان',
  billing_upgraded: 'تغيّرت خطتك إلى {plan}، ويُحتسب الفرق عن بقية الفترة',
  billing_downgrade_scheduled: 'ستتغير خطتك إلى {plan} في نهاية الفترة الحالية',
  billing_signature_invalid: 'توقيع إشعار الدفع غير صالح',
  billing_no_customer: 'لا توجد مدفوعات لهذا الحساب بعد',
  billing_receipt_unpaid: 'يصدر الإيصال بعد دفع الفاتورة',
  billing_monthly_scheduled: 'ابتداءً من نهاية السنة المدفوعة تُحسب خطة {plan} شهريًا',
  billing_canceled_schedule: 'ينتهي اشتراكك بنهاية هذه الفترة: استأنفه أولًا لتغيير طريقة تجديده',
  billing_free_price: 'الخطة المجانية بلا سعر',
  billing_catalogue_saved: 'حُفظت الخطة، وصارت صفحة الأسعار والحدود تعمل بها الآن',
  billing_catalogue_synced: 'حُفظت الخطة، وصارت صفحة الأسعار والحدود وأسعار Stripe تعمل بها الآن',
  billing_catalogue_sync_failed: 'حُفظت الخطة، لكن تعذّر تحديث أسعار Stripe: شغّل الأمر npm run billing:sync',
};

export const billingMessages: MessageCatalog<BillingMessageKey> = { en, ar };
