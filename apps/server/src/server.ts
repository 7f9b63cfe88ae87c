import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError, ensureDataDir } from './lib/data-dir.ts';
import { DatabaseUrlError } from './db/client.ts';

/** Starts the server: parse the environment, build, listen; drain and close on SIGTERM/SIGINT. */
async function main() {
  let config;
  let app;
  try {
    config = loadConfig(process.env);
    // DATA_DIR holds the embedded database and the development key: check it before anything
    // else, so a wrong one is one clear line and a prompt exit.
    if (!config.databaseUrl || !config.secretKey) ensureDataDir(config.dataDir);
    app = buildApp(config);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let listening = false;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    if (!listening) {
      // Still starting (a database that does not answer, a long first build): nothing is in
      // flight and nothing acknowledged, so stop now instead of waiting for the start to end.
      app.log.info({ signal }, 'stopped before the server was listening');
      process.exit(0);
    }
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    // A stuck request must not keep the process forever.
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 25 s; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
    listening = true;
    app.log.info({ publicUrl: config.publicUrl, mail: app.mailer.mode, database: app.database.driver }, 'Tasreef is listening');
  } catch (err) {
    // A DATA_DIR or database problem is the message itself; anything else keeps the generic one.
    const message = err instanceof DataDirError || err instanceof DatabaseUrlError ? err.message : 'could not start';
    app.log.fatal({ err }, message);
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
