import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import { dataEnvelope, listEnvelope, planSchema, translate, type MessageKey, plainText } from '@tasreef/contracts';
import {
  allowanceSchema,
  adminPlanUpdateSchema,
  adminSubscriptionSchema,
  adminSubscriptionsQuerySchema,
  billingStatusSchema,
  changePlanRequestSchema,
  checkoutRequestSchema,
  invoiceSchema,
  redirectSchema,
} from '@tasreef/contracts/billing';
import { authed, requestMeta, requireAdmin, requireVerified } from '../http/guards.ts';
import { audit } from '../lib/audit.ts';
import { users } from '../db/accounts.ts';
import { subscriptions } from '../db/billing.ts';
import { planFeatures, plans } from '../db/schema.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { listPlans } from './routes.ts';
import { Billing } from './service.ts';
import { renderReceiptPdf } from './receipt-document.ts';
import { attachment } from '../http/attachment.ts';
import { label } from '../lib/pdf/labels.ts';
import { allowanceOf } from '../entitlements/allowance.ts';
import { errorResponses, localeParams } from '../http/route-schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Built with the app's services (app.ts); its sweep is a job of jobs/plugin.ts. */
    billing: Billing;
  }
}

const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
const messageSchema = z.object({ message: z.string() });

/** Checkout, my subscription, my payments, the customer portal, and Stripe's webhook. */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  const billing = app.billing;

  // Stripe unreachable or refusing is a 503 of the one error handler (http/errors.ts), never Stripe's text.

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const account = (request: Parameters<typeof authed>[0], locale: 'ar' | 'en') => {
    const user = authed(request).user;
    return { id: user.id, email: user.email, fullName: user.fullName, locale };
  };

  r.get('/billing/availability', {
    schema: {
      summary: 'Whether plans can be bought online (the prices page)',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(z.object({ payments_enabled: z.boolean() })) },
    },
    handler: async () => ({ data: { payments_enabled: billing.enabled } }),
  });

  r.get('/billing/subscription', {
    schema: {
      summary: 'My plan and subscription (state, period, renewal or end date, grace period)',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(billingStatusSchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({ data: await billing.status(authed(request).user.id, request.params.locale) }),
  });

  r.get('/billing/allowance', {
    schema: {
      summary: 'What the plan that covers me allows, and how much of each count is left (teachers, exams this month, bank questions)',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(allowanceSchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({ data: await allowanceOf(app.db, authed(request).user, app.clock(), request.params.locale) }),
  });

  r.post('/billing/checkout', {
    schema: {
      summary: 'A Stripe Checkout page for a paid plan, monthly or yearly',
      tags,
      params: localeParams,
      body: checkoutRequestSchema,
      response: { 200: dataEnvelope(redirectSchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({ data: { url: await billing.checkout(account(request, request.params.locale), request.body, request.params.locale) } }),
  });

  r.post('/billing/subscription/plan', {
    schema: {
      summary: 'Change plan: a bigger one at once (prorated), a smaller one at the end of the period',
      tags,
      params: localeParams,
      body: changePlanRequestSchema,
      response: { 200: dataEnvelope(messageSchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({ data: { message: await billing.changePlan(authed(request).user.id, request.body, request.params.locale) } }),
  });

  r.post('/billing/subscription/cancel', {
    schema: { summary: 'Cancel at the end of the period', tags, params: localeParams, response: { 200: dataEnvelope(messageSchema), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => ({ data: { message: await billing.setCancel(authed(request).user.id, true, request.params.locale) } }),
  });

  r.post('/billing/subscription/resume', {
    schema: { summary: 'Take back a cancellation before the period ends', tags, params: localeParams, response: { 200: dataEnvelope(messageSchema), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => ({ data: { message: await billing.setCancel(authed(request).user.id, false, request.params.locale) } }),
  });

  r.post('/billing/portal', {
    schema: { summary: "Stripe's customer portal (cards, invoices)", tags, params: localeParams, response: { 200: dataEnvelope(redirectSchema), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => ({ data: { url: await billing.portal(authed(request).user.id, request.params.locale) } }),
  });

  r.get('/billing/invoices', {
    schema: { summary: 'My payments: invoices, newest first', tags, params: localeParams, response: { 200: dataEnvelope(z.array(invoiceSchema)), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => ({ data: await billing.invoices(authed(request).user.id) }),
  });

  r.get('/billing/invoices/:invoiceId/receipt', {
    schema: {
      summary: 'A paid invoice’s receipt as a PDF in the request’s language (the account’s own invoices only)',
      tags,
      params: localeParams.extend({ invoiceId: z.string().regex(/^in_[A-Za-z0-9]{1,250}$/, { error: 'not_found' }) }),
      response: { 200: z.string().describe('The receipt (application/pdf), a download'), ...errors },
    },
    preHandler: requireVerified,
    // Each receipt is a call to Stripe and a PDF: a few a minute per caller.
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale, invoiceId } = request.params;
      const user = authed(request).user;
      const receipt = await billing.receipt(user.id, invoiceId, locale);
      const pdf = await renderReceiptPdf(receipt, { locale, timeZone: user.timeZone ?? null });
      const ascii = `receipt-${receipt.number.replace(/[^A-Za-z0-9-]+/g, '') || 'tasreef'}`;
      // the bytes as they are (the 200 schema only describes them; no serializer runs on a Buffer)
      return (reply as unknown as FastifyReply)
        .code(200)
        .type('application/pdf')
        .header('content-disposition', attachment(`${label(locale, 'receipt')} ${receipt.number}`, 'pdf', ascii))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  r.get('/admin/subscriptions', {
    schema: {
      summary: 'Every subscription, latest change first (administrators)',
      tags: ['admin', ...tags],
      params: localeParams,
      querystring: adminSubscriptionsQuerySchema,
      response: { 200: listEnvelope(adminSubscriptionSchema), ...errors },
    },
    preHandler: requireAdmin,
    handler: async (request) => {
      const PER_PAGE = 50;
      const { page } = request.query;
      const db = app.db;
      const [rows, [total]] = await Promise.all([
        db
          .select({ s: subscriptions, email: users.email, fullName: users.fullName, accountPlan: users.planCode })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE),
        db.select({ n: sql<number>`count(*)::int` }).from(subscriptions),
      ]);
      return {
        data: rows.map(({ s, email, fullName, accountPlan }) => ({
          user: { id: s.userId, email, full_name: fullName },
          account_plan: accountPlan,
          plan_code: s.planCode,
          period: s.period,
          status: s.status,
          current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: s.cancelAtPeriodEnd,
          past_due_since: s.pastDueSince?.toISOString() ?? null,
          updated_at: s.updatedAt.toISOString(),
        })),
        meta: { page, per_page: PER_PAGE, total: total?.n ?? 0 },
      };
    },
  });

  r.patch('/admin/plans/:code', {
    schema: {
      summary: "Change a plan of the catalogue: its price and feature values (the prices page and the limits follow at once; Stripe's prices are synced)",
      tags: ['admin', ...tags],
      params: localeParams.extend({ code: plainText(z.string().max(40)) }),
      body: adminPlanUpdateSchema,
      response: { 200: dataEnvelope(z.object({ plan: planSchema, message: z.string() })), ...errors },
    },
    preHandler: requireAdmin,
    handler: async (request) => {
      const { code, locale } = request.params;
      const body = request.body;
      const db = app.db;
      const [plan] = await db.select().from(plans).where(eq(plans.code, code));
      if (!plan) throw new AppError('not_found', 404, 'not_found');
      if (body.price_monthly !== undefined && plan.priceMonthly === 0 && body.price_monthly !== 0) throw fieldError('price_monthly', 'billing_free_price');
      const now = app.clock();
      const priceChanged = body.price_monthly !== undefined && body.price_monthly !== plan.priceMonthly;
      await db.transaction(async (tx) => {
        if (body.price_monthly !== undefined) await tx.update(plans).set({ priceMonthly: body.price_monthly, updatedAt: now }).where(eq(plans.id, plan.id));
        for (const { key, value } of body.features ?? []) {
          const row = {
            kind: value.kind,
            amount: 'amount' in value ? value.amount : null,
            unit: 'unit' in value ? value.unit : null,
            items: 'items' in value ? value.items : null,
            updatedAt: now,
          };
          const updated = await tx
            .update(planFeatures)
            .set(row)
            .where(and(eq(planFeatures.planId, plan.id), eq(planFeatures.featureKey, key)))
            .returning({ id: planFeatures.id });
          if (updated.length === 0) await tx.insert(planFeatures).values({ planId: plan.id, featureKey: key, position: 999, ...row });
        }
        await audit(tx, now, {
          event: 'plan_catalogue_changed',
          actorId: authed(request).user.id,
          meta: { plan: code, price_monthly: body.price_monthly ?? null, features: (body.features ?? []).map((f) => f.key), ...(body.reason ? { reason: body.reason } : {}) },
          request: requestMeta(request),
        });
      });
      let key: MessageKey = 'billing_catalogue_saved';
      if (priceChanged && billing.enabled) {
        try {
          await billing.syncPrices();
          key = 'billing_catalogue_synced';
        } catch (err) {
          request.log.warn({ err }, 'stripe price sync failed');
          key = 'billing_catalogue_sync_failed';
        }
      }
      const listed = (await listPlans(db, locale)).find((p) => p.code === code)!;
      return { data: { plan: listed, message: translate(locale, key) } };
    },
  });

  // Stripe's webhook: the signature covers the body byte for byte, so it is kept raw here.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    hook.withTypeProvider<ZodTypeProvider>().post('/billing/webhook', {
      schema: { summary: "Stripe's events (signed)", tags, params: localeParams, response: { 200: z.object({ received: z.literal(true), result: z.string() }), ...errors } },
      config: { rateLimit: { max: 1000, timeWindow: '1 minute' } },
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('bad_request', 400, 'billing_signature_invalid');
        const signature = request.headers['stripe-signature'];
        const result = await billing.webhook(request.body, typeof signature === 'string' ? signature : undefined, request.log);
        return { received: true as const, result };
      },
    });
  });
};
