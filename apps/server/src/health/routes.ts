import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'down']) });
const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  migrations: z.boolean(),
  web: z.enum(['loaded', 'missing', 'pending']),
  shutting_down: z.boolean(),
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
  api.get('/readyz', {
    schema: { summary: 'Readiness: migrations applied, web build loaded, not shutting down', tags: ['operations'], response: { 200: readySchema, 503: readySchema } },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const r = app.readiness;
      const webOk = r.web === 'loaded' || (r.web === 'missing' && app.config.nodeEnv !== 'production');
      const ready = r.migrations && webOk && !r.shuttingDown;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', migrations: r.migrations, web: r.web, shutting_down: r.shuttingDown });
    },
  });
};
