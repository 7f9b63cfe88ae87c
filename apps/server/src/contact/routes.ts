import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, contactSchema, errorBodySchema, messageDataSchema, translate } from '@tasreef/contracts';
import { contactMessages } from '../db/schema.ts';
import { contactNotification } from './mail.ts';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post('/contact', {
    schema: {
      summary: 'Send a message to the team (contact form)',
      tags: ['contact'],
      params: z.object({ locale: z.enum(LOCALES) }),
      body: contactSchema,
      response: { 200: messageDataSchema, 422: errorBodySchema, 429: errorBodySchema },
    },
    // Strict: a person sends a few messages; a script sends many.
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const { locale } = request.params;
      const contact = request.body;
      const answer = { data: { message: translate(locale, 'contact_sent') } };
      // Honeypot filled: answer like a success so the robot learns nothing, keep nothing.
      if (contact.website && contact.website.trim() !== '') {
        request.log.info('contact honeypot filled; message dropped');
        return answer;
      }
      await app.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          inquiryType: contact.inquiry_type,
          businessType: contact.business_type,
          numberOfUsers: contact.number_of_users ?? null,
          name: contact.name,
          email: contact.email,
          message: contact.message,
          locale,
        });
        await app.mailer.enqueue(contactNotification(contact, locale, app.config.contactEmail), tx);
      });
      app.mailer.kick();
      return answer;
    },
  });
};
