/**
 * Subscriptions through Stripe (docs/decisions/0035-payments-with-stripe.md). Stripe holds the
 * truth: every webhook event only says which subscription to read again, so events that arrive
 * late, twice or out of order all end in the state Stripe has now. What a subscription grants is
 * written to `users.plan_code`, the one field every entitlement reads (an organisation's limits
 * are its owner's plan, so a school's subscription covers its teachers and students).
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { translate, type Locale } from '@tasreef/contracts';
import type { BillingStatus, CheckoutRequest, InvoiceView, SubscriptionView } from '@tasreef/contracts/billing';
import type { Clock } from '../lib/clock.ts';
import { audit } from '../lib/audit.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { billingCustomers, stripeEvents, subscriptions } from '../db/billing.ts';
import { plans } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { fromLookupKey, hostedPageLocale, lookupKey, preferredLocales } from './stripe-client.ts';
import { syncCatalogue, type SyncResult } from './sync.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Period = 'monthly' | 'yearly';
type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY = 86_400_000;
/** How old a webhook's signature may be (Stripe's own default): older calls are replays. */
export const WEBHOOK_TOLERANCE_S = 300;
/** States in which a subscription grants its plan (past_due: only within the grace period). */
const GRANTING = new Set(['active', 'trialing', 'past_due']);

/** What a payment receipt prints (billing/receipt-document.ts). */
export interface ReceiptData {
  number: string;
  paidAt: string;
  name: string;
  email: string;
  /** The plan's name in the reader's language, and its billing period (null when the invoice is not a subscription's). */
  plan: string | null;
  period: 'monthly' | 'yearly' | null;
  periodStart: string | null;
  periodEnd: string | null;
  amount: number;
  currency: string;
}

export interface BillingAccount {
  id: string;
  email: string;
  fullName: string | null;
  locale: Locale;
}

export interface BillingOptions {
  db: Db;
  /** null: payments are off. */
  stripe: Stripe | null;
  webhookSecret: string | null;
  publicUrl: string;
  graceDays: number;
  now: Clock;
}

export class Billing {
  constructor(private readonly o: BillingOptions) {}

  get enabled(): boolean {
    return this.o.stripe !== null;
  }

  private stripe(): Stripe {
    if (!this.o.stripe) throw new AppError('payments_off', 409, 'payments_off');
    return this.o.stripe;
  }

  /** Makes Stripe's prices match the catalogue (after an administrator changed a price); null when payments are off. */
  async syncPrices(): Promise<SyncResult | null> {
    return this.o.stripe ? syncCatalogue(this.o.db, this.o.stripe) : null;
  }

  /** Plan codes in the order of the catalogue (a higher position is a bigger plan). */
  private async ranks(): Promise<Map<string, { position: number; nameEn: string; nameAr: string }>> {
    const rows = await this.o.db.select({ code: plans.code, position: plans.position, nameEn: plans.nameEn, nameAr: plans.nameAr }).from(plans);
    return new Map(rows.map((r) => [r.code, r]));
  }

  private async priceFor(plan: string, period: Period): Promise<Stripe.Price> {
    const found = await this.stripe().prices.list({ lookup_keys: [lookupKey(plan, period)], active: true, limit: 1 });
    const price = found.data[0];
    if (!price) throw new AppError('service_unavailable', 503, 'billing_price_missing');
    return price;
  }

  private async customerOf(account: BillingAccount): Promise<string> {
    const [known] = await this.o.db.select().from(billingCustomers).where(eq(billingCustomers.userId, account.id));
    if (known) return known.stripeCustomerId;
    // The idempotency key makes a double click (or a retry) find the same customer.
    const customer = await this.stripe().customers.create(
      { email: account.email, name: account.fullName ?? undefined, preferred_locales: preferredLocales(account.locale), metadata: { user_id: account.id } },
      { idempotencyKey: `tasreef-customer-${account.id}` },
    );
    await this.o.db.insert(billingCustomers).values({ userId: account.id, stripeCustomerId: customer.id }).onConflictDoNothing();
    const [row] = await this.o.db.select().from(billingCustomers).where(eq(billingCustomers.userId, account.id));
    return row!.stripeCustomerId;
  }

  /** The subscription that matters for the account: one that grants a plan, else the latest. */
  private async currentRow(userId: string): Promise<SubscriptionRow | null> {
    const rows = await this.o.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    rows.sort((a, b) => Number(GRANTING.has(b.status)) - Number(GRANTING.has(a.status)) || b.updatedAt.getTime() - a.updatedAt.getTime());
    return rows[0] ?? null;
  }

  private graceUntil(row: Pick<SubscriptionRow, 'pastDueSince'>): Date | null {
    return row.pastDueSince ? new Date(row.pastDueSince.getTime() + this.o.graceDays * DAY) : null;
  }

  async status(userId: string, locale: Locale): Promise<BillingStatus> {
    const names = await this.ranks();
    const name = (code: string | null) => (code ? (names.get(code)?.[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? code) : null);
    const [user] = await this.o.db.select({ plan: users.planCode }).from(users).where(eq(users.id, userId));
    const row = await this.currentRow(userId);
    const now = this.o.now();
    const kept = row?.keptPlanCode && row.keptUntil && row.keptUntil > now ? row : null;
    const subscription: SubscriptionView | null = row
      ? {
          plan_code: row.planCode,
          plan_name: name(row.planCode)!,
          period: row.period,
          status: row.status,
          current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: row.cancelAtPeriodEnd,
          kept_plan_name: kept ? name(kept.keptPlanCode) : null,
          kept_until: kept?.keptUntil?.toISOString() ?? null,
          grace_until: row.status === 'past_due' ? (this.graceUntil(row)?.toISOString() ?? null) : null,
          scheduled:
            row.scheduledPlanCode && row.scheduledPeriod && row.scheduledFrom
              ? { plan_name: name(row.scheduledPlanCode)!, period: row.scheduledPeriod, from: row.scheduledFrom.toISOString() }
              : null,
        }
      : null;
    const plan = user?.plan ?? 'free';
    return { payments_enabled: this.enabled, plan_code: plan, plan_name: name(plan)!, subscription, payment_problem: row?.status === 'past_due' };
  }

  /** A Checkout Session in subscription mode for `plan` and `period`; returns where to send the browser. */
  async checkout(account: BillingAccount, request: CheckoutRequest, locale: Locale): Promise<string> {
    const stripe = this.stripe();
    const current = await this.currentRow(account.id);
    if (current && GRANTING.has(current.status)) throw new AppError('conflict', 409, 'billing_subscription_exists');
    const price = await this.priceFor(request.plan, request.period);
    const customer = await this.customerOf(account);
    const back = `${this.o.publicUrl}/${locale}/dashboard/subscriptions`;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: account.id,
      line_items: [{ price: price.id, quantity: 1 }],
      locale: hostedPageLocale(locale),
      metadata: { user_id: account.id, plan: request.plan, period: request.period },
      subscription_data: { metadata: { user_id: account.id } },
      success_url: `${back}?checkout=done`,
      cancel_url: `${this.o.publicUrl}/${locale}/prices?checkout=canceled`,
    });
    if (!session.url) throw new AppError('service_unavailable', 503, 'service_unavailable');
    return session.url;
  }

  private async ownRow(userId: string): Promise<SubscriptionRow> {
    const row = await this.currentRow(userId);
    if (!row || !GRANTING.has(row.status)) throw new AppError('not_found', 404, 'billing_subscription_none');
    return row;
  }

  /** Cancel at the end of the period (`resume` false) or take the cancellation back (true). */
  async setCancel(userId: string, cancel: boolean, locale: Locale): Promise<string> {
    const row = await this.ownRow(userId);
    // a scheduled change (yearly → monthly) gives way: a subscription a schedule manages cannot be cancelled directly
    if (cancel) await this.releaseSchedule(row);
    const sub = await this.stripe().subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: cancel });
    await this.apply(sub);
    return translate(locale, cancel ? 'billing_canceled_at_period_end' : 'billing_resumed');
  }

  /**
   * A bigger plan (or yearly instead of monthly) takes effect at once, the difference prorated and
   * charged now; a smaller one is billed from the next period and the plan paid for is kept until
   * then. Yearly to monthly on the same plan waits for the end of the year (a change of interval
   * would start a new period at once in Stripe).
   */
  async changePlan(userId: string, request: CheckoutRequest, locale: Locale): Promise<string> {
    const row = await this.ownRow(userId);
    const ranks = await this.ranks();
    const from = ranks.get(row.planCode)?.position ?? 0;
    const to = ranks.get(request.plan)?.position ?? 0;
    if (row.planCode === request.plan && row.period === request.period) throw new AppError('conflict', 409, 'billing_same_plan');
    const upgrade = to > from || (to === from && request.period === 'yearly');
    const price = await this.priceFor(request.plan, request.period);
    const stripe = this.stripe();
    const planName = ranks.get(request.plan)?.[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? request.plan;
    // Yearly to monthly: Stripe would start a new period at once, so a schedule makes the change when the paid year ends.
    if (!upgrade && row.period === 'yearly' && request.period === 'monthly') {
      await this.scheduleChange(row, price.id, request.plan, 'monthly');
      return translate(locale, 'billing_monthly_scheduled', { plan: planName });
    }
    // any other change replaces a change scheduled before
    await this.releaseSchedule(row);
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const item = current.items.data[0]!;
    if (upgrade) {
      const sub = await stripe.subscriptions.update(row.stripeSubscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'always_invoice',
        cancel_at_period_end: false,
      });
      await this.o.db.update(subscriptions).set({ keptPlanCode: null, keptUntil: null }).where(eq(subscriptions.id, row.id));
      await this.apply(sub);
      return translate(locale, 'billing_upgraded', { plan: planName });
    }
    // Downgrade: the next invoice is the smaller price; the bigger plan stays until the period ends.
    const until = new Date(item.current_period_end * 1000);
    await this.o.db
      .update(subscriptions)
      .set({ keptPlanCode: row.keptPlanCode && row.keptUntil && row.keptUntil > this.o.now() ? row.keptPlanCode : row.planCode, keptUntil: until })
      .where(eq(subscriptions.id, row.id));
    const sub = await stripe.subscriptions.update(row.stripeSubscriptionId, { items: [{ id: item.id, price: price.id }], proration_behavior: 'none' });
    await this.apply(sub);
    return translate(locale, 'billing_downgrade_scheduled', { plan: planName });
  }

  /**
   * A change at the end of the current period through a subscription schedule: this period on the
   * price paid for, then `priceId` (released after its first period, an ordinary subscription again).
   */
  private async scheduleChange(row: SubscriptionRow, priceId: string, plan: string, period: Period): Promise<void> {
    const stripe = this.stripe();
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    if (current.cancel_at_period_end) throw new AppError('conflict', 409, 'billing_canceled_schedule');
    const item = current.items.data[0]!;
    const attached = typeof current.schedule === 'string' ? current.schedule : (current.schedule?.id ?? null);
    const schedule = attached ? await stripe.subscriptionSchedules.retrieve(attached) : await stripe.subscriptionSchedules.create({ from_subscription: current.id });
    const phase = schedule.phases[0]!;
    await stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      phases: [
        { items: [{ price: item.price.id, quantity: 1 }], start_date: phase.start_date, end_date: item.current_period_end },
        { items: [{ price: priceId, quantity: 1 }], duration: { interval: period === 'monthly' ? 'month' : 'year', interval_count: 1 }, proration_behavior: 'none' },
      ],
    });
    await this.o.db
      .update(subscriptions)
      .set({ scheduledPlanCode: plan, scheduledPeriod: period, scheduledFrom: new Date(item.current_period_end * 1000), updatedAt: this.o.now() })
      .where(eq(subscriptions.id, row.id));
  }

  /** Drops a change scheduled before (the subscription goes on as it is). */
  private async releaseSchedule(row: SubscriptionRow): Promise<void> {
    const stripe = this.stripe();
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
    const attached = typeof current.schedule === 'string' ? current.schedule : (current.schedule?.id ?? null);
    if (attached) await stripe.subscriptionSchedules.release(attached);
    if (row.scheduledPlanCode)
      await this.o.db.update(subscriptions).set({ scheduledPlanCode: null, scheduledPeriod: null, scheduledFrom: null }).where(eq(subscriptions.id, row.id));
  }

  /** A customer portal session (cards, invoices, cancellation), in the person's language. */
  async portal(userId: string, locale: Locale): Promise<string> {
    const stripe = this.stripe();
    const [customer] = await this.o.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    if (!customer) throw new AppError('not_found', 404, 'billing_no_customer');
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.stripeCustomerId,
      locale: hostedPageLocale(locale),
      return_url: `${this.o.publicUrl}/${locale}/dashboard/subscriptions`,
    });
    return session.url;
  }

  /** The account's invoices, newest first (read from Stripe). */
  async invoices(userId: string): Promise<InvoiceView[]> {
    if (!this.o.stripe) return [];
    const [customer] = await this.o.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    if (!customer) return [];
    const list = await this.o.stripe.invoices.list({ customer: customer.stripeCustomerId, limit: 50 });
    return list.data.map((i) => ({
      id: i.id ?? '',
      number: i.number ?? null,
      date: new Date(i.created * 1000).toISOString(),
      amount: (i.status === 'paid' ? i.amount_paid : i.amount_due) / 100,
      currency: i.currency.toUpperCase(),
      status: i.status ?? 'draft',
      url: i.hosted_invoice_url ?? null,
      pdf: i.invoice_pdf ?? null,
      receipt: i.status === 'paid',
    }));
  }

  /**
   * What a receipt says of one of the account's paid invoices (read from Stripe). Another
   * customer's invoice, or an id Stripe does not know, is not found; an unpaid one has no receipt.
   */
  async receipt(userId: string, invoiceId: string, locale: Locale): Promise<ReceiptData> {
    const stripe = this.stripe();
    const [customer] = await this.o.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    if (!customer) throw new AppError('not_found', 404, 'not_found');
    let invoice: Stripe.Invoice;
    try {
      invoice = await stripe.invoices.retrieve(invoiceId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) throw new AppError('not_found', 404, 'not_found');
      throw error;
    }
    const owner = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
    if (owner !== customer.stripeCustomerId) throw new AppError('not_found', 404, 'not_found');
    if (invoice.status !== 'paid') throw new AppError('conflict', 409, 'billing_receipt_unpaid');
    const sub = invoice.parent?.subscription_details?.subscription;
    const subId = typeof sub === 'string' ? sub : (sub?.id ?? null);
    const [row] = subId ? await this.o.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subId)) : [];
    const names = await this.ranks();
    const [account] = await this.o.db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId));
    const line = invoice.lines?.data?.[0];
    const at = (t: number | null | undefined) => (t ? new Date(t * 1000).toISOString() : null);
    return {
      number: invoice.number ?? invoice.id ?? '',
      paidAt: at(invoice.status_transitions?.paid_at) ?? at(invoice.created)!,
      name: account?.fullName ?? invoice.customer_name ?? '',
      email: account?.email ?? invoice.customer_email ?? '',
      plan: row ? (names.get(row.planCode)?.[locale === 'ar' ? 'nameAr' : 'nameEn'] ?? row.planCode) : null,
      period: row?.period ?? null,
      periodStart: at(line?.period?.start),
      periodEnd: at(line?.period?.end),
      amount: invoice.amount_paid / 100,
      currency: invoice.currency.toUpperCase(),
    };
  }

  /**
   * A webhook call: the signature checked by the library on the body exactly as sent, the event
   * applied once. 'duplicate': its id was seen before, nothing changes. A signature older than
   * WEBHOOK_TOLERANCE_S is refused, so a captured call cannot be replayed later.
   */
  async webhook(rawBody: Buffer, signature: string | undefined, log: Pick<FastifyBaseLogger, 'warn'>): Promise<'applied' | 'ignored' | 'duplicate'> {
    const stripe = this.stripe();
    let event: Stripe.Event;
    try {
      // stripe-node takes the time of receipt in milliseconds (it divides by 1000 itself).
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', this.o.webhookSecret ?? '', WEBHOOK_TOLERANCE_S, undefined, this.o.now().getTime());
    } catch {
      throw new AppError('bad_request', 400, 'billing_signature_invalid');
    }
    const [seen] = await this.o.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
    if (seen) return 'duplicate';
    const subscriptionId = subscriptionOf(event);
    // Read the subscription as it is now, whatever the event carried: late events change nothing.
    let sub: Stripe.Subscription | null = null;
    if (subscriptionId) {
      try {
        sub = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (err) {
        // A subscription Stripe does not have (another account's, deleted test data) will not appear
        // on a retry: acknowledged and recorded, else Stripe would send it again for days.
        if (!resourceMissing(err)) throw err;
        log.warn({ stripeEvent: { id: event.id, type: event.type }, subscription: subscriptionId }, 'stripe event names a subscription stripe does not have; acknowledged');
      }
    }
    return this.o.db.transaction(async (tx) => {
      const inserted = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: this.o.now() }).onConflictDoNothing().returning();
      if (inserted.length === 0) return 'duplicate';
      if (!sub) return 'ignored';
      await this.applyIn(tx, sub, event.type === 'checkout.session.completed' ? (event.data.object as Stripe.Checkout.Session).client_reference_id : null);
      return 'applied';
    });
  }

  private async apply(sub: Stripe.Subscription): Promise<void> {
    await this.o.db.transaction((tx) => this.applyIn(tx, sub, null));
  }

  /** Records the subscription as Stripe has it and puts its owner on the plan it grants. */
  private async applyIn(tx: Tx, sub: Stripe.Subscription, referenceUserId: string | null): Promise<void> {
    const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
    const [customer] = await tx.select().from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId));
    const userId = customer?.userId ?? sub.metadata?.user_id ?? referenceUserId;
    if (!userId) return;
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!owner) return;
    const item = sub.items.data[0];
    const price = item?.price;
    const key =
      fromLookupKey(price?.lookup_key) ?? (price?.metadata?.plan ? { plan: price.metadata.plan, period: price.recurring?.interval === 'year' ? 'yearly' : 'monthly' } : null);
    if (!key) return;
    const now = this.o.now();
    const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, sub.id));
    const values = {
      userId,
      stripeCustomerId: customerId,
      planCode: key.plan,
      period: key.period as Period,
      status: sub.status,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pastDueSince: sub.status === 'past_due' ? (existing?.pastDueSince ?? now) : null,
      // a scheduled change that has happened (the plan and period it named), or was dropped in Stripe, is done
      ...(existing?.scheduledPlanCode && ((existing.scheduledPlanCode === key.plan && existing.scheduledPeriod === key.period) || !sub.schedule)
        ? { scheduledPlanCode: null, scheduledPeriod: null, scheduledFrom: null }
        : {}),
      updatedAt: now,
    };
    if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
    else await tx.insert(subscriptions).values({ ...values, stripeSubscriptionId: sub.id, createdAt: now });
    await this.grant(tx, userId, now);
  }

  /** What the account's subscriptions grant now: the biggest plan among them, else Free. */
  private async grant(tx: Tx, userId: string, now: Date): Promise<void> {
    const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const ranks = new Map((await tx.select({ code: plans.code, position: plans.position }).from(plans)).map((r) => [r.code, r.position]));
    let best = 'free';
    for (const row of rows) {
      if (!GRANTING.has(row.status)) continue;
      const grace = this.graceUntil(row);
      if (row.status === 'past_due' && grace && grace <= now) continue;
      const kept = row.keptPlanCode && row.keptUntil && row.keptUntil > now && (ranks.get(row.keptPlanCode) ?? 0) > (ranks.get(row.planCode) ?? 0);
      const plan = kept ? row.keptPlanCode! : row.planCode;
      if ((ranks.get(plan) ?? 0) > (ranks.get(best) ?? 0)) best = plan;
    }
    const [user] = await tx.select({ plan: users.planCode }).from(users).where(eq(users.id, userId));
    if (!user || user.plan === best) return;
    await tx.update(users).set({ planCode: best, updatedAt: now }).where(eq(users.id, userId));
    await audit(tx, now, { event: 'plan_billing', userId, meta: { from: user.plan, to: best, statuses: rows.map((r) => r.status) } });
  }

  /**
   * Housekeeping: accounts whose payment has been failing past the grace period, or whose kept
   * (downgraded-from) plan has run out, get what their subscriptions grant now.
   */
  async sweep(): Promise<number> {
    const now = this.o.now();
    const due = await this.o.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'past_due'), lt(subscriptions.pastDueSince, new Date(now.getTime() - this.o.graceDays * DAY))));
    const kept = await this.o.db.select({ userId: subscriptions.userId }).from(subscriptions).where(lt(subscriptions.keptUntil, now));
    const ids = [...new Set([...due, ...kept].map((r) => r.userId))];
    if (ids.length === 0) return 0;
    await this.o.db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ keptPlanCode: null, keptUntil: null })
        .where(and(inArray(subscriptions.userId, ids), lt(subscriptions.keptUntil, now)));
      for (const id of ids) await this.grant(tx, id, now);
    });
    return ids.length;
  }
}

/** Stripe's answer for an id it does not know (404 resource_missing). */
function resourceMissing(err: unknown): boolean {
  const e = err as { type?: unknown; code?: unknown; statusCode?: unknown } | null;
  return e?.type === 'StripeInvalidRequestError' && (e.code === 'resource_missing' || e.statusCode === 404);
}

/** The subscription an event is about, if any. */
function subscriptionOf(event: Stripe.Event): string | null {
  const o = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const s = (o as unknown as Stripe.Checkout.Session).subscription;
    return typeof s === 'string' ? s : (s?.id ?? null);
  }
  if (event.type.startsWith('customer.subscription.')) return (o as unknown as Stripe.Subscription).id;
  if (event.type.startsWith('invoice.')) {
    const s = (o as unknown as Stripe.Invoice).parent?.subscription_details?.subscription;
    return typeof s === 'string' ? s : (s?.id ?? null);
  }
  return null;
}
