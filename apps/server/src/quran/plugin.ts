import fp from 'fastify-plugin';
import { QuranService } from './service.ts';

/**
 * Decorates `app.quran`: the text is read on first use (API tests that never ask pay nothing), the
 * words' readings on the first request that needs them. Outside tests they are loaded, and the
 * indexes built, in the background once the server listens (never delaying it), a stale store
 * recomputed in a child process (ADR 0040).
 */
export const quranPlugin = fp(
  async (app) => {
    let service: QuranService | null = null;
    const inChild = app.config.nodeEnv !== 'test';
    const log = app.log.child({ component: 'quran' });
    const holder = {
      get: (): QuranService => (service ??= new QuranService(app.lexicon, { cacheDir: app.config.lexiconCacheDir, lexiconDir: app.config.lexiconDir, inChild }, log)),
    };
    app.decorate('quran', holder);
    if (app.config.nodeEnv !== 'test')
      app.addHook('onListen', async () => {
        app.readiness.quran = 'warming';
        setImmediate(() => {
          holder
            .get()
            .warm()
            .then((warm) => {
              app.readiness.quran = warm ? 'warm' : 'failed';
            })
            .catch((err: unknown) => {
              app.readiness.quran = 'failed';
              log.error({ err }, 'quran readings could not be loaded');
            });
        });
      });
  },
  { name: 'tasreef-quran', dependencies: ['tasreef-lexicon'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    quran: { get(): QuranService };
  }
}
