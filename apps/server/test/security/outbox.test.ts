import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/app.ts';
import { createTestApp } from '../helpers.ts';
import { isLoopbackPeer } from '../../src/dev/outbox.ts';

/** Issue 10, finding 2: nobody but a developer on the machine itself reads the outbox. */
describe('the development outbox', () => {
  it('production refuses to start without a mail transport, naming SMTP_URL', () => {
    const env = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SMTP_URL is required in production/);
    expect(loadConfig({ ...env, SMTP_URL: 'smtp://mail.example.org:587' }).smtpUrl).toBe('smtp://mail.example.org:587');
  });

  it('does not exist in production even if a configuration without SMTP_URL got through', async () => {
    // The test app only lends its fresh database (PGlite folder or PostgreSQL database); it is
    // never started, and it drops that database after the production app closed.
    const t = await createTestApp({ skipReady: true });
    const app = buildApp({ ...t.config, nodeEnv: 'production', smtpUrl: null }, { webBuild: null });
    try {
      await app.ready();
      expect((await app.inject('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await app.close();
      await t.cleanup();
    }
  }, 300_000); // production loads the lexicon before it is ready (a first build takes a minute)

  it('in development answers only a browser on this machine', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
      for (const remoteAddress of ['192.168.1.20', '10.0.0.3', '::ffff:203.0.113.9', 'fe80::1']) {
        expect((await t.app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(404);
      }
      // A forwarded header does not make a remote peer local.
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    } finally {
      await t.cleanup();
    }
  });

  it('knows loopback peers', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackPeer)).toBe(true);
    expect(['', '128.0.0.1', '::2', '::ffff:10.0.0.1', '127.0.0.1.evil'].some(isLoopbackPeer)).toBe(false);
    expect(isLoopbackPeer(undefined)).toBe(false);
  });
});
