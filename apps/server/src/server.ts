import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Starts the server: parse the environment, build, listen; drain and close on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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
    app.log.info({ publicUrl: config.publicUrl, mail: app.mailer.mode, database: app.database.driver }, 'Tasreef is listening');
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
