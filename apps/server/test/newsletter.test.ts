import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptions } from '../src/db/schema.ts';
import { appForFile, errorOf } from './helpers.ts';

let app: FastifyInstance;
appForFile(async (made) => {
  app = made.app;
  await app.database.db.insert(newsletterSubscriptions).values([
    { email: 'reader@example.org', locale: 'en', subscribed: true, subscribedAt: new Date() },
    { email: 'qari@example.org', locale: 'ar', subscribed: true, subscribedAt: new Date() },
  ]);
});

function linkParts(url: string) {
  const u = new URL(url);
  return { path: u.pathname, email: u.searchParams.get('email')!, token: u.searchParams.get('token')! };
}

describe('newsletter unsubscribe links', () => {
  it('unsubscribeUrl makes a signed link to the web page', () => {
    const link = linkParts(app.signer.unsubscribeUrl('Reader@Example.org', 'en'));
    expect(link.path).toBe('/en/unsubscribe');
    expect(link.email).toBe('reader@example.org');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.signer.unsubscribeUrl('reader@example.org', 'ar')).toMatch(/^http:\/\/tasreef\.test\/ar\/unsubscribe\?/);
  });

  it('a valid link shows the status, then unsubscribes', async () => {
    const { email, token } = linkParts(app.signer.unsubscribeUrl('reader@example.org', 'en'));
    const status = await app.inject({ url: `/api/v1/en/newsletter/status?email=${encodeURIComponent(email)}&token=${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toEqual({ email, subscribed: true, unsubscribed_at: null, kept_at: null });

    const res = await app.inject({ method: 'POST', url: '/api/v1/en/newsletter/unsubscribe', payload: { email, token, choice: 'unsubscribe' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, subscribed: false, message: 'You have been unsubscribed from the newsletter' });
    const [row] = await app.database.db
      .select()
      .from(newsletterSubscriptions)
      .where((await import('drizzle-orm')).eq(newsletterSubscriptions.email, email));
    expect(row!.subscribed).toBe(false);
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('"keep" stores the choice and keeps the subscription', async () => {
    const { email, token } = linkParts(app.signer.unsubscribeUrl('qari@example.org', 'ar'));
    const res = await app.inject({ method: 'POST', url: '/api/v1/ar/newsletter/unsubscribe', payload: { email, token, choice: 'keep' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ subscribed: true, unsubscribed_at: null, message: 'سيستمر وصول النشرة البريدية إليك' });
    expect(res.json().data.kept_at).toMatch(/^\d{4}-/);
  });

  it.each([
    ['en', 'This link is not valid or has been altered'],
    ['ar', 'هذا الرابط غير صالح أو جرى تعديله'],
  ])('a tampered link is refused with 403 invalid_signature (%s)', async (locale, text) => {
    const { token } = linkParts(app.signer.unsubscribeUrl('qari@example.org', 'ar'));
    // Same token, another address.
    const other = await app.inject({ method: 'POST', url: `/api/v1/${locale}/newsletter/unsubscribe`, payload: { email: 'victim@example.org', token, choice: 'unsubscribe' } });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other)).toEqual({ error: { code: 'invalid_signature', message: text, details: [] }, message: text });
    // One character of the token changed.
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const status = await app.inject({ url: `/api/v1/${locale}/newsletter/status?email=qari%40example.org&token=${flipped}` });
    expect(status.statusCode).toBe(403);
    // The stored choice did not change.
    const [row] = await app.database.db
      .select()
      .from(newsletterSubscriptions)
      .where((await import('drizzle-orm')).eq(newsletterSubscriptions.email, 'qari@example.org'));
    expect(row!.subscribed).toBe(true);
  });

  it('a token signed with another key is refused', async () => {
    const { createSigner } = await import('../src/newsletter/signing.ts');
    const forged = createSigner('another-secret-key-0123456789abcdefghij', 'http://tasreef.test').sign('reader@example.org', 'newsletter-unsubscribe');
    const res = await app.inject({ method: 'POST', url: '/api/v1/en/newsletter/unsubscribe', payload: { email: 'reader@example.org', token: forged, choice: 'keep' } });
    expect(res.statusCode).toBe(403);
  });

  it('validates the choice with localized messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/en/newsletter/unsubscribe', payload: { email: 'x', token: '', choice: 'maybe' } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details).toEqual([
      { path: 'email', issue: 'Email must be valid' },
      { path: 'token', issue: 'This field is required' },
      { path: 'choice', issue: 'Choose one of the listed options' },
    ]);
  });
});
