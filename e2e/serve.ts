/**
 * What Playwright's webServer runs: a real SMTP receiver (smtp-server) on loopback, a tiny
 * inbox endpoint the tests read mail from, and the real Tasreef server (the production bundle of
 * ADR 0015, rebuilt here, and the built web app) on a fresh
 * data directory. Everything is removed on exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { SERVER_BUNDLE, buildServer } from '../scripts/build-server.mjs';
import { LOCAL_STRIPE_KEY, LocalStripe } from '../apps/server/test/billing/stripe-local.ts';
import { E2E_APP_PORT, E2E_INBOX_PORT, E2E_OIDC_PORT, E2E_SMTP_PORT, E2E_STRIPE_PORT } from './ports.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-e2e-'));

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}
const inbox: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

const inboxServer = createServer((req, res) => {
  if (req.method === 'DELETE') inbox.length = 0;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(inbox));
});
inboxServer.listen(E2E_INBOX_PORT, '127.0.0.1');

// Payments against a local server speaking Stripe's API (apps/server/test/billing/stripe-local.ts):
// its checkout page pays and sends the signed events to the app's webhook route.
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local';
const stripe = await new LocalStripe({ webhookSecret: STRIPE_WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${E2E_APP_PORT}/api/v1/en/billing/webhook` }).start(E2E_STRIPE_PORT);

await buildServer();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(E2E_APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${E2E_APP_PORT}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  SECRET_KEY: 'e2e-secret-key-that-is-long-enough-0123456789',
  CONTACT_EMAIL: 'team@tasreef.test',
  MAIL_FROM: 'Tasreef <no-reply@tasreef.test>',
  LOG_LEVEL: 'warn',
  // One browser from one address walks every page many times: the API-wide limit is tested in the
  // API suite, here it would only throttle the walk. The accounts limits stay as they are.
  RATE_LIMIT_MAX: '100000',
  // The browser is behind this loopback 'proxy': each test sends its own X-Forwarded-For (fixtures.ts).
  TRUST_PROXY: '127.0.0.1',
  // Sign-in with Google against the local OpenID provider that e2e/tests/auth starts on E2E_OIDC_PORT.
  GOOGLE_CLIENT_ID: 'tasreef-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-secret',
  GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  // e2e/tests/admin, management, classes, exams/reports, exams/answer-exam, billing, grades, practice and sharing: these addresses become administrators once verified.
  ADMIN_EMAILS:
    'admin-e2e@tasreef.test,admin-mgmt-ar@tasreef.test,admin-mgmt-en@tasreef.test,admin-classes-ar@tasreef.test,admin-classes-en@tasreef.test,admin-reports-ar@tasreef.test,admin-reports-en@tasreef.test,admin-take-ar@tasreef.test,admin-take-en@tasreef.test,admin-billing-ar@tasreef.test,admin-billing-en@tasreef.test,admin-cert-ar@tasreef.test,admin-cert-en@tasreef.test,admin-practice-ar@tasreef.test,admin-practice-en@tasreef.test,admin-share-ar@tasreef.test,admin-share-en@tasreef.test,admin-a11y-ar@tasreef.test,admin-a11y-en@tasreef.test,admin-room-ar@tasreef.test,admin-room-en@tasreef.test,admin-live-ar@tasreef.test,admin-live-en@tasreef.test',
  E2E: '1',
  STRIPE_SECRET_KEY: LOCAL_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.base,
};
// The catalogue's products and prices, made by the real sync command (on the app's fresh data directory).
// Not spawnSync: the local Stripe answering it runs in this process.
const synced = await new Promise<number | null>((resolve) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/billing/sync-cli.ts'], { cwd: repoRoot, env, stdio: 'inherit' }).on('exit', resolve),
);
if (synced !== 0) throw new Error('billing sync failed');
const app = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: repoRoot,
  stdio: 'inherit',
  env,
});

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  smtp.close(() => undefined);
  inboxServer.close();
  void stripe.stop();
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}
app.on('exit', (code) => stop(code ?? 1));
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
