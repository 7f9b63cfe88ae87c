import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, dirOf, isLocale, localeFromAcceptLanguage, translate, type ErrorCode, type Locale, type MessageKey } from '@tasreef/contracts';
import { errorBody } from '../http/errors.ts';
import { sentFromOwnPages } from '../http/origin.ts';

/**
 * The server's one check of state-changing page requests (POST, PUT, PATCH, DELETE handed to
 * React Router), before any action runs: resource routes get no Origin check from React Router, so
 * none of them relies on it (ADR 0016). A post with none of the headers passes here; sign-out
 * requires the session's CSRF token in its form besides (routes/auth/logout.tsx).
 */
export interface PageRefusal {
  status: 403 | 415;
  reason: 'foreign_origin' | 'not_a_form';
  /** The API's code for the same refusal (ADR 0003). */
  code: ErrorCode;
  key: MessageKey;
}

/** What HTML forms and React Router's `<Form>` send; every page action reads `request.formData()`. */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export function pageRefusal(request: FastifyRequest, trustedOrigins: readonly string[]): PageRefusal | null {
  if (!sentFromOwnPages(request, trustedOrigins)) return { status: 403, reason: 'foreign_origin', code: 'forbidden', key: 'csrf_failed' };
  if (!FORM_TYPES.test(request.headers['content-type'] ?? '')) return { status: 415, reason: 'not_a_form', code: 'unsupported_media_type', key: 'bad_request' };
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
  const message = translate(locale, refusal.key);
  request.log.info({ status: refusal.status, reason: refusal.reason }, 'page request refused');
  reply.code(refusal.status).header('cache-control', 'no-store');
  if (!/text\/html/.test(request.headers.accept ?? '')) {
    return reply.type('application/json; charset=utf-8').send(errorBody(locale, refusal.code, refusal.key));
  }
  // Self-contained (no stylesheet to fetch): the site's colours and fonts, logical properties only.
  const style =
    'body{margin:0;font-family:"Noto Naskh Arabic","Amiri",system-ui,sans-serif;line-height:1.7;background:#fff;color:#1b1f23}' +
    'main{max-width:36rem;margin-block:15vh;margin-inline:auto;padding-inline:1.25rem}h1{font-size:3rem;margin:0;color:#0b5d4b}' +
    'p{font-size:1.15rem}a{color:#0b5d4b;font-weight:600}html[lang=en] body{font-family:system-ui,sans-serif}';
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${refusal.status} · ${message}</title><style>${style}</style></head><body><main><h1><bdi>${refusal.status}</bdi></h1><p>${message}</p>` +
        `<p><a href="/${locale}">${translate(locale, 'back_home')}</a></p></main></body></html>\n`,
    );
}
