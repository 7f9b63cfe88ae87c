import fp from 'fastify-plugin';
import { QuranService } from './service.ts';

/**
 * Decorates `app.quran`: the text is read on first use (API tests that never ask pay nothing);
 * outside tests it is read, and the words' readings loaded or computed, once the lexicon is.
 */
export const quranPlugin = fp(
  async (app) => {
    let service: QuranService | null = null;
    const holder = {
      get: (): QuranService => (service ??= new QuranService(app.lexicon, app.config.lexiconCacheDir, app.log.child({ component: 'quran' }))),
    };
    app.decorate('quran', holder);
    if (app.config.nodeEnv !== 'test')
      app.addHook('onReady', async () => {
        holder.get().readingsOf();
      });
  },
  { name: 'tasreef-quran', dependencies: ['tasreef-lexicon'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    quran: { get(): QuranService };
  }
}
