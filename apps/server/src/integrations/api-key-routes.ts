import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, translate } from '@tasreef/contracts';
import { API_KEY_SCOPES, apiKeyListSchema, apiKeySchema, createApiKeyRequestSchema, curlExampleSchema } from '@tasreef/contracts/integrations';
import { authed, requireEducator } from '../http/guards.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';
import { assertIntegrations, integrationAccess } from './access.ts';
import { createKey, listKeys, presentKey, revokeKey } from './api-keys.ts';
import { curlExamples, type OpenApiDocument } from './curl-examples.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const keyAnswer = dataEnvelope(z.object({ key: apiKeySchema, message: z.string() }));

/**
 * API keys (ADR 0083): an educator's keys, made with a name, scopes and an optional expiry, the
 * secret answered once; and the developers' page's examples. A key cannot call these routes
 * (integrations/scopes.ts): a key never makes or widens another.
 */
export const apiKeyRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const { db, clock: now } = app;

  r.get('/api-keys', {
    schema: {
      summary: 'The caller’s API keys (never their secrets), and whether their plan includes them',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(apiKeyListSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { user } = authed(request);
      const { available, upgrade } = await integrationAccess(db, user.id, request.params.locale);
      const at = now();
      return { data: { available, upgrade, keys: (await listKeys(db, user.id)).map((k) => presentKey(k, at)) } };
    },
  });

  r.post('/api-keys', {
    schema: {
      summary: 'Make an API key: a name, scopes and an optional expiry in days; the key is in this answer only',
      tags,
      params: localeParams,
      body: createApiKeyRequestSchema,
      response: { 201: dataEnvelope(z.object({ key: apiKeySchema, secret: z.string(), message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const { user } = authed(request);
      await assertIntegrations(db, user.id, locale);
      const { row, secret } = await createKey(db, user.id, request.body, now());
      reply.code(201);
      return { data: { key: presentKey(row, now()), secret, message: translate(locale, 'api_key_created') } };
    },
  });

  r.post('/api-keys/:id/revoke', {
    schema: { summary: 'Revoke an API key: it answers 401 from now on', tags, params: withId, response: { 200: keyAnswer, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      // Revoking stays open on a plan without keys: a school that left the plan still closes its doors.
      const row = await revokeKey(db, authed(request).user.id, id, now());
      return { data: { key: presentKey(row, now()), message: translate(locale, 'api_key_revoked_done') } };
    },
  });

  r.get('/developers/examples', {
    schema: {
      summary: 'The developers’ page: each operation open to API keys, its scope and a curl call, made from the OpenAPI document',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(z.object({ scopes: z.array(z.string()), examples: z.array(curlExampleSchema) })), ...errorResponses(429) },
    },
    handler: async (request) => {
      const doc = app.swagger() as OpenApiDocument;
      return { data: { scopes: [...API_KEY_SCOPES], examples: curlExamples(doc, publicUrl, request.params.locale) } };
    },
  });
};
