/**
 * `npm run billing:sync`: makes Stripe's products and prices match the plan catalogue (sync.ts),
 * with the server's environment (STRIPE_*, DATABASE_URL or the embedded database in DATA_DIR; run
 * it while the server is stopped when on the embedded database). A command of its own, never
 * imported by the server (its bundle would run it at start).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedPlans } from './seed.ts';
import { stripeClient } from './stripe-client.ts';
import { syncCatalogue } from './sync.ts';

async function run() {
  const config = loadConfig(process.env);
  if (!config.stripe) throw new ConfigError([{ variable: 'STRIPE_SECRET_KEY', problem: 'is required to sync prices (with STRIPE_WEBHOOK_SECRET)' }]);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(database.db);
    await seedPlans(database.db);
    return await syncCatalogue(database.db, stripeClient(config.stripe));
  } finally {
    await database.close();
  }
}

run().then(
  (r) => {
    console.log(`products created: ${r.productsCreated.join(', ') || 'none'}`);
    console.log(`prices created: ${r.pricesCreated.join(', ') || 'none'}`);
    console.log(`unchanged: ${r.unchanged.join(', ') || 'none'}`);
  },
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
