import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { manualClock } from '../src/lib/clock.ts';
import { RateLimitCounts } from '../src/http/rate-limit-store.ts';
import { contactMessage, createTestApp, type TestApp } from './helpers.ts';

/**
 * Two app instances on one database, as behind a load balancer: every rate limit counts their
 * requests together (the in-memory store let each allow the whole limit). On PostgreSQL the second
 * instance has its own connection pool; the embedded database can be opened by one process only,
 * so there the second instance is handed the first one's.
 */
const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { RATE_LIMIT_MAX: '4' };
  const first = await createTestApp({ env, options: { now: clock } });
  a = first;
  b = first.databaseUrl
    ? await createTestApp({ env, options: { now: clock }, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } })
    : await createTestApp({ env, options: { now: clock, database: first.app.database } });
});
afterAll(async () => {
  await b?.cleanup();
  await a?.cleanup();
});

/**
 * Sends `n` requests, one instance then the other, and answers their statuses. Between two
 * requests both instances sync their counts, as their timers do every 200 ms: requests further
 * apart than that.
 */
async function alternate(n: number, request: InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    statuses.push((await (i % 2 === 0 ? a : b).app.inject(request)).statusCode);
    await Promise.all([a.app.rateLimitCounts.sync(), b.app.rateLimitCounts.sync()]);
  }
  return statuses;
}

describe('rate limits shared by two app instances on one database', () => {
  it('the per-address limit counts the requests of both, and opens again after its window', async () => {
    const request = { url: '/api/v1/en/plans', remoteAddress: '198.51.100.1' };
    expect(await alternate(6, request)).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await a.app.inject({ ...request, remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
    clock.advance(60_001);
    expect((await b.app.inject(request)).statusCode).toBe(200);
  });

  it('a route’s own limit (contact: 5 in 10 minutes) counts the requests of both', async () => {
    const payload = contactMessage;
    const statuses = await alternate(6, { method: 'POST', url: '/api/v1/en/contact', payload, remoteAddress: '198.51.100.3' });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('between two syncs each instance still holds the limit on its own', async () => {
    const request = { url: '/api/v1/en/plans', remoteAddress: '198.51.100.6' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await a.app.inject(request)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('the limits of unknown paths (60 a minute) count the requests of both', async () => {
    const api = await alternate(61, { url: '/api/nothing-here', remoteAddress: '198.51.100.4' });
    expect(api.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(api[60]).toBe(429);
    const other = await alternate(61, { method: 'OPTIONS', url: '/en/about-us', remoteAddress: '198.51.100.5' });
    expect(other.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(other[60]).toBe(429);
  });
});

describe('the shared counts', () => {
  const fail = (err: unknown) => {
    throw err;
  };

  it('go to the database at once past half the limit, so quick requests spread over servers pass it by little', async () => {
    const db = () => a.app.database.db;
    const one = new RateLimitCounts(db, clock, fail);
    const two = new RateLimitCounts(db, clock, fail);
    const key = 'test|203.0.113.8';
    const statuses: boolean[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await (i % 2 === 0 ? one : two).hit(key, 60_000, 4)).current <= 4);
    // Without any sync in between, the fifth request is the only one past the limit of 4.
    expect(statuses).toEqual([true, true, true, true, true, false, false, false]);
    await Promise.all([one.close(), two.close()]);
  });

  it('sync what is left when a server closes, and start a new window once the old one is over', async () => {
    const db = () => a.app.database.db;
    const key = 'test|203.0.113.9';
    const counts = new RateLimitCounts(db, clock, fail);
    for (let i = 0; i < 3; i++) await counts.hit(key, 60_000, 100);
    await counts.close();
    const other = new RateLimitCounts(db, clock, fail);
    await other.hit(key, 60_000, 100);
    await other.sync();
    expect((await other.hit(key, 60_000, 100)).current).toBe(5);
    clock.advance(60_001);
    expect((await other.hit(key, 60_000, 100)).current).toBe(1);
    await other.sync();
    expect((await other.hit(key, 60_000, 100)).current).toBe(2);
    await other.close();
  });
});
