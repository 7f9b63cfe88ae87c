import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex, safeEqual } from '../../http/signing.ts';

/**
 * Pages the LMS frames (ADR 0084): every answer says `frame-ancestors 'none'` and `X-Frame-Options:
 * SAMEORIGIN`, except in a browser that came through a launch: the launch leaves a signed cookie
 * naming the origins of that connection's platform (its issuer, its authorization endpoint, the
 * launch's return URL), and those origins alone may frame the app's answers to that browser.
 */
export const FRAME_COOKIE = 'lti_frame';

const originOf = (url: string | null): string | null => {
  if (!url || !URL.canParse(url)) return null;
  const u = new URL(url);
  return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
};

export function frameCookie(secretKey: string, urls: ReadonlyArray<string | null>, options: CookieSerializeOptions): [string, string, CookieSerializeOptions] {
  const origins = [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].join(' ');
  return [FRAME_COOKIE, `${origins}|${hmacHex(secretKey, `lti-frame:${origins}`)}`, { ...options, httpOnly: true }];
}

/** The origins a signed frame cookie names, or null (none, or not ours). */
export function frameOrigins(secretKey: string, value: string | undefined): string | null {
  if (!value) return null;
  const cut = value.lastIndexOf('|');
  if (cut <= 0) return null;
  const origins = value.slice(0, cut);
  if (!safeEqual(value.slice(cut + 1), hmacHex(secretKey, `lti-frame:${origins}`))) return null;
  // origins only: nothing else can reach the header
  return origins.split(' ').every((o) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(o)) ? origins : null;
}

/** The onSend hook that lets the connection's platform frame the answer (app.ts). */
export function allowLmsFrame(secretKey: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origins = frameOrigins(secretKey, request.cookies?.[FRAME_COOKIE]);
    if (!origins) return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${origins}`));
    reply.removeHeader('x-frame-options');
  };
}
