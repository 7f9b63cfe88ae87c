import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WriteProbe } from './write-probe.ts';

/** How long a write probe's answer is kept: readiness polls cost at most one write per 5 s. */
const WRITE_PROBE_TTL_MS = 5000;

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'down']) });
const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  migrations: z.boolean(),
  database: z.enum(['ok', 'read_only', 'disk_full', 'down']).describe('Whether the database takes writes (a real write, its answer kept 5 s)'),
  web: z.enum(['loaded', 'missing', 'pending']),
  shutting_down: z.boolean(),
  quran: z
    .enum(['lazy', 'warming', 'warm', 'failed'])
    .describe("The Quran's readings: loaded in the background after start, its routes answer 503 until then; never holds readiness back"),
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/healthz', {
    schema: { summary: 'Liveness: the process answers and the database answers a query', tags: ['operations'], response: { 200: healthSchema, 503: healthSchema } },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), 2000);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database down');
        return reply.code(503).send({ status: 'error', database: 'down' });
      }
    },
  });
  // Liveness stays a read: a database that cannot write wants an operator, not a restart loop.
  const writes = new WriteProbe(() => app.database.probeWrite(), {
    ttlMs: WRITE_PROBE_TTL_MS,
    timeoutMs: 2000,
    onFailure: (err, state) => app.log.warn({ err, state }, 'readiness: the database takes no writes'),
  });
  api.get('/readyz', {
    schema: {
      summary: 'Readiness: migrations applied, the database takes writes, web build loaded, not shutting down',
      tags: ['operations'],
      response: { 200: readySchema, 503: readySchema },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const r = app.readiness;
      const webOk = r.web === 'loaded' || (r.web === 'missing' && app.config.nodeEnv !== 'production');
      const database = r.migrations && !r.shuttingDown ? await writes.check() : 'down';
      const ready = r.migrations && database === 'ok' && webOk && !r.shuttingDown;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not_ready', migrations: r.migrations, database, web: r.web, shutting_down: r.shuttingDown, quran: r.quran });
    },
  });
};
