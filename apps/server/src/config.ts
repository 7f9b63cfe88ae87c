import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@tasreef/lexicon/paths';
import { z } from 'zod';

/** The repository root; relative paths in the environment start here. */
export { REPO_ROOT };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const looseEmail = /^[^\s@<>]+@[^\s@<>]+$/;
const mailbox = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.preprocess(blankToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().regex(mailbox, 'must be an address or "Name <address>"').default('Tasreef <no-reply@localhost>')),
  CONTACT_EMAIL: z.preprocess(blankToUndefined, z.string().regex(looseEmail, 'must be an email address').default('team@localhost')),
  SECRET_KEY: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LEXICON_DIR: z.preprocess(blankToUndefined, z.string().default('../shared/lexicon')),
  // Built lexicon artifacts, shared by every process and test (never a test's own DATA_DIR).
  LEXICON_CACHE_DIR: z.preprocess(blankToUndefined, z.string().default('data/lexicon')),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('false')),
  RATE_LIMIT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(300)),
  // Requests a minute of one API key (ADR 0083), beside the per-address limit above.
  API_KEY_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(600)),
  // Tests only: webhooks may go to loopback addresses (their receiver runs there). Refused in production.
  WEBHOOKS_ALLOW_LOOPBACK: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  // PostgreSQL connections of one app server: each autosave commits on its own, so a class answering
  // at once waits for a free connection when there are too few (ADR 0059); PostgreSQL's own limit is 100.
  DATABASE_POOL_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(90).default(10)),
  // Sign-in with Google (OpenID Connect) and Facebook (OAuth 2): off unless id and secret are set.
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  FACEBOOK_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_ISSUER: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  // Payments (Stripe): off unless both are set. STRIPE_API_BASE points the SDK at another server
  // (the tests' local one); GRACE_DAYS: how long a subscription whose payment failed keeps its plan.
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  STRIPE_API_BASE: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  BILLING_GRACE_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(60).default(7)),
  // Addresses whose verified account becomes an administrator at verification or sign-in.
  ADMIN_EMAILS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(looseEmail, 'must be a comma-separated list of email addresses'))),
  ),
});

/** One sign-in provider's client settings (`issuer` null: the provider's own). */
export interface OAuthProviderSettings {
  clientId: string;
  clientSecret: string;
  issuer: string | null;
}

/** Stripe's settings; `apiBase` null: Stripe's own API. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | null;
}

export type TrustProxy = boolean | number | string;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** `null`: the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  /** Connections of the PostgreSQL pool (ignored by the embedded database). */
  databasePoolMax: number;
  publicUrl: string;
  /** `null` (never in production): mail goes to the development outbox (`/dev/outbox`, loopback only). */
  smtpUrl: string | null;
  mailFrom: string;
  contactEmail: string;
  /** Absent only outside production; `resolveSecretKey` then reads or creates `${dataDir}/secret.key`. */
  secretKey: string | null;
  lexiconDir: string;
  /** Where the built lexicon and forms index are cached (stamped by their sources). */
  lexiconCacheDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  rateLimitMax: number;
  /** Requests a minute of one API key. */
  apiKeyRateLimit: number;
  /** Webhooks may be sent to loopback addresses (tests' receivers); never true in production. */
  webhooksAllowLoopback: boolean;
  oauth: { google: OAuthProviderSettings | null; facebook: OAuthProviderSettings | null };
  /** null: payments are off (administrators still grant plans by hand). */
  stripe: StripeSettings | null;
  /** Days a past_due subscription keeps its plan (with a banner) before falling back to Free. */
  billingGraceDays: number;
  /** ADMIN_EMAILS, lower-cased: these accounts get the admin role when verified or signing in. */
  adminEmails: string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: Array<{ variable: string; problem: string }>) {
    super(`Invalid configuration: ${problems.map((p) => `${p.variable} ${p.problem}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(v) || /^(loopback|linklocal|uniquelocal)(,|$)/.test(v)) return v;
  throw new ConfigError([{ variable: 'TRUST_PROXY', problem: 'must be true, false, a number of hops or a list of addresses' }]);
}

/** Parses the environment (pure: no file or network access). A bad value throws a `ConfigError` naming it. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), problem: issue.message })));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SECRET_KEY) {
    throw new ConfigError([{ variable: 'SECRET_KEY', problem: 'is required in production (at least 32 characters)' }]);
  }
  // Without a transport, mail (codes included) would wait in the development outbox: never in production.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError([{ variable: 'SMTP_URL', problem: 'is required in production (smtp://user:pass@host:port): codes and links must be sent, not kept' }]);
  }
  // The SSRF guard's one hole is for the tests' loopback receiver: a production server never has it.
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_LOOPBACK === 'true') {
    throw new ConfigError([{ variable: 'WEBHOOKS_ALLOW_LOOPBACK', problem: 'is for tests only and refused in production' }]);
  }
  const provider = (prefix: 'GOOGLE' | 'FACEBOOK'): OAuthProviderSettings | null => {
    const clientId = e[`${prefix}_CLIENT_ID`];
    const clientSecret = e[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) return null;
    if (!clientId || !clientSecret) {
      throw new ConfigError([
        { variable: `${prefix}_${clientId ? 'CLIENT_SECRET' : 'CLIENT_ID'}`, problem: `is required when ${prefix}_${clientId ? 'CLIENT_ID' : 'CLIENT_SECRET'} is set` },
      ]);
    }
    return { clientId, clientSecret, issuer: e[`${prefix}_ISSUER`] ?? null };
  };
  const oauth = { google: provider('GOOGLE'), facebook: provider('FACEBOOK') };
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError([{ variable: missing, problem: `is required when ${missing === 'STRIPE_SECRET_KEY' ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'} is set` }]);
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE ?? null } : null;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    secretKey: e.SECRET_KEY ?? null,
    lexiconDir: path.resolve(REPO_ROOT, e.LEXICON_DIR),
    lexiconCacheDir: path.resolve(REPO_ROOT, e.LEXICON_CACHE_DIR),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK === 'true',
    oauth,
    stripe,
    billingGraceDays: e.BILLING_GRACE_DAYS,
    adminEmails: e.ADMIN_EMAILS,
  };
}

/** The signing key: SECRET_KEY, else (outside production) a random key kept in `${dataDir}/secret.key`. */
export function resolveSecretKey(config: Config): string {
  if (config.secretKey) return config.secretKey;
  if (config.nodeEnv === 'production') throw new ConfigError([{ variable: 'SECRET_KEY', problem: 'is required in production' }]);
  const file = path.join(config.dataDir, 'secret.key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
