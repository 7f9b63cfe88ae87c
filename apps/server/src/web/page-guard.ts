import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@tasreef/contracts';
import { authText, type AnyMessageKey } from '@tasreef/contracts/auth';
import { sentFromOwnPages } from '../http/origin.ts';

/**
 * The server's one check of state-changing page requests (POST, PUT, PATCH, DELETE handed to
 * React Router), before any action runs: resource routes such as `/{locale}/auth/logout` get no
 * Origin check from React Router, so none of them relies on it (ADR 0016).
 */
export interface PageRefusal {
  status: 403 | 415;
  reason: 'foreign_origin' | 'not_a_form';
  key: AnyMessageKey;
}

/** What HTML forms and React Router's `<Form>` send; every page action reads `request.formData()`. */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export function pageRefusal(request: FastifyRequest, trustedOrigins: readonly string[]): PageRefusal | null {
  if (!sentFromOwnPages(request, trustedOrigins)) return { status: 403, reason: 'foreign_origin', key: 'csrf_failed' };
  if (!FORM_TYPES.test(request.headers['content-type'] ?? '')) return { status: 415, reason: 'not_a_form', key: 'bad_request' };
  return null;
}

/** The locale of a page path (`/en/…`), else the visitor's Accept-Language, else Arabic. */
export function pageLocale(pathname: string, acceptLanguage: string | undefined): Locale {
  const first = /^\/([^/?#.]+)/.exec(pathname)?.[1];
  return isLocale(first) ? first : localeFromAcceptLanguage(acceptLanguage, DEFAULT_LOCALE);
}

/**
 * Answers a refused page request in the visitor's language: a small HTML page for a browser
 * (the React Router error page would need a route to render it, and a resource route has none),
 * the API's error shape otherwise.
 */
export function sendPageRefusal(request: FastifyRequest, reply: FastifyReply, refusal: PageRefusal, pathname: string) {
  const locale = pageLocale(pathname, request.headers['accept-language']);
  const message = authText(locale, refusal.key);
  request.log.info({ status: refusal.status, reason: refusal.reason }, 'page request refused');
  reply.code(refusal.status).header('cache-control', 'no-store');
  if (!/text\/html/.test(request.headers.accept ?? '')) {
    return reply.type('application/json; charset=utf-8').send({ error: { code: refusal.reason, message, details: [] }, message });
  }
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${refusal.status}</title></head><body><main><h1>${refusal.status}</h1><p>${message}</p></main></body></html>\n`,
    );
}
