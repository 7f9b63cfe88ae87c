import { describe, expect, it } from 'vitest';
import { passwordChangedMail, resetCodeMail, verificationCodeMail } from './mail-templates.ts';
import { OAuthClient, OAuthFailure, providersFromEnv } from './oauth.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { hmac, hmacHex, safeEqual, sign, unsign } from '../http/signing.ts';
import { createSigner } from '../newsletter/signing.ts';

describe('passwords', () => {
  it('hashes with argon2id at the chosen cost and verifies', async () => {
    const hash = await hashPassword('Secret1!a');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret1!a')).toBe(true);
    expect(await verifyPassword(hash, 'Secret1!b')).toBe(false);
    expect(await verifyPassword('not a hash', 'Secret1!a')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });
});

describe('signed values', () => {
  it('round-trips and refuses any change', () => {
    const value = sign('k'.repeat(32), { a: 1, s: 'x' });
    expect(unsign('k'.repeat(32), value)).toEqual({ a: 1, s: 'x' });
    expect(unsign('j'.repeat(32), value)).toBeNull();
    const [payload, mac] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ a: 2, s: 'x' })).toString('base64url');
    expect(unsign('k'.repeat(32), `${forged}.${mac}`)).toBeNull();
    expect(unsign('k'.repeat(32), `${payload}`)).toBeNull();
    expect(unsign('k'.repeat(32), undefined)).toBeNull();
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('signs with one HMAC-SHA-256 whose outputs do not change (links in sent mails, stored codes)', () => {
    expect(hmac('Jefe', 'what do ya want for nothing?', 'hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'); // RFC 4231, case 2
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(hmac('Jefe', 'what do ya want for nothing?', 'hex'));
    expect(sign('k'.repeat(32), { a: 1 })).toBe('eyJhIjoxfQ.kwaGhtqi464gPny0jWNyqA2hHDocJbAQMCvtp4RzHS4');
    const links = createSigner('k'.repeat(32), 'http://tasreef.test');
    expect(links.sign('Reader@Example.org ', 'newsletter-unsubscribe')).toBe('OLTWQueymy5h5jA5yvIsP6vL5IR3-1yq7teGGclA0d0');
    expect(links.verify('reader@example.org', 'newsletter-unsubscribe', 'OLTWQueymy5h5jA5yvIsP6vL5IR3-1yq7teGGclA0d0')).toBe(true);
    expect(links.verify('reader@example.org', 'newsletter-unsubscribe', 'OLTWQueymy5h5jA5yvIsP6vL5IR3-1yq7teGGclA0d')).toBe(false);
  });
});

describe('provider settings', () => {
  it('reads providers from the environment; one without a secret is off', () => {
    const p = providersFromEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', FACEBOOK_CLIENT_ID: 'f' });
    expect(p.google).toMatchObject({ kind: 'oidc', issuer: 'https://accounts.google.com', clientId: 'g' });
    expect(p.facebook).toBeUndefined();
    const fb = providersFromEnv({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's' }).facebook!;
    expect(fb.kind).toBe('oauth2');
    expect(fb.tokenEndpoint).toBe('https://graph.facebook.com/v19.0/oauth/access_token');
    const local = providersFromEnv({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_ISSUER: 'http://127.0.0.1:9/' }).facebook!;
    expect(local.issuer).toBe('http://127.0.0.1:9');
    expect(local.tokenEndpoint).toBeUndefined();
  });

  it('refuses a discovery document of another issuer', async () => {
    const fake = async () => Response.json({ issuer: 'https://other.example', authorization_endpoint: 'https://a', token_endpoint: 'https://t' });
    const client = new OAuthClient({ id: 'google', kind: 'oidc', clientId: 'c', clientSecret: 's', issuer: 'https://accounts.example', scopes: ['openid'] }, fake);
    await expect(client.authorizationUrl({ redirectUri: 'https://x/cb', state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43) })).rejects.toBeInstanceOf(OAuthFailure);
  });
});

describe('mails', () => {
  it('are bilingual, the reader’s language first, the code alone on its line', () => {
    const ar = verificationCodeMail('a@b.test', 'ar', 'ليلى', '0427');
    expect(ar.subject).toBe('رمز التحقق في تصريف: 0427');
    expect(ar.text.indexOf('مرحبًا ليلى،')).toBeLessThan(ar.text.indexOf('Hello ليلى,'));
    expect(ar.text.split('\n').filter((l) => l === '0427')).toHaveLength(2);
    expect(ar.html).toContain('<div lang="ar" dir="rtl">');
    const en = resetCodeMail('a@b.test', 'en', '<Omar>', '9001');
    expect(en.subject).toBe('Your Tasreef password reset code: 9001');
    expect(en.text.startsWith('Hello <Omar>,')).toBe(true);
    expect(en.html).toContain('&lt;Omar&gt;');
    expect(en.html).not.toContain('<Omar>');
    const changed = passwordChangedMail('a@b.test', 'ar', 'ليلى');
    expect(changed.subject).toBe('تم تغيير كلمة المرور في تصريف');
    expect(changed.kind).toBe('password_changed');
  });
});
