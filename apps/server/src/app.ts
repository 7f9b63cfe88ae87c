import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from './http/compression.ts';
import { isStaticFile } from './web/static-files.ts';
import { isExemptFromGlobalLimit } from './web/internal-call.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ServerBuild } from 'react-router';
import { isLocale } from '@tasreef/contracts';
import { planRoutes } from './billing/routes.ts';
import { REPO_ROOT, resolveSecretKey, type Config } from './config.ts';
import { contactRoutes } from './contact/routes.ts';
import type { Database, Db } from './db/client.ts';
import { databasePlugin } from './db/plugin.ts';
import { devOutboxRoutes } from './dev/outbox.ts';
import { healthRoutes } from './health/routes.ts';
import { accountsPlugin, type AccountsPluginOptions } from './auth/plugin.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { randomSeeds, type SeedSource } from './lib/seeds.ts';
import { createSealer, type Sealer } from './lib/sealer.ts';
import { adminRoutes } from './admin/routes.ts';
import { managementRoutes } from './management/routes.ts';
import { rosterRoutes } from './roster/routes.ts';
import type { OneRosterLimits } from './roster/oneroster-rest.ts';
import { examRoutes } from './exams/routes.ts';
import { attemptRoutes } from './exams/attempt-routes.ts';
import { pdfRoutes } from './exams/pdf-routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { billingRoutes } from './billing/payment-routes.ts';
import { practiceRoutes } from './practice/routes.ts';
import { gradeRoutes } from './grades/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { apiKeyRoutes } from './integrations/api-key-routes.ts';
import { webhookRoutes } from './integrations/webhooks/routes.ts';
import { apiKeyAuthenticator } from './integrations/key-auth.ts';
import { declareKeyScope } from './integrations/scopes.ts';
import { lmsConnectionRoutes, ltiToolRoutes } from './integrations/lti/routes.ts';
import { allowLmsFrame } from './integrations/lti/frame.ts';
import { Billing } from './billing/service.ts';
import { stripeClient } from './billing/stripe-client.ts';
import { AppError, errorHandler, notFoundHandler } from './http/errors.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { drainUnreadBody } from './http/early-answer.ts';
import { noStoreForPersonalApi } from './http/no-store.ts';
import { refuseControlCharactersInHeaders } from './http/header-guard.ts';
import { loggerOptions } from './http/logger.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/timeouts.ts';
import fp from 'fastify-plugin';
import { RateLimitCounts, sharedRateLimitStore } from './http/rate-limit-store.ts';
import { securityPlugin } from './http/security.ts';
import { Mailer, smtpTransport } from './mail/mailer.ts';
import { createSigner, type Signer } from './newsletter/signing.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { webPlugin } from './web/plugin.ts';
import { RenderCache } from './web/render-cache.ts';
import { lexiconPlugin } from './search/plugin.ts';
import { quranPlugin } from './quran/plugin.ts';
import { ReportCache } from './reports/cache.ts';
import { PlanCache } from './entitlements/service.ts';
import { quranRoutes } from './quran/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { conjugationRoutes, sitemapRoutes } from './conjugation/routes.ts';

export interface BuildAppOptions {
  /** Fastify logger option; default: `loggerOptions` (pino at `config.logLevel`, secrets and values redacted). */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (default: stdout); tests read the log through it. */
  logStream?: DestinationStream;
  /** Default `apps/web/build`. */
  webBuildDir?: string;
  /** A React Router build given directly (tests); `null` = act as if the build were missing. */
  webBuild?: ServerBuild | null;
  /** How long anonymous public pages are kept rendered (default: 30 s in production, off otherwise). */
  pageCacheTtlMs?: number;
  mail?: { pollIntervalMs?: number; retryBaseMs?: number };
  /** The accounts clock (codes, sessions, limits); tests pass one they can move. */
  now?: () => Date;
  /** Where generated sets' seeds come from (default random; tests pass `countingSeeds()`). */
  seeds?: SeedSource;
  /** Sign-in providers given directly (tests); default from `config.oauth`. */
  oauthProviders?: AccountsPluginOptions['providers'];
  /** A database already open, shared with another app instance (tests); not closed by this app. */
  database?: Database;
  /** The time floor of the answers that must not tell which addresses have accounts (tests lower it). */
  evenAnswerMs?: number;
  /** How often attempts past their deadline are closed (default 5 s); 0: only when they are next read (tests). */
  attemptSweepMs?: number;
  /** How often past-due grace periods are checked (default hourly); 0: never (tests call `billing.sweep`). */
  billingSweepMs?: number;
  /** How often the webhook outbox is looked at for messages due (default 2 s); 0: never (tests call `deliverDue`). */
  webhookPollMs?: number;
  /** How often live sessions' streams are read again and pinged (default 2 s); 0: never (tests drive them). */
  liveTickMs?: number;
  /** The HTTP server's limits on slow and idle clients (default SERVER_TIMEOUTS; tests shorten them). */
  timeouts?: ServerTimeouts;
  /** The bounds of a OneRoster REST pull (default ONEROSTER_LIMITS; tests lower them). */
  oneRosterLimits?: Partial<OneRosterLimits>;
}

export interface Readiness {
  migrations: boolean;
  web: 'pending' | 'loaded' | 'missing';
  shuttingDown: boolean;
  /**
   * The Quran's readings and indexes, loaded in the background once the server listens: until
   * then its routes answer 503 with Retry-After. Reported, never holding readiness back; 'lazy'
   * in tests, where the first request loads them.
   */
  quran: 'lazy' | 'warming' | 'warm' | 'failed';
}

export const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole app (API, docs, health, web pages); it does not listen. Call `ready()` or `listen()`. */
export function buildApp(config: Config, opts: BuildAppOptions = {}): FastifyInstance {
  const secretKey = resolveSecretKey(config);
  const timeouts = opts.timeouts ?? SERVER_TIMEOUTS;
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count too; its types do not say so.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    return503OnClosing: true,
    // A request Node cannot parse (a URL or headers over its 16 KB limit, bytes that are not HTTP)
    // gets a localized 414/431/400 the client can read, not a reset (http/client-error.ts).
    clientErrorHandler,
    genReqId: () => randomUUID(),
    // A first start creates the embedded database and applies every migration: on a busy two-core
    // machine that outlasts Fastify's 10 s default, and the start failed instead of waiting.
    pluginTimeout: 120_000,
    // Fastify's defaults leave a request's body without a time limit and node checks the headers
    // limit only every 30 s: set here, each for a reason (http/timeouts.ts, ADR 0061).
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
  const app: FastifyInstance = Fastify(serverOptions);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('config', config);
  // The one clock of the app (sessions, codes, deadlines, limits, billing): tests pass one they move.
  app.decorate('clock', opts.now ?? systemClock);
  app.decorate('seeds', opts.seeds ?? randomSeeds);
  app.decorate('readiness', { migrations: false, web: 'pending', shuttingDown: false, quran: 'lazy' } satisfies Readiness);
  app.addHook('preClose', async () => {
    app.readiness.shuttingDown = true;
  });
  // Answers finished while shutting down close their connection, so keep-alive sockets do not hold
  // the server open after the last request in flight.
  app.addHook('onSend', async (request, reply) => {
    if (app.readiness.shuttingDown) reply.header('connection', 'close');
    // An answer to a body not read (yet) waits for the rest of it, so the client reads the answer.
    await drainUnreadBody(request);
  });

  // 1. External plugins.
  app.addHook('onRequest', refuseControlCharactersInHeaders);
  app.register(securityPlugin);
  app.register(cookie);
  // a browser that came through an LTI launch may be framed by that LMS, and only by it (ADR 0084)
  app.addHook('onSend', allowLmsFrame(secretKey));
  // Pages, API answers and any static file without a precompressed twin leave compressed (ADR
  // 0042): brotli when the browser takes it, else gzip, with the settings of http/compression.ts.
  // The build's static files are precompressed (scripts/precompress.mjs, @fastify/static) and the
  // page cache keeps its copies compressed (ADR 0053): neither is compressed again here.
  app.register(compress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // Fingerprinted static files cost nothing to serve and a page pulls dozens: they do not count;
  // neither do a page's own in-process API calls (see web/internal-call.ts).
  // Counted in the database, so that several app servers share every limit (ADR 0016).
  let lastSyncWarning = 0;
  const rateLimitCounts = new RateLimitCounts(
    () => app.db,
    app.clock,
    (err) => {
      if (Date.now() - lastSyncWarning < 60_000) return;
      lastSyncWarning = Date.now();
      app.log.warn({ err }, 'rate limit counts not synced; each server counts alone until they are');
    },
  );
  app.decorate('rateLimitCounts', rateLimitCounts);
  app.decorate('reportCache', new ReportCache());
  app.decorate('planCache', new PlanCache());
  app.decorate('renderCache', new RenderCache());
  app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => isStaticFile(request) || isExemptFromGlobalLimit(request),
    store: sharedRateLimitStore(rateLimitCounts),
  });
  app.register(swagger, {
    openapi: {
      info: { title: 'Tasreef API', version: '1.0.0', description: 'Messages are localized by the {locale} of the path (ar or en).' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'The token of POST /auth/login (or the web app’s HttpOnly cookie).' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tsk_<prefix>_<secret>',
            description:
              'An API key made in the dashboard. It acts as its owner within its scopes; each operation open to keys names the scope it needs in `x-scopes`: ' +
              'exams:read, exams:write, results:read, roster:read, roster:write, webhooks:write. Limited per key per minute (RateLimit-* headers).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { url: '/api/openapi.json' } });

  // 2. Database.
  app.register(databasePlugin, { database: opts.database });

  // 3. Services.
  app.register(
    fp(
      async (instance) => {
        const mailer = new Mailer({
          db: instance.db,
          from: config.mailFrom,
          transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
          log: instance.log.child({ component: 'mailer' }),
          retryBaseMs: opts.mail?.retryBaseMs,
        });
        instance.decorate('mailer', mailer);
        instance.decorate(
          'billing',
          new Billing({
            db: instance.db,
            stripe: config.stripe ? stripeClient(config.stripe) : null,
            webhookSecret: config.stripe?.webhookSecret ?? null,
            publicUrl: config.publicUrl,
            graceDays: config.billingGraceDays,
            now: instance.clock,
          }),
        );
        instance.decorate('signer', createSigner(secretKey, config.publicUrl));
        instance.decorate('sealer', createSealer(secretKey));
        instance.addHook('onReady', async () => mailer.start());
        instance.addHook('onClose', async () => mailer.stop());
        // After the server stopped, before the database closes: the last counts reach the others.
        instance.addHook('onClose', async () => rateLimitCounts.close());
      },
      { name: 'tasreef-services' },
    ),
  );

  app.register(lexiconPlugin);
  app.register(quranPlugin);

  // 4. Routes.
  app.register(
    fp(
      async (instance) => {
        instance.setNotFoundHandler({ preHandler: instance.rateLimit({ max: 60, timeWindow: '1 minute' }) }, notFoundHandler);
        instance.get('/api/openapi.json', { schema: { hide: true } }, async () => instance.swagger());
        // Unknown API (and /dev) paths: a JSON 404, rate limited more strictly than the rest so that
        // probing costs the prober. Static routes and parametric ones are more specific and win.
        for (const url of ['/api/*', '/dev/*']) {
          instance.route({
            method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
            url,
            exposeHeadRoute: false,
            schema: { hide: true },
            config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
            handler: notFoundHandler,
          });
        }
        await instance.register(healthRoutes);
        // the LTI 1.3 tool's endpoints (no locale prefix: the LMS calls them), ADR 0084
        await instance.register(ltiToolRoutes, { publicUrl: config.publicUrl, secretKey, allowLoopback: config.webhooksAllowLoopback });
        await instance.register(
          async (api) => {
            // The API speaks JSON only: anything else is a 415, not a body handed to validation.
            api.removeContentTypeParser(['text/plain']);
            api.addHook('onRequest', async (request) => {
              const locale = (request.params as { locale?: string }).locale;
              if (!isLocale(locale)) throw new AppError('not_found', 404);
            });
            api.addHook('onRequest', noStoreForPersonalApi);
            // First: it sets `request.auth` for every API route after it (and registers its own routes).
            await api.register(accountsPlugin, {
              providers: opts.oauthProviders,
              evenAnswerMs: opts.evenAnswerMs,
              apiKeys: apiKeyAuthenticator(instance, config.apiKeyRateLimit),
            });
            // Every operation open to API keys says so in the OpenAPI document, with its scope (ADR 0083).
            api.addHook('onRoute', declareKeyScope);
            // The features, one plugin each, in one list (ADR 0065). Each reads the database, the clock
            // and the mailer from the instance (`api.db`, `api.clock`, `api.mailer`); its options
            // are settings only, and `auth` where a feature signs in or looks accounts up.
            const { auth } = api.accounts;
            const { publicUrl } = config;
            const secureCookies = publicUrl.startsWith('https://');
            // the Quran's service (the criterion "verbs of the Quran"), looked up when a generator is made
            const quran = { get: () => instance.quran.get() };
            await api.register(adminRoutes, { auth });
            await api.register(managementRoutes, { auth, secureCookies, secretKey, publicUrl });
            await api.register(rosterRoutes, { publicUrl, allowLoopback: config.webhooksAllowLoopback, oneRosterLimits: opts.oneRosterLimits });
            await api.register(examRoutes, { lexicon: instance.lexicon, quran });
            await api.register(attemptRoutes);
            await api.register(pdfRoutes);
            await api.register(reportRoutes, { lexicon: instance.lexicon, quran });
            await api.register(billingRoutes);
            await api.register(practiceRoutes, { lexicon: instance.lexicon });
            await api.register(gradeRoutes, { publicUrl });
            await api.register(sharingRoutes, { secretKey, publicUrl });
            await api.register(liveRoutes, { secretKey, tickMs: opts.liveTickMs ?? 2_000 });
            await api.register(apiKeyRoutes, { publicUrl });
            await api.register(webhookRoutes);
            await api.register(lmsConnectionRoutes, { publicUrl });
            // The timers (attempt sweep, billing sweep, accounts housekeeping, mail poll), in one module.
            await api.register(jobsPlugin, {
              auth,
              attemptSweepMs: opts.attemptSweepMs ?? 5_000,
              billingSweepMs: opts.billingSweepMs ?? 3_600_000,
              mailPollMs: opts.mail?.pollIntervalMs ?? 5_000,
              webhookPollMs: opts.webhookPollMs ?? 2_000,
            });
            await api.register(contactRoutes);
            await api.register(newsletterRoutes);
            await api.register(planRoutes);
            await api.register(searchRoutes(instance.lexicon));
            await api.register(conjugationRoutes(instance.lexicon));
            await api.register(quranRoutes(instance.quran, instance.lexicon));
          },
          { prefix: '/api/v1/:locale' },
        );
        if (!config.smtpUrl && config.nodeEnv !== 'production') await instance.register(devOutboxRoutes);
        await instance.register(sitemapRoutes(instance.lexicon));
        await instance.register(webPlugin, {
          buildDir: opts.webBuildDir ?? path.join(REPO_ROOT, 'apps/web/build'),
          build: opts.webBuild,
          mode: config.nodeEnv,
          pageCacheTtlMs: opts.pageCacheTtlMs,
          renderCache: instance.renderCache,
          secretKey,
        });
      },
      { name: 'tasreef-routes' },
    ),
  );

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    readiness: Readiness;
    database: Database;
    /** The database's query builder (`database.db`), for every feature's routes and services. */
    db: Db;
    /** The app's one clock (`lib/clock.ts`); tests give `buildApp` one they can move. */
    clock: Clock;
    /** The seeds of generated practice sets (`lib/seeds.ts`); tests give `buildApp` a fixed sequence. */
    seeds: SeedSource;
    /** The rate limits' counts, synced through the database (`http/rate-limit-store.ts`). */
    rateLimitCounts: RateLimitCounts;
    /** Exam reports computed once per state of what they read (`reports/cache.ts`, ADR 0058). */
    reportCache: ReportCache;
    /** The plan catalogue by the catalogue's counter (`entitlements/service.ts`, ADR 0086). */
    planCache: PlanCache;
    /** Rendered documents kept by what their render reads (`web/render-cache.ts`, ADR 0097). */
    renderCache: RenderCache;
    mailer: Mailer;
    signer: Signer;
    /** Seals the secrets the app must read back (webhook signing secrets), under SECRET_KEY (`lib/sealer.ts`). */
    sealer: Sealer;
  }
}
