import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import {
  dataEnvelope,
  errorBodySchema,
  newsletterChoiceResultSchema,
  newsletterChoiceSchema,
  newsletterLinkSchema,
  newsletterStatusSchema,
  translate,
  type NewsletterStatus,
} from '@tasreef/contracts';
import { newsletterSubscriptions } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { localeParams } from '../http/route-schemas.ts';

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function statusOf(email: string, row: SubscriptionRow | undefined): NewsletterStatus {
  return {
    email,
    subscribed: row?.subscribed ?? false,
    unsubscribed_at: row?.unsubscribedAt?.toISOString() ?? null,
    kept_at: row?.keptAt?.toISOString() ?? null,
  };
}

const rateLimit = { max: 20, timeWindow: '10 minutes' };

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const checkSignature = (email: string, token: string) => {
    if (!app.signer.verify(email, 'newsletter-unsubscribe', token)) throw new AppError('invalid_signature', 403);
  };

  api.get('/newsletter/status', {
    schema: {
      summary: 'Subscription state for a signed unsubscribe link',
      tags: ['newsletter'],
      params: localeParams,
      querystring: newsletterLinkSchema,
      response: { 200: dataEnvelope(newsletterStatusSchema), 403: errorBodySchema, 422: errorBodySchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      const { email, token } = request.query;
      checkSignature(email, token);
      const [row] = await app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
      return { data: statusOf(email, row) };
    },
  });

  api.post('/newsletter/unsubscribe', {
    schema: {
      summary: 'Unsubscribe from the newsletter, or keep it (signed link)',
      tags: ['newsletter'],
      params: localeParams,
      body: newsletterChoiceSchema,
      response: { 200: dataEnvelope(newsletterChoiceResultSchema), 403: errorBodySchema, 422: errorBodySchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      const { locale } = request.params;
      const { email, token, choice } = request.body;
      checkSignature(email, token);
      const unsubscribe = choice === 'unsubscribe';
      const now = new Date();
      // An address that reached us through a signed link but has no row yet still gets its choice kept.
      const [row] = await app.db
        .insert(newsletterSubscriptions)
        .values({
          email,
          locale,
          subscribed: !unsubscribe,
          unsubscribedAt: unsubscribe ? now : null,
          keptAt: unsubscribe ? null : now,
        })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: unsubscribe ? { subscribed: false, unsubscribedAt: now, updatedAt: sql`now()` } : { subscribed: true, keptAt: now, unsubscribedAt: null, updatedAt: sql`now()` },
        })
        .returning();
      return {
        data: { ...statusOf(email, row), message: translate(locale, unsubscribe ? 'newsletter_unsubscribed' : 'newsletter_kept') },
      };
    },
  });
};
