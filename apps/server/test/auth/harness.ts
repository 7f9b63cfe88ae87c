import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { createTestApp } from '../helpers.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { ProviderConfig } from '../../src/auth/oauth.ts';
import type { OAuthProvider } from '@tasreef/contracts/auth';
import { Inbox } from './inbox.ts';

export interface AccountsTestApp {
  app: FastifyInstance;
  clock: ReturnType<typeof manualClock>;
  inbox: Inbox;
  cleanup(): Promise<void>;
}

/** The app on a fresh database, mail to a real SMTP server, and a clock the test moves. */
export async function createAccountsTestApp(
  opts: {
    start?: Date;
    providers?: Partial<Record<OAuthProvider, ProviderConfig>>;
    env?: Record<string, string>;
    evenAnswerMs?: number;
    /** Where the log goes (with env LOG_LEVEL), for tests that read it. */
    logStream?: DestinationStream;
    /** The bounds of a OneRoster REST pull (the tests' service is small and quick). */
    oneRosterLimits?: BuildAppOptions['oneRosterLimits'];
  } = {},
): Promise<AccountsTestApp> {
  const inbox = await new Inbox().start();
  const clock = manualClock(opts.start ?? new Date());
  const t = await createTestApp({
    env: { SMTP_URL: inbox.url, ...opts.env },
    // No time floor on the answers that hide which addresses have accounts, but in the tests of it.
    options: {
      mail: { pollIntervalMs: 50, retryBaseMs: 10 },
      now: clock,
      oauthProviders: opts.providers ?? {},
      evenAnswerMs: opts.evenAnswerMs ?? 0,
      attemptSweepMs: 0,
      // the webhook outbox is run by the tests that need it (deliverDue), never on a timer
      webhookPollMs: 0,
      // live sessions' streams are told of changes by the routes; no tick re-reads them behind a test's back
      liveTickMs: 0,
      logStream: opts.logStream,
      oneRosterLimits: opts.oneRosterLimits,
    },
  });
  return {
    app: t.app,
    clock,
    inbox,
    async cleanup() {
      await t.cleanup();
      await inbox.stop();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  locale?: 'ar' | 'en';
}

/** `inject` into `/api/v1/{locale}{path}` with a JSON body, a bearer token or cookies. */
export function caller(app: FastifyInstance) {
  return (method: InjectOptions['method'], path: string, o: CallOptions = {}): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    return app.inject({
      method,
      url: `/api/v1/${o.locale ?? 'en'}${path}`,
      headers,
      cookies: o.cookies,
      remoteAddress: o.ip ?? '203.0.113.7',
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  };
}

export function cookiesOf(res: LightMyRequestResponse): Record<string, { value: string; httpOnly?: boolean; maxAge?: number }> {
  const out: Record<string, { value: string; httpOnly?: boolean; maxAge?: number }> = {};
  for (const c of res.cookies as Array<{ name: string; value: string; httpOnly?: boolean; maxAge?: number }>) out[c.name] = c;
  return out;
}

export interface ErrorAnswer {
  error: { code: string; message: string; details: Array<{ path: string; issue: string }> };
  message: string;
}
export const errorOf = (res: LightMyRequestResponse) => res.json() as ErrorAnswer;
export const issueOf = (res: LightMyRequestResponse, path: string) => errorOf(res).error.details.find((d) => d.path === path)?.issue;

let counter = 0;
/** A fresh address for each account a test makes. */
export const freshEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++counter}@example.test`;

export const PASSWORD = 'Secret1!a';

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return { full_name: 'Layla Haddad', email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'student', ...extra };
}

let ipSeq = 0;
/** A fresh client address, so one test's per-address limits do not touch another's. */
export const nextIp = () => `100.64.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

/** Registers and verifies an account; returns its email, token and id. */
export async function signUp(t: AccountsTestApp, extra: Record<string, unknown> = {}): Promise<{ email: string; token: string; id: string }> {
  const call = caller(t.app);
  const email = freshEmail(String(extra.role ?? 'user'));
  const ip = nextIp();
  const res = await call('POST', '/auth/register', { body: registration(email, extra), ip });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const token = res.json().data.authorization.token as string;
  const code = await t.inbox.code(email);
  const verified = await call('POST', '/auth/verify-email', { body: { email, verification_code: code }, ip });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const account = await call('GET', '/account', { token });
  return { email, token, id: account.json().data.id as string };
}
