import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, count, desc, eq } from 'drizzle-orm';
import { dataEnvelope, translate } from '@tasreef/contracts';
import { webhookDeliverySchema, webhookEndpointListSchema, webhookEndpointRequestSchema, webhookEndpointSchema, type WebhookEndpoint } from '@tasreef/contracts/integrations';
import { authed, requireEducator } from '../../http/guards.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/integrations.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses, localeParams, withId } from '../../http/route-schemas.ts';
import { assertIntegrations, integrationAccess } from '../access.ts';
import { newSecret, ROTATION_OVERLAP_MS, sealClearSecrets, type DeliveryRow, type EndpointRow } from './outbox.ts';
import { checkEndpointUrl } from '../../lib/ssrf.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);
// a bound on one event's fan-out, far above what one school's systems need
const MAX_ENDPOINTS = 100;
const secretAnswer = dataEnvelope(z.object({ endpoint: webhookEndpointSchema, secret: z.string(), message: z.string() }));
const endpointAnswer = dataEnvelope(z.object({ endpoint: webhookEndpointSchema, message: z.string() }));

const present = (e: EndpointRow, now: Date): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events,
  state: e.disabledAt ? 'disabled' : 'active',
  disabled_at: e.disabledAt?.toISOString() ?? null,
  created_at: e.createdAt.toISOString(),
  previous_secret_until: e.previousSecretUntil && e.previousSecretUntil > now ? e.previousSecretUntil.toISOString() : null,
});
const presentDelivery = (d: DeliveryRow) => ({
  id: d.id,
  message_id: d.messageId,
  event_type: d.eventType,
  status: d.status,
  tries: d.attempts,
  next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
});

/**
 * Webhook endpoints of an account (ADR 0083): added with an address checked against SSRF and the
 * events wanted, the signing secret answered once; rotated with a day of overlap; turned on again
 * after the outbox turned them off; their delivery log, and a replay of one delivery. Another
 * account's endpoint is not found (404).
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const { db, clock: now, sealer } = app;
  const allowLoopback = app.config.webhooksAllowLoopback;
  // endpoints added before the secrets were sealed are sealed once the app is ready
  app.addHook('onReady', async () => {
    await sealClearSecrets(db, sealer);
  });

  async function own(userId: string, id: string): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    if (!row) throw new AppError('not_found', 404);
    return row;
  }

  r.get('/webhooks', {
    schema: {
      summary: 'The caller’s webhook endpoints (never their secrets), and whether their plan includes them',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(webhookEndpointListSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { user } = authed(request);
      const { available, upgrade } = await integrationAccess(db, user.id, request.params.locale);
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id)).orderBy(desc(webhookEndpoints.createdAt));
      return { data: { available, upgrade, endpoints: rows.map((e) => present(e, now())) } };
    },
  });

  r.post('/webhooks', {
    schema: {
      summary: 'Add a webhook endpoint: a public address and the events it wants; its whsec_ signing secret is in this answer only',
      tags,
      params: localeParams,
      body: webhookEndpointRequestSchema,
      response: { 201: secretAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const { user } = authed(request);
      await assertIntegrations(db, user.id, locale);
      const url = await checkEndpointUrl(request.body.url, allowLoopback);
      const [held] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id));
      if ((held?.n ?? 0) >= MAX_ENDPOINTS) throw new AppError('conflict', 409, 'webhook_limit', { number: MAX_ENDPOINTS });
      const secret = newSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          userId: user.id,
          url: url.toString(),
          description: request.body.description ?? '',
          events: request.body.events,
          secret: sealer.seal(secret, user.id),
          createdAt: now(),
        })
        .returning();
      reply.code(201);
      return { data: { endpoint: present(row!, now()), secret, message: translate(locale, 'webhook_created') } };
    },
  });

  r.patch('/webhooks/:id', {
    schema: { summary: 'Change an endpoint’s address, events or note', tags, params: withId, body: webhookEndpointRequestSchema, response: { 200: endpointAnswer, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      const { user } = authed(request);
      await own(user.id, id);
      await assertIntegrations(db, user.id, locale);
      const url = await checkEndpointUrl(request.body.url, allowLoopback);
      const [row] = await db
        .update(webhookEndpoints)
        .set({ url: url.toString(), events: request.body.events, description: request.body.description ?? '' })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { data: { endpoint: present(row!, now()), message: translate(locale, 'webhook_updated') } };
    },
  });

  r.delete('/webhooks/:id', {
    schema: { summary: 'Delete an endpoint and its delivery log', tags, params: withId, response: { 200: dataEnvelope(z.object({ message: z.string() })), ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      await own(authed(request).user.id, id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return { data: { message: translate(locale, 'webhook_deleted') } };
    },
  });

  r.post('/webhooks/:id/rotate', {
    schema: { summary: 'A new signing secret; the old one keeps signing beside it for 24 hours', tags, params: withId, response: { 200: secretAnswer, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      const { user } = authed(request);
      const old = await own(user.id, id);
      await assertIntegrations(db, user.id, locale);
      const secret = newSecret();
      const [row] = await db
        .update(webhookEndpoints)
        .set({ secret: sealer.seal(secret, user.id), previousSecret: old.secret, previousSecretUntil: new Date(now().getTime() + ROTATION_OVERLAP_MS) })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { data: { endpoint: present(row!, now()), secret, message: translate(locale, 'webhook_rotated') } };
    },
  });

  r.post('/webhooks/:id/enable', {
    schema: { summary: 'Turn on again an endpoint the outbox turned off after repeated failures', tags, params: withId, response: { 200: endpointAnswer, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      const { user } = authed(request);
      await own(user.id, id);
      await assertIntegrations(db, user.id, locale);
      const [row] = await db.update(webhookEndpoints).set({ disabledAt: null, consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, id)).returning();
      return { data: { endpoint: present(row!, now()), message: translate(locale, 'webhook_enabled') } };
    },
  });

  r.get('/webhooks/:id/deliveries', {
    schema: {
      summary: 'An endpoint’s last 50 deliveries, each with its tries (time, status, the start of the answer)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(z.array(webhookDeliverySchema)), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      await own(authed(request).user.id, request.params.id);
      const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, request.params.id)).orderBy(desc(webhookDeliveries.createdAt)).limit(50);
      return { data: rows.map(presentDelivery) };
    },
  });

  r.post('/webhooks/:id/deliveries/:delivery_id/replay', {
    schema: {
      summary: 'Send a delivery again (same webhook-id, so the receiver can tell a repeat), from the outbox now',
      tags,
      params: withId.extend({ delivery_id: z.uuid({ error: 'not_found' }) }),
      response: { 200: dataEnvelope(z.object({ message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id, delivery_id } = request.params;
      const { user } = authed(request);
      const endpoint = await own(user.id, id);
      await assertIntegrations(db, user.id, locale);
      if (endpoint.disabledAt) throw new AppError('conflict', 409, 'webhook_disabled_subject');
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now(), tries: 0 })
        .where(and(eq(webhookDeliveries.id, delivery_id), eq(webhookDeliveries.endpointId, id)))
        .returning();
      if (!row) throw new AppError('not_found', 404);
      return { data: { message: translate(locale, 'webhook_replayed') } };
    },
  });
};
