/**
 * Payments end to end through the real `stripe` library, pointed at a local HTTP server that
 * speaks Stripe's endpoints (stripe-local.ts); webhook events signed with the library's own test
 * header helper. The app's clock and the local Stripe's clock are one.
 */
import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/accounts.ts';
import { stripeEvents, subscriptions } from '../../src/db/billing.ts';
import { syncCatalogue } from '../../src/billing/sync.ts';
import { stripeClient } from '../../src/billing/stripe-client.ts';
import { examAllowance } from '../../src/exams/entitlements.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, PASSWORD, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { Billing } from '../../src/billing/service.ts';
import { createTestApp } from '../helpers.ts';
import { LOCAL_STRIPE_KEY, LocalStripe, parseForm } from './stripe-local.ts';

const SECRET = 'whsec_local_test_secret';
const DAY = 86_400_000;
let t: AccountsTestApp;
let stripe: LocalStripe;
let call: ReturnType<typeof caller>;
/** The app's log (warnings and above), one JSON line each. */
const logLines: string[] = [];

beforeAll(async () => {
  // One clock for both sides; the local Stripe starts first so that its address is known.
  let clock: (() => Date) | null = null;
  stripe = await new LocalStripe({ webhookSecret: SECRET, now: () => Math.floor((clock?.() ?? new Date()).getTime() / 1000) }).start();
  t = await createAccountsTestApp({
    start: new Date('2026-03-01T10:00:00Z'),
    env: { STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.base, LOG_LEVEL: 'warn' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  });
  clock = t.clock;
  call = caller(t.app);
  await syncCatalogue(t.app.database.db, stripeClient({ secretKey: LOCAL_STRIPE_KEY, webhookSecret: SECRET, apiBase: stripe.base }));
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
  await stripe?.stop();
});

/** Delivers `event` to the webhook route as Stripe would (signed body, raw). */
async function deliver(event: Record<string, unknown>, secret = SECRET) {
  const { payload, signature } = stripe.sign(event, secret);
  return t.app.inject({ method: 'POST', url: '/api/v1/en/billing/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}
/** Moves both clocks on; sessions slide by a day, so the person signs in again. */
async function later(who: { email: string; token: string }, ms: number) {
  t.clock.advance(ms);
  const login = await call('POST', '/auth/login', { body: { email: who.email, password: PASSWORD }, ip: nextIp() });
  who.token = login.json().data.authorization.token as string;
}
/** The hourly housekeeping, run now. */
const sweep = () => new Billing({ db: t.app.database.db, stripe: null, webhookSecret: null, publicUrl: 'http://tasreef.test', graceDays: 7, now: t.clock }).sweep();
const planOf = async (id: string) => (await t.app.database.db.select({ plan: users.planCode }).from(users).where(eq(users.id, id)))[0]!.plan;
const statusOf = async (token: string, locale: 'en' | 'ar' = 'en') => (await call('GET', '/billing/subscription', { token, locale })).json().data;

/** An educator who checked out `plan`; returns the account and the Stripe subscription id. */
async function subscribed(plan: 'basic' | 'pro' | 'school', period: 'monthly' | 'yearly' = 'monthly') {
  const who = await signUp(t, { role: 'educator', educator_type: 'teacher' });
  const res = await call('POST', '/billing/checkout', { token: who.token, body: { plan, period } });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = new URL(res.json().data.url as string).pathname.split('/').pop()!;
  const { subscription, events } = stripe.completeCheckout(sessionId);
  for (const e of events) expect((await deliver(e)).statusCode).toBe(200);
  return { ...who, sub: subscription.id as string, sessionId };
}

describe('the catalogue sync', () => {
  it('made one product per paid plan and monthly and yearly prices (10 months for 12) with lookup keys', () => {
    const prices = [...stripe.prices.values()].map((p) => [p.lookup_key, p.unit_amount, (p.recurring as { interval: string }).interval]);
    expect(prices).toEqual([
      ['tasreef_basic_monthly', 100, 'month'],
      ['tasreef_basic_yearly', 1000, 'year'],
      ['tasreef_pro_monthly', 900, 'month'],
      ['tasreef_pro_yearly', 9000, 'year'],
      ['tasreef_school_monthly', 4900, 'month'],
      ['tasreef_school_yearly', 49000, 'year'],
    ]);
    expect([...stripe.products.keys()]).toEqual(['tasreef_basic', 'tasreef_pro', 'tasreef_school']);
  });

  it('changes nothing when run again', async () => {
    const again = await syncCatalogue(t.app.database.db, stripeClient({ secretKey: LOCAL_STRIPE_KEY, webhookSecret: SECRET, apiBase: stripe.base }));
    expect(again.productsCreated).toEqual([]);
    expect(again.pricesCreated).toEqual([]);
    expect(again.unchanged).toHaveLength(6);
    expect(stripe.prices.size).toBe(6);
  });
});

describe('checkout and the webhook', () => {
  it('checkout makes a subscription-mode session on the plan’s price for the account’s own customer, in its language', async () => {
    const who = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const res = await call('POST', '/billing/checkout', { token: who.token, body: { plan: 'pro', period: 'yearly' }, locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(new RegExp(`^${stripe.base}/pay/cs_`));
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(session.mode).toBe('subscription');
    // Stripe's hosted pages have no Arabic (it refuses 'ar'): the browser's language where it can.
    expect(session.locale).toBe('auto');
    expect(session.client_reference_id).toBe(who.id);
    const price = stripe.prices.get((session.line_items as Array<{ price: string }>)[0]!.price)!;
    expect(price.lookup_key).toBe('tasreef_pro_yearly');
    const customer = stripe.customers.get(session.customer as string)!;
    expect(customer.preferred_locales).toEqual(['ar', 'en']);
    expect(session.success_url).toBe('http://tasreef.test/ar/dashboard/subscriptions?checkout=done');
    // A second checkout reuses the customer.
    await call('POST', '/billing/checkout', { token: who.token, body: { plan: 'basic', period: 'monthly' } });
    expect([...stripe.sessions.values()].at(-1)!.customer).toBe(session.customer);
  });

  it('refuses a plan that is not sold and a period that is not known (422, localized)', async () => {
    const who = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const free = await call('POST', '/billing/checkout', { token: who.token, body: { plan: 'free', period: 'monthly' }, locale: 'ar' });
    expect(free.statusCode).toBe(422);
    expect(errorOf(free).error.details).toEqual([{ path: 'plan', issue: 'اختر الخطة الأساسية أو الاحترافية أو خطة المدارس' }]);
    const weekly = await call('POST', '/billing/checkout', { token: who.token, body: { plan: 'pro', period: 'weekly' } });
    expect(weekly.statusCode).toBe(422);
    expect((await call('POST', '/billing/checkout', { body: { plan: 'pro', period: 'monthly' } })).statusCode).toBe(401);
  });

  it('says payments are on', async () => {
    expect((await call('GET', '/billing/availability')).json().data).toEqual({ payments_enabled: true });
  });

  it('checkout completed → the plan is active; the limits follow', async () => {
    const who = await subscribed('pro');
    expect(await planOf(who.id)).toBe('pro');
    expect((await examAllowance(t.app.database.db, who.id)).questionsPerExam).toBe(100);
    const answer = await call('GET', '/billing/subscription', { token: who.token });
    expect(answer.headers['cache-control']).toBe('no-store');
    const status = answer.json().data;
    expect(status).toMatchObject({ payments_enabled: true, plan_code: 'pro', plan_name: 'Pro', payment_problem: false });
    expect(status.subscription).toMatchObject({ plan_code: 'pro', period: 'monthly', status: 'active', cancel_at_period_end: false, grace_until: null });
    expect(status.subscription.current_period_end).toBe(new Date(t.clock().getTime() + 30 * DAY).toISOString());
    // One subscription at a time: another checkout is a plan change instead.
    const again = await call('POST', '/billing/checkout', { token: who.token, body: { plan: 'school', period: 'monthly' } });
    expect(again.statusCode).toBe(409);
  });

  it('a duplicate event is applied once; an event seen before changes nothing even if the state moved since', async () => {
    const who = await subscribed('basic');
    const event = stripe.update(who.sub, { status: 'active' });
    expect((await deliver(event)).json().result).toBe('applied');
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBe('duplicate');
    const stored = await t.app.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id as string));
    expect(stored).toHaveLength(1);
  });

  it('a forged signature is refused with 400 and changes nothing', async () => {
    const who = await subscribed('basic');
    const event = stripe.update(who.sub, { status: 'canceled' }, 'customer.subscription.deleted');
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).error.code).toBe('bad_request');
    expect(errorOf(forged).message).toBe('The webhook signature is not valid');
    // The body altered after signing, and no signature at all, are refused the same way.
    const { payload, signature } = stripe.sign(event);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/billing/webhook',
      payload: payload.replace('canceled', 'active '),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/v1/en/billing/webhook', payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(await planOf(who.id)).toBe('basic');
    expect(
      await t.app.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toEqual([]);
    stripe.update(who.sub, { status: 'active' });
  });

  it('an event signed more than 5 minutes ago (by the app’s clock) is a replay: refused with 400, localized, changing nothing', async () => {
    const who = await subscribed('basic');
    const event = stripe.update(who.sub, { status: 'canceled' }, 'customer.subscription.deleted');
    const nowS = Math.floor(t.clock().getTime() / 1000);
    const signedAt = async (secondsAgo: number, locale = 'en') => {
      const { payload, signature } = stripe.sign(event, SECRET, nowS - secondsAgo);
      return t.app.inject({ method: 'POST', url: `/api/v1/${locale}/billing/webhook`, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
    };
    const hourOld = await signedAt(3600);
    expect(hourOld.statusCode).toBe(400);
    expect(errorOf(hourOld).message).toBe('The webhook signature is not valid');
    const monthOld = await signedAt(30 * 86_400, 'ar');
    expect(monthOld.statusCode).toBe(400);
    expect(errorOf(monthOld).message).toBe('توقيع إشعار الدفع غير صالح');
    expect(await planOf(who.id)).toBe('basic');
    expect(
      await t.app.database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toEqual([]);
    // Within the tolerance it is taken (Stripe's clock and ours may differ a little; deliveries queue).
    const fourMinutes = await signedAt(4 * 60);
    expect(fourMinutes.statusCode, fourMinutes.body).toBe(200);
    expect(fourMinutes.json().result).toBe('applied');
    expect(await planOf(who.id)).toBe('free');
  });

  it('an event naming a subscription Stripe does not have is acknowledged (200, recorded once) and logged without secrets', async () => {
    const from = logLines.length;
    const who = await subscribed('pro');
    const ghost = { ...stripe.subscriptions.get(who.sub)!, id: 'sub_unknown_to_stripe' };
    const event = stripe.event('customer.subscription.updated', ghost);
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'ignored' });
    // Stripe sends it again only if we fail; had it come again, it is a duplicate.
    expect((await deliver(event)).json().result).toBe('duplicate');
    expect(await planOf(who.id)).toBe('pro');
    const warned = logLines
      .slice(from)
      .map((l) => JSON.parse(l) as { msg: string; level: number; stripeEvent?: { id: string; type: string }; subscription?: string })
      .filter((l) => l.msg.includes('subscription stripe does not have'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ level: 40, stripeEvent: { id: event.id, type: 'customer.subscription.updated' }, subscription: 'sub_unknown_to_stripe' });
    const text = logLines.slice(from).join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(LOCAL_STRIPE_KEY);
    expect(text).not.toMatch(/v1=[0-9a-f]{64}/);
  });

  it('renewal moves the period on and keeps the plan', async () => {
    const who = await subscribed('pro');
    const before = (await statusOf(who.token)).subscription.current_period_end as string;
    await later(who, 30 * DAY);
    for (const e of stripe.renew(who.sub, true)) expect((await deliver(e)).statusCode).toBe(200);
    const after = await statusOf(who.token);
    expect(new Date(after.subscription.current_period_end).getTime() - new Date(before).getTime()).toBe(30 * DAY);
    expect(after.subscription.status).toBe('active');
    expect(await planOf(who.id)).toBe('pro');
  });

  it('payment failed → past_due: the plan is kept with a banner for the grace period → recovered', async () => {
    const who = await subscribed('pro');
    await later(who, 30 * DAY);
    for (const e of stripe.renew(who.sub, false)) await deliver(e);
    const due = await statusOf(who.token, 'ar');
    expect(due.payment_problem).toBe(true);
    expect(due.subscription.status).toBe('past_due');
    expect(due.subscription.grace_until).toBe(new Date(t.clock().getTime() + 7 * DAY).toISOString());
    expect(await planOf(who.id)).toBe('pro');
    await later(who, 3 * DAY);
    await sweep();
    expect(await planOf(who.id)).toBe('pro');
    for (const e of stripe.recover(who.sub)) await deliver(e);
    const back = await statusOf(who.token);
    expect(back).toMatchObject({ payment_problem: false, plan_code: 'pro' });
    expect(back.subscription.grace_until).toBeNull();
  });

  it('past the grace period the account falls back to Free, and a late payment brings the plan back', async () => {
    const who = await subscribed('basic');
    await later(who, 30 * DAY);
    for (const e of stripe.renew(who.sub, false)) await deliver(e);
    await later(who, 7 * DAY + 1000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await planOf(who.id)).toBe('free');
    for (const e of stripe.recover(who.sub)) await deliver(e);
    expect(await planOf(who.id)).toBe('basic');
  });

  it('cancel at period end keeps the plan until Stripe ends the subscription; resume takes it back', async () => {
    const who = await subscribed('pro');
    const cancel = await call('POST', '/billing/subscription/cancel', { token: who.token, locale: 'ar' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.message).toBe('سينتهي اشتراكك في نهاية الفترة الحالية');
    expect(stripe.subscriptions.get(who.sub)!.cancel_at_period_end).toBe(true);
    expect((await statusOf(who.token)).subscription.cancel_at_period_end).toBe(true);
    expect(await planOf(who.id)).toBe('pro');
    const resume = await call('POST', '/billing/subscription/resume', { token: who.token });
    expect(resume.json().data.message).toBe('Your subscription will renew as before');
    expect(stripe.subscriptions.get(who.sub)!.cancel_at_period_end).toBe(false);
    await call('POST', '/billing/subscription/cancel', { token: who.token });
    await later(who, 30 * DAY);
    await deliver(stripe.update(who.sub, { status: 'canceled' }, 'customer.subscription.deleted'));
    expect(await planOf(who.id)).toBe('free');
    const status = await statusOf(who.token);
    expect(status).toMatchObject({ plan_code: 'free', subscription: { status: 'canceled' } });
    expect((await call('POST', '/billing/subscription/resume', { token: who.token })).statusCode).toBe(404);
  });

  it('events out of order: a late snapshot of an active subscription does not revive a canceled one', async () => {
    const who = await subscribed('pro');
    const stale = stripe.update(who.sub, { status: 'active' });
    const paidLate = stripe.event('invoice.paid', [...stripe.invoices.values()].at(-1)!);
    const ended = stripe.update(who.sub, { status: 'canceled' }, 'customer.subscription.deleted');
    expect((await deliver(ended)).statusCode).toBe(200);
    expect(await planOf(who.id)).toBe('free');
    // Each late event alone leaves the account on Free (checked after each: a later one must not hide an earlier slip).
    await deliver(stale);
    expect(await planOf(who.id)).toBe('free');
    expect((await statusOf(who.token)).subscription.status).toBe('canceled');
    await deliver(paidLate);
    expect(await planOf(who.id)).toBe('free');
    // And the other way round: "canceled" read before the checkout's own event still lands on the truth.
    const other = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const res = await call('POST', '/billing/checkout', { token: other.token, body: { plan: 'basic', period: 'monthly' } });
    const sessionId = new URL(res.json().data.url as string).pathname.split('/').pop()!;
    const { subscription, events } = stripe.completeCheckout(sessionId);
    const updated = stripe.update(subscription.id as string, { status: 'active' });
    await deliver(updated);
    expect(await planOf(other.id)).toBe('basic');
    for (const e of events.reverse()) await deliver(e);
    expect(await planOf(other.id)).toBe('basic');
  });

  it('upgrade takes effect at once (prorated); downgrade at the end of the period', async () => {
    const who = await subscribed('basic');
    const up = await call('POST', '/billing/subscription/plan', { token: who.token, body: { plan: 'pro', period: 'monthly' } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data.message).toBe('Your plan has been changed to Pro; the difference is charged for the rest of the period');
    expect(stripe.subscriptions.get(who.sub)!.last_proration_behavior).toBe('always_invoice');
    expect(await planOf(who.id)).toBe('pro');
    const down = await call('POST', '/billing/subscription/plan', { token: who.token, body: { plan: 'basic', period: 'monthly' } });
    expect(down.json().data.message).toBe('Your plan changes to Basic at the end of the current period');
    expect(stripe.subscriptions.get(who.sub)!.last_proration_behavior).toBe('none');
    expect(await planOf(who.id)).toBe('pro');
    const kept = await statusOf(who.token);
    expect(kept.subscription).toMatchObject({ plan_code: 'basic', kept_plan_name: 'Pro' });
    // A webhook for the change itself does not take the paid-for plan away early.
    await deliver(stripe.update(who.sub, {}));
    expect(await planOf(who.id)).toBe('pro');
    await later(who, 30 * DAY + 1000);
    for (const e of stripe.renew(who.sub, true)) await deliver(e);
    expect(await planOf(who.id)).toBe('basic');
    const same = await call('POST', '/billing/subscription/plan', { token: who.token, body: { plan: 'basic', period: 'monthly' } });
    expect(same.statusCode).toBe(409);
  });

  it('yearly to monthly: a schedule keeps the paid year, then bills monthly (and a later change or a cancellation drops it)', async () => {
    const who = await subscribed('pro', 'yearly');
    const yearEnd = (await statusOf(who.token)).subscription.current_period_end as string;
    const res = await call('POST', '/billing/subscription/plan', { token: who.token, body: { plan: 'basic', period: 'monthly' }, locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(`ابتداءً من نهاية السنة المدفوعة تُحسب خطة ${(await statusOf(who.token, 'ar')).subscription.scheduled.plan_name} شهريًا`);
    // Stripe: the year on the yearly Pro price, then the monthly Basic price; the subscription itself unchanged
    const sub = stripe.subscriptions.get(who.sub)!;
    const schedule = stripe.schedules.get(sub.schedule as string)!;
    const phases = schedule.phases as Array<{ end_date: number | null; items: Array<{ price: string }>; duration: { interval: string } | null }>;
    expect(phases).toHaveLength(2);
    expect(stripe.prices.get(phases[0]!.items[0]!.price)!.lookup_key).toBe('tasreef_pro_yearly');
    expect(new Date(phases[0]!.end_date! * 1000).toISOString()).toBe(yearEnd);
    expect(stripe.prices.get(phases[1]!.items[0]!.price)!.lookup_key).toBe('tasreef_basic_monthly');
    expect(phases[1]!.duration).toMatchObject({ interval: 'month' });
    const before = await statusOf(who.token);
    expect(before.subscription).toMatchObject({ plan_code: 'pro', period: 'yearly', scheduled: { plan_name: 'Basic', period: 'monthly', from: yearEnd } });
    expect(await planOf(who.id)).toBe('pro');
    // the year ends: the schedule's next phase bills Basic monthly
    await later(who, 365 * DAY + 1000);
    for (const e of stripe.renew(who.sub, true)) await deliver(e);
    const after = await statusOf(who.token);
    expect(after.subscription).toMatchObject({ plan_code: 'basic', period: 'monthly', scheduled: null });
    expect(await planOf(who.id)).toBe('basic');
    expect(stripe.subscriptions.get(who.sub)!.schedule).toBeNull();

    // scheduled again, then cancelled: the schedule gives way (Stripe refuses to cancel a scheduled subscription)
    const other = await subscribed('pro', 'yearly');
    await call('POST', '/billing/subscription/plan', { token: other.token, body: { plan: 'pro', period: 'monthly' } });
    expect(stripe.subscriptions.get(other.sub)!.schedule).toBeTruthy();
    const cancel = await call('POST', '/billing/subscription/cancel', { token: other.token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.subscriptions.get(other.sub)).toMatchObject({ schedule: null, cancel_at_period_end: true });
    expect((await statusOf(other.token)).subscription.scheduled).toBeNull();
    // a cancelled subscription is not scheduled: resume first
    const refused = await call('POST', '/billing/subscription/plan', { token: other.token, body: { plan: 'pro', period: 'monthly' } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error.message).toContain('resume');
  });

  it('my payments lists the invoices from Stripe; the portal opens for the account’s customer', async () => {
    const who = await subscribed('pro');
    await later(who, 30 * DAY);
    for (const e of stripe.renew(who.sub, true)) await deliver(e);
    const res = await call('GET', '/billing/invoices', { token: who.token });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ amount: number; currency: string; status: string; url: string }>;
    expect(list.map((i) => [i.amount, i.currency, i.status])).toEqual([
      [9, 'USD', 'paid'],
      [9, 'USD', 'paid'],
    ]);
    expect(list[0]!.url).toMatch(/\/invoice\//);
    const portal = await call('POST', '/billing/portal', { token: who.token, locale: 'ar' });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toMatch(new RegExp(`^${stripe.base}/portal/cus_`));
    const none = await signUp(t, { role: 'student' });
    expect((await call('GET', '/billing/invoices', { token: none.token })).json().data).toEqual([]);
    expect((await call('POST', '/billing/portal', { token: none.token })).statusCode).toBe(404);
  });

  it('a paid invoice has a receipt in the reader’s language; another account’s invoice is not found; an unpaid one has none', async () => {
    const who = await subscribed('pro');
    const list = (await call('GET', '/billing/invoices', { token: who.token })).json().data as Array<{ id: string; number: string; receipt: boolean }>;
    expect(list[0]!.receipt).toBe(true);
    const path = `/billing/invoices/${list[0]!.id}/receipt`;
    const text = (bytes: Buffer) =>
      execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' })
        .normalize('NFC')
        .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
    const en = await call('GET', path, { token: who.token });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['cache-control']).toBe('private, no-store');
    const enText = text(en.rawPayload);
    for (const s of ['Payment receipt', list[0]!.number, 'Amount paid: $9.00', 'Plan: Pro (monthly)', who.email, 'Paid']) expect(enText).toContain(s);
    const ar = await call('GET', path, { token: who.token, locale: 'ar' });
    const arText = text(ar.rawPayload);
    for (const s of ['إيصال', 'دفع', 'المبلغ', 'المدفوع', 'شهري', 'هـ', 'دولار', '9.00', list[0]!.number]) expect(arText).toContain(s);
    // another account (even a paying one) cannot read it: not found, as for an id Stripe does not know
    const other = await subscribed('basic');
    expect((await call('GET', path, { token: other.token })).statusCode).toBe(404);
    expect((await call('GET', '/billing/invoices/in_unknown123/receipt', { token: who.token })).statusCode).toBe(404);
    expect((await call('GET', '/billing/invoices/not-an-invoice/receipt', { token: who.token })).statusCode).toBe(422); // malformed ids are a validation error, as elsewhere
    expect((await call('GET', path)).statusCode).toBe(401);
    // a failed renewal leaves an open invoice: no receipt for it (409, localized)
    await later(who, 30 * DAY);
    for (const e of stripe.renew(who.sub, false)) await deliver(e);
    const open = ((await call('GET', '/billing/invoices', { token: who.token })).json().data as Array<{ id: string; status: string; receipt: boolean }>).find(
      (i) => i.status === 'open',
    )!;
    expect(open.receipt).toBe(false);
    const unpaid = await call('GET', `/billing/invoices/${open.id}/receipt`, { token: who.token, locale: 'ar' });
    expect(unpaid.statusCode).toBe(409);
    expect(errorOf(unpaid).message).toBe('يصدر الإيصال بعد دفع الفاتورة');
  });

  it('administrators see every subscription, and grant a plan by hand with a reason (audited)', async () => {
    const who = await subscribed('school');
    const admin = await signUp(t, { role: 'student' });
    expect((await call('GET', '/admin/subscriptions', { token: admin.token })).statusCode).toBe(403);
    await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users.id, admin.id));
    const res = await call('GET', '/admin/subscriptions', { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Array<{ user: { id: string; email: string }; plan_code: string; account_plan: string; status: string }>; meta: { total: number } };
    // Newest change first (ties on the test's still clock in any order).
    const times = body.data.map((r) => (r as unknown as { updated_at: string }).updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.data.find((r) => r.user.id === who.id)).toMatchObject({ user: { id: who.id, email: who.email }, plan_code: 'school', account_plan: 'school', status: 'active' });
    expect(body.meta.total).toBe((await t.app.database.db.select().from(subscriptions)).length);
    const other = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const grant = await call('PATCH', `/admin/users/${other.id}/plan`, { token: admin.token, body: { plan_code: 'school', reason: 'Invoice 2026-17, 350 users' } });
    expect(grant.statusCode, grant.body).toBe(200);
    const [entry] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, other.id)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ event: 'plan_granted', actorId: admin.id, meta: { from: 'free', to: 'school', reason: 'Invoice 2026-17, 350 users' } });
    // A subscription's change of state is audited too (the last row: the still clock gives the
    // registration the same instant, so the id breaks the tie; PostgreSQL returned either).
    const [billed] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, who.id)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1);
    expect(billed).toMatchObject({ event: 'plan_billing', meta: { from: 'free', to: 'school' } });
  });

  it('an administrator changes a plan of the catalogue: the prices page, the limits and Stripe’s prices follow at once', async () => {
    const admin = await signUp(t, { role: 'student' });
    await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users.id, admin.id));
    const basicUser = await subscribed('basic');
    const body = { price_monthly: 2, features: [{ key: 'exams_per_month', value: { kind: 'amount', amount: 25, unit: 'count' } }], reason: 'New prices 2027' };
    expect((await call('PATCH', '/admin/plans/basic', { token: basicUser.token, body })).statusCode).toBe(403);
    const res = await call('PATCH', '/admin/plans/basic', { token: admin.token, body, locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('حُفظت الخطة، وصارت صفحة الأسعار والحدود وأسعار Stripe تعمل بها الآن');
    const listed = (await call('GET', '/plans')).json().data.find((p: { code: string }) => p.code === 'basic');
    expect([listed.price_monthly, listed.price_yearly]).toEqual([2, 20]);
    expect(listed.features.find((f: { key: string }) => f.key === 'exams_per_month').value_label).toBe('25');
    expect((await examAllowance(t.app.database.db, basicUser.id)).examsPerMonth).toBe(25);
    // Stripe: new prices took the lookup keys; the old ones stay for the subscriptions on them.
    const keyed = [...stripe.prices.values()].filter((p) => p.lookup_key === 'tasreef_basic_monthly' || p.lookup_key === 'tasreef_basic_yearly');
    expect(keyed.map((p) => p.unit_amount).sort((a, b) => Number(a) - Number(b))).toEqual([200, 2000]);
    expect((stripe.subscriptions.get(basicUser.sub)!.items as { data: Array<{ price: { unit_amount: number } }> }).data[0]!.price.unit_amount).toBe(100);
    // Bad values are refused field by field; the Free plan has no price; an unknown plan is a 404.
    const bad = await call('PATCH', '/admin/plans/basic', {
      token: admin.token,
      body: { features: [{ key: 'exams_per_month', value: { kind: 'amount', amount: -1, unit: 'count' } }] },
    });
    expect(bad.statusCode).toBe(422);
    const free = await call('PATCH', '/admin/plans/free', { token: admin.token, body: { price_monthly: 5 } });
    expect(errorOf(free).error.details).toEqual([{ path: 'price_monthly', issue: 'The Free plan has no price' }]);
    expect((await call('PATCH', '/admin/plans/gold', { token: admin.token, body: { price_monthly: 5 } })).statusCode).toBe(404);
    const [entry] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ event: 'plan_catalogue_changed', meta: { plan: 'basic', price_monthly: 2, features: ['exams_per_month'], reason: 'New prices 2027' } });
  });

  it('Stripe refusing or unreachable is a localized 503, not its message', async () => {
    const who = await subscribed('pro');
    stripe.subscriptions.delete(who.sub);
    const res = await call('POST', '/billing/subscription/cancel', { token: who.token, locale: 'ar' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).error.code).toBe('service_unavailable');
    expect(res.body).not.toMatch(/No such subscription/);
  });

  it('the subscriptions table keeps one row per Stripe subscription', async () => {
    const rows = await t.app.database.db.select().from(subscriptions);
    expect(new Set(rows.map((r) => r.stripeSubscriptionId)).size).toBe(rows.length);
  });
});

describe('payments off', () => {
  it('without STRIPE_* the status says so, checkout answers 409 payments_off, invoices are empty', async () => {
    const off = await createTestApp();
    try {
      const plain = caller(off.app);
      expect(off.config.stripe).toBeNull();
      expect((await plain('GET', '/billing/availability')).json().data).toEqual({ payments_enabled: false });
      // A webhook call has nothing to verify against.
      const hook = await off.app.inject({ method: 'POST', url: '/api/v1/en/billing/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(hook.statusCode).toBe(409);
      expect(errorOf(hook).error.code).toBe('payments_off');
      const anonymous = await plain('POST', '/billing/checkout', { body: { plan: 'pro', period: 'monthly' } });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await off.cleanup();
    }
  });

  it('the form parser reads Stripe’s nested parameters', () => {
    expect(parseForm('line_items[0][price]=p_1&line_items[0][quantity]=1&metadata[user_id]=u&preferred_locales[0]=ar')).toEqual({
      line_items: [{ price: 'p_1', quantity: '1' }],
      metadata: { user_id: 'u' },
      preferred_locales: ['ar'],
    });
  });
});
