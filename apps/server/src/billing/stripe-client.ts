import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';

/**
 * The official Stripe client (ADR 0035), pinned to the API version its types describe. With
 * STRIPE_API_BASE it talks to another server speaking Stripe's API (the tests' local one).
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION as Stripe.StripeConfig['apiVersion'],
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { protocol: base.protocol === 'https:' ? 'https' : 'http', host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80) } : {}),
  });
}

/** The lookup key of a plan's price: stable, so the sync finds what it made before. */
export const lookupKey = (plan: string, period: 'monthly' | 'yearly') => `tasreef_${plan}_${period}`;
/** The product id of a plan (Stripe accepts an id of our choosing). */
export const productId = (plan: string) => `tasreef_${plan}`;

/** `tasreef_pro_yearly` → { plan: 'pro', period: 'yearly' }. */
export function fromLookupKey(key: string | null | undefined): { plan: string; period: 'monthly' | 'yearly' } | null {
  const m = /^tasreef_([a-z0-9_]+)_(monthly|yearly)$/.exec(key ?? '');
  return m ? { plan: m[1]!, period: m[2] as 'monthly' | 'yearly' } : null;
}

/**
 * Stripe's hosted pages (Checkout, the customer portal) have no Arabic: an Arabic reader gets
 * `auto` (the browser's language where Stripe has it, else English); Stripe refuses a locale it
 * does not know. Customers' `preferred_locales` list Arabic first, then English, for the day Stripe
 * writes invoices and receipts in it.
 */
export const hostedPageLocale = (locale: 'ar' | 'en'): 'en' | 'auto' => (locale === 'en' ? 'en' : 'auto');
export const preferredLocales = (locale: 'ar' | 'en'): string[] => (locale === 'en' ? ['en'] : ['ar', 'en']);
