import path from 'node:path';
import { seedPlans } from '../billing/seed.ts';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';

export interface DatabasePluginOptions {
  /** A database already open (tests: two app instances on one embedded database); its opener closes it. */
  database?: Database;
}

/** Opens the database (PostgreSQL or embedded PGlite), migrates it, seeds the plan catalogue. */
export const databasePlugin = fp(
  async (app, opts: DatabasePluginOptions) => {
    const { config } = app;
    const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolMax: config.databasePoolMax }));
    app.decorate('database', database);
    app.decorate('db', database.db);
    // Registered first among onClose hooks of the app's own plugins, so it runs last: after the
    // server stopped and the mail worker finished.
    if (!opts.database) {
      app.addHook('onClose', async () => {
        await database.close();
        app.log.info('database closed');
      });
    }
    const applied = await migrate(database.db);
    app.log.info({ driver: database.driver, applied }, 'database migrated');
    const seeded = await seedPlans(database.db);
    if (seeded.plansInserted + seeded.featuresInserted > 0) app.log.info(seeded, 'plan catalogue seeded');
    app.readiness.migrations = true;
  },
  { name: 'tasreef-database' },
);
