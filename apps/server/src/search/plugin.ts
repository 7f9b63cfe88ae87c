import fp from 'fastify-plugin';
import { LexiconHolder } from './lexicon.ts';

/**
 * Decorates `app.lexicon`. Outside tests the lexicon loads in `onReady`, so `listen()` (and thus
 * `/readyz`) waits for it; API tests load it on the first search request instead, so the many
 * test apps that never search do not pay for it.
 */
export const lexiconPlugin = fp(
  async (app) => {
    const holder = new LexiconHolder(app.config.lexiconDir, app.config.lexiconCacheDir, app.log.child({ component: 'lexicon' }));
    app.decorate('lexicon', holder);
    if (app.config.nodeEnv !== 'test') app.addHook('onReady', async () => holder.load());
  },
  { name: 'tasreef-lexicon' },
);

declare module 'fastify' {
  interface FastifyInstance {
    lexicon: LexiconHolder;
  }
}
