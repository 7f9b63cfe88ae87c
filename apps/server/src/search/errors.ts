import type { FastifyReply } from 'fastify';
import { SEARCH_MESSAGES, type SearchMessageKey } from '@tasreef/contracts/search';
import type { Locale } from '@tasreef/contracts';

/** A search error answer in the API's error shape, localized from the search catalog. */
export function sendSearchError(reply: FastifyReply, locale: Locale, status: number, code: string, key: SearchMessageKey, path?: string) {
  const text = SEARCH_MESSAGES[key][locale];
  const details = path ? [{ path, issue: text }] : [];
  const message = path ? SEARCH_MESSAGES.validation_failed[locale] : text;
  return reply.code(status).type('application/json; charset=utf-8').send({ error: { code, message, details }, message });
}
