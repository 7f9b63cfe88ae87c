import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig, resolveSecretKey } from '../src/config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(c.databaseUrl).toBeNull();
    expect(c.smtpUrl).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.lexiconDir).toBe(path.resolve(REPO_ROOT, '../shared/lexicon'));
    expect(c.nodeEnv).toBe('development');
    expect(c.trustProxy).toBe(false);
    expect(c.rateLimitMax).toBe(300);
    expect(c.secretKey).toBeNull();
  });

  it('derives PUBLIC_URL from PORT and reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/tasreef',
      SMTP_URL: 'smtp://mail:25',
      TRUST_PROXY: '2',
      RATE_LIMIT_MAX: '50',
      DATABASE_POOL_MAX: '40',
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'Tasreef <hello@tasreef.test>',
      CONTACT_EMAIL: 'team@tasreef.test',
    });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.databaseUrl).toBe('postgres://u@db:5432/tasreef');
    expect(c.smtpUrl).toBe('smtp://mail:25');
    expect(c.trustProxy).toBe(2);
    expect(c.rateLimitMax).toBe(50);
    expect(c.databasePoolMax).toBe(40);
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(c.logLevel).toBe('warn');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['CONTACT_EMAIL', 'nobody'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['RATE_LIMIT_MAX', '0'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '500'],
    ['TRUST_PROXY', 'maybe'],
    ['SECRET_KEY', 'short'],
  ])('a bad %s (%s) stops the start with a message naming it', (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(variable);
  });

  it('requires SECRET_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:2525' }).secretKey).toBe('x'.repeat(40));
  });

  it('keeps a random development key in DATA_DIR/secret.key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tasreef-config-'));
    try {
      const c = loadConfig({ DATA_DIR: dir });
      const key = resolveSecretKey(c);
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(path.join(dir, 'secret.key'))).toBe(true);
      expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(key);
      expect(resolveSecretKey(c)).toBe(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
