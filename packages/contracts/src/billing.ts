import { z } from 'zod';
import { plainText } from './fields.ts';
import { BILLING_PERIODS, PLAN_FEATURE_KEYS, PLAN_UNITS, PLAN_VALUE_KINDS } from './plans.ts';

/** Payments and subscriptions (docs/decisions/0035-payments-with-stripe.md). */

export const PAID_PLAN_CODES = ['basic', 'pro', 'school'] as const;
export type PaidPlanCode = (typeof PAID_PLAN_CODES)[number];

/** Stripe's subscription states that the app shows. */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_CODES, { error: 'billing_plan_not_for_sale' }),
  period: z.enum(BILLING_PERIODS, { error: 'choice_invalid' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const redirectSchema = z.object({ url: z.string() });

export const subscriptionSchema = z.object({
  plan_code: z.string(),
  plan_name: z.string(),
  period: z.enum(BILLING_PERIODS),
  status: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** A downgrade: the plan kept until `kept_until`. */
  kept_plan_name: z.string().nullable(),
  kept_until: z.string().nullable(),
  /** past_due: the plan is kept until then. */
  grace_until: z.string().nullable(),
  /** A change scheduled for the end of the period (yearly → monthly): the plan, the period, from when. */
  scheduled: z.object({ plan_name: z.string(), period: z.enum(BILLING_PERIODS), from: z.string() }).nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

export const billingStatusSchema = z.object({
  payments_enabled: z.boolean(),
  /** The plan the account is on now (paid, granted by an administrator, or Free). */
  plan_code: z.string(),
  plan_name: z.string(),
  subscription: subscriptionSchema.nullable(),
  /** A payment failed: show the banner (the plan is kept until `subscription.grace_until`). */
  payment_problem: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  url: z.string().nullable(),
  pdf: z.string().nullable(),
  /** Paid: Tasreef's own receipt, in the reader's language, at `GET /billing/invoices/{id}/receipt`. */
  receipt: z.boolean(),
});
export type InvoiceView = z.infer<typeof invoiceSchema>;

export const changePlanRequestSchema = checkoutRequestSchema;

/** `GET /admin/subscriptions`: every subscription, latest change first. */
export const adminSubscriptionsQuerySchema = z.object({
  page: z.coerce.number({ error: 'number_invalid' }).int({ error: 'number_integer' }).min(1, { error: 'number_min' }).max(10_000, { error: 'number_max' }).default(1),
});

export const adminSubscriptionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string().nullable() }),
  /** The plan the account is on now (what the subscription grants, or an administrator's grant). */
  account_plan: z.string(),
  plan_code: z.string(),
  period: z.enum(BILLING_PERIODS),
  status: z.string(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  past_due_since: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

const NAMED_KINDS = PLAN_VALUE_KINDS.filter((k) => k !== 'amount' && k !== 'list') as Array<Exclude<(typeof PLAN_VALUE_KINDS)[number], 'amount' | 'list'>>;

/** One value of the catalogue as an administrator sets it. */
export const planValueInputSchema = z.union(
  [
    z.object({
      kind: z.literal('amount'),
      amount: z.number({ error: 'number_invalid' }).int({ error: 'number_integer' }).min(0, { error: 'number_min' }).max(1_000_000, { error: 'number_max' }),
      unit: z.enum(PLAN_UNITS, { error: 'choice_invalid' }),
    }),
    z.object({
      kind: z.literal('list'),
      items: z
        .array(plainText(z.string().trim().min(1, { error: 'required' }).max(40, { error: 'text_max' })))
        .min(1, { error: 'required' })
        .max(10, { error: 'value_invalid' }),
    }),
    z.object({ kind: z.enum(NAMED_KINDS as [string, ...string[]], { error: 'choice_invalid' }) }),
  ],
  { error: 'value_invalid' },
);

/** `PATCH /admin/plans/{code}`: the price and feature values of one plan (the prices page and the checks follow at once). */
export const adminPlanUpdateSchema = z.object({
  price_monthly: z
    .number({ error: 'number_invalid' })
    .min(0, { error: 'number_min' })
    .max(100_000, { error: 'number_max' })
    .multipleOf(0.01, { error: 'value_invalid' })
    .optional(),
  features: z
    .array(z.object({ key: z.enum(PLAN_FEATURE_KEYS, { error: 'choice_invalid' }), value: planValueInputSchema }))
    .max(PLAN_FEATURE_KEYS.length, { error: 'value_invalid' })
    .optional(),
  reason: plainText(z.string().trim().max(300, { error: 'text_max' })).optional(),
});
export type AdminPlanUpdate = z.infer<typeof adminPlanUpdateSchema>;

/** `GET /billing/allowance`: what the plan that covers me allows, and how much of each count is left. */
export const allowanceSchema = z.object({
  plan_code: z.string(),
  plan_name: z.string(),
  /** own: my plan; organization: the school's (or the organisation's owner's) plan that covers me. */
  scope: z.enum(['own', 'organization']),
  organization_name: z.string().nullable(),
  /** Month counts restart on the first of the month (UTC). */
  month_starts: z.string(),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** The plan's value in words (Unlimited, 20, Multiple choice, …). */
      value_label: z.string(),
      /** A count the plan sets (null: unlimited, or not a count). */
      limit: z.number().int().nullable(),
      /** How many are used (held, or made this month); null where the plan counts per exam or nothing. */
      used: z.number().int().nullable(),
      /** limit − used, never below 0; null when unlimited or not counted. */
      left: z.number().int().nullable(),
    }),
  ),
});
export type Allowance = z.infer<typeof allowanceSchema>;
