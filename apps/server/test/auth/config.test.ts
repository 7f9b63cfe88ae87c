import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { providersFromSettings } from '../../src/auth/oauth.ts';

describe('sign-in provider settings', () => {
  it('are off by default and on with an id and a secret', () => {
    expect(loadConfig({}).oauth).toEqual({ google: null, facebook: null });
    const c = loadConfig({
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      FACEBOOK_CLIENT_ID: 'fid',
      FACEBOOK_CLIENT_SECRET: 'fsecret',
      FACEBOOK_ISSUER: 'http://127.0.0.1:9999',
    });
    expect(c.oauth.google).toEqual({ clientId: 'gid', clientSecret: 'gsecret', issuer: null });
    const providers = providersFromSettings(c.oauth);
    expect(providers.google?.issuer).toBe('https://accounts.google.com');
    expect(providers.facebook?.issuer).toBe('http://127.0.0.1:9999');
  });

  it('fail loudly when half configured or given a bad issuer', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'gid' })).toThrow(ConfigError);
    try {
      loadConfig({ FACEBOOK_CLIENT_SECRET: 's' });
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([{ variable: 'FACEBOOK_CLIENT_ID', problem: 'is required when FACEBOOK_CLIENT_SECRET is set' }]);
    }
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER: 'ftp://x' })).toThrow(/GOOGLE_ISSUER/);
  });
});
