import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Locale } from '@tasreef/contracts';
import { escapeHtml } from '@tasreef/contracts/html';
import type { Db } from '../../db/client.ts';
import { exams } from '../../db/exams.ts';
import { ltiConnections } from '../../db/lti.ts';
import { AppError } from '../../http/errors.ts';
import { hmacHex, safeEqual } from '../../http/signing.ts';
import { CLAIM } from './claims.ts';
import type { Launch } from './launch.ts';
import { autoPostPage } from './pages.ts';
import { signAsTool } from './tool-keys.ts';

/**
 * Deep Linking 2.0 (ADR 0084): an instructor's LtiDeepLinkingRequest shows the school's published
 * exams; the one picked goes back to the LMS as an LtiResourceLink content item (custom `exam_id`,
 * a line item of 100 points so the LMS makes a gradebook column) in an LtiDeepLinkingResponse
 * signed with the tool's key. What the pick needs from the launch travels in a signed, 30-minute
 * ticket, so the page holds no state of its own.
 */
const TICKET_TTL_MS = 30 * 60_000;

interface Ticket {
  connectionId: string;
  deploymentId: string;
  returnUrl: string;
  data: string | null;
  until: number;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
function ticketOf(secretKey: string, t: Ticket): string {
  const body = b64(JSON.stringify(t));
  return `${body}.${hmacHex(secretKey, `lti-deep-link:${body}`)}`;
}
function readTicket(secretKey: string, value: unknown, now: Date): Ticket {
  const invalid = new AppError('bad_request', 400, 'lti_deep_link_invalid');
  if (typeof value !== 'string') throw invalid;
  const [body, mac] = value.split('.');
  if (!body || !mac || !safeEqual(mac, hmacHex(secretKey, `lti-deep-link:${body}`))) throw invalid;
  const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Ticket;
  if (t.until <= now.getTime()) throw invalid;
  return t;
}

interface Deps {
  db: Db;
  now: () => Date;
  secretKey: string;
}

/** The instructor's choice of exam, inside the LMS's frame. */
export async function deepLinkingPage(request: FastifyRequest, reply: FastifyReply, deps: Deps, launch: Launch, locale: Locale): Promise<FastifyReply> {
  const settings = (launch.claims[CLAIM.deepLinkingSettings] ?? {}) as { deep_link_return_url?: unknown; data?: unknown };
  if (typeof settings.deep_link_return_url !== 'string' || !URL.canParse(settings.deep_link_return_url)) throw new AppError('bad_request', 400, 'lti_deep_link_invalid');
  const ticket = ticketOf(deps.secretKey, {
    connectionId: launch.connection.id,
    deploymentId: launch.deploymentId,
    returnUrl: settings.deep_link_return_url,
    data: typeof settings.data === 'string' ? settings.data : null,
    until: deps.now().getTime() + TICKET_TTL_MS,
  });
  const list = await deps.db
    .select({ id: exams.id, title: exams.title })
    .from(exams)
    .where(and(eq(exams.organizationId, launch.connection.organizationId), eq(exams.status, 'published')))
    .orderBy(desc(exams.createdAt))
    .limit(200);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const items = list
    .map(
      (e) =>
        `<li><form method="post" action="/lti/deep-link"><input type="hidden" name="ticket" value="${escapeHtml(ticket)}">` +
        `<input type="hidden" name="exam_id" value="${e.id}"><button data-exam="${e.id}">${escapeHtml(e.title)}</button></form></li>`,
    )
    .join('');
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>Tasreef</title></head><body><main>` +
        `<h1>${escapeHtml(translate(locale, 'lti_deep_link_choose'))}</h1><ul>${items}</ul></main></body></html>\n`,
    );
}

/** `POST /lti/deep-link`: the exam picked, answered to the LMS as a signed LtiDeepLinkingResponse. */
export async function answerDeepLink(request: FastifyRequest, reply: FastifyReply, deps: Deps, launchUrl: string): Promise<FastifyReply> {
  const form = (request.body ?? {}) as { ticket?: string; exam_id?: string };
  const now = deps.now();
  const ticket = readTicket(deps.secretKey, form.ticket, now);
  const [connection] = await deps.db.select().from(ltiConnections).where(eq(ltiConnections.id, ticket.connectionId));
  if (!connection?.issuer || !connection.clientId) throw new AppError('bad_request', 400, 'lti_deep_link_invalid');
  const examId = typeof form.exam_id === 'string' && /^[0-9a-f-]{36}$/i.test(form.exam_id) ? form.exam_id : null;
  const [exam] = examId
    ? await deps.db
        .select({ id: exams.id, title: exams.title })
        .from(exams)
        .where(and(eq(exams.id, examId), eq(exams.organizationId, connection.organizationId), eq(exams.status, 'published')))
    : [];
  if (!exam) throw new AppError('not_found', 404, 'lti_exam_unknown');
  const jwt = await signAsTool(deps.db, now, {
    iss: connection.clientId,
    aud: connection.issuer,
    nonce: randomBytes(16).toString('base64url'),
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: ticket.deploymentId,
    ...(ticket.data === null ? {} : { [CLAIM.deepLinkingData]: ticket.data }),
    [CLAIM.contentItems]: [
      {
        type: 'ltiResourceLink',
        title: exam.title,
        url: launchUrl,
        custom: { exam_id: exam.id },
        lineItem: { scoreMaximum: 100, label: exam.title, resourceId: exam.id },
      },
    ],
  });
  return autoPostPage(request, reply, ticket.returnUrl, { JWT: jwt });
}
