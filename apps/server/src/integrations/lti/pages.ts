import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate, type MessageKey, type MessageParams } from '@tasreef/contracts';
import { escapeHtml } from '@tasreef/contracts/html';

/**
 * The few pages the tool answers itself, inside the LMS's frame or window: why a launch or a
 * registration failed, that a registration is done, and the auto-posting form of a deep-linking
 * answer. Every text is from the one catalog, in Arabic and in English on the same page (the LMS
 * user's language is not known before the launch is verified).
 */
const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;line-height:1.7;color:#1b1f23}main{max-width:40rem;margin:2rem auto;padding-inline:1.25rem}' +
  'section{padding-block:.5rem}section[lang=ar]{font-family:"Noto Naskh Arabic","Amiri",system-ui,sans-serif}';

function page(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params: MessageParams, extra = ''): FastifyReply {
  const block = (l: 'ar' | 'en') => `<section lang="${l}" dir="${l === 'ar' ? 'rtl' : 'ltr'}"><p>${escapeHtml(translate(l, key, params))}</p></section>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Tasreef · تصريف</title><style>${STYLE}</style></head><body><main>${block('ar')}${block('en')}</main>${extra}</body></html>\n`,
    );
}

/** A refused launch or registration: the reason, in both languages, with the error's status. */
export function failurePage(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, params: MessageParams = {}): FastifyReply {
  request.log.info({ status, key }, 'lti request refused');
  return page(request, reply, status, key, params);
}

/** The end of a dynamic registration: the LMS closes its window on this message (LTI DR 1.0, 3.6). */
export function registeredPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const script = `<script nonce="${request.cspNonce}">(window.opener||window.parent).postMessage({subject:'org.imsglobal.lti.close'},'*');</script>`;
  return page(request, reply, 200, 'lti_registration_done', {}, script);
}

/** Posts `fields` to `action` (another origin: the LMS), at once, the way LTI messages travel. */
export function autoPostPage(request: FastifyRequest, reply: FastifyReply, action: string, fields: Record<string, string>): FastifyReply {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const origin = new URL(action).origin;
  // this page alone may send its form to the LMS
  const csp = String(reply.getHeader('content-security-policy') ?? '').replace("form-action 'self'", `form-action 'self' ${origin}`);
  return reply
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>Tasreef</title></head><body>` +
        `<form id="lti" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form>` +
        `<script nonce="${request.cspNonce}">document.getElementById('lti').submit();</script></body></html>\n`,
    );
}
