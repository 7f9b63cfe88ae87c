import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { API_KEY_PATTERN } from '@tasreef/contracts/integrations';
import { apiKeys } from '../../src/db/integrations.ts';
import { OPERATION_SUMMARIES_AR } from '../../src/integrations/operation-summaries-ar.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, setPlan, type Person, type World } from '../management/world.ts';

/**
 * API keys (ADR 0083) through the API: made with scopes and shown once, kept as a hash, used as a
 * bearer token on the same routes as a session (the owner's own records only), refused when
 * revoked, expired, out of scope, over their rate limit, or on a plan without them; another
 * account's key is not found; the OpenAPI document declares them; no key reaches the log.
 */
const PER_MINUTE = 8;
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
const log: string[] = [];
const secrets: string[] = [];
const DAY = 86_400_000;

async function makeKey(owner: Person, body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const res = await call('POST', '/api-keys', { token: owner.token, ip: nextIp(), body });
  if (res.statusCode !== 201) throw new Error(res.body);
  const secret = res.json().data.secret as string;
  secrets.push(secret);
  return { id: res.json().data.key.id as string, secret };
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await createAccountsTestApp({ env: { API_KEY_RATE_LIMIT: String(PER_MINUTE), LOG_LEVEL: 'info' }, logStream });
  call = caller(t.app);
  w = await buildWorld(t);
}, 240_000);
afterAll(async () => {
  await t?.cleanup();
});

describe('API keys', () => {
  it('are shown once and kept only as a hash', async () => {
    const res = await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'Moodle sync', scopes: ['exams:read', 'exams:read'], expires_in_days: 30 } });
    expect(res.statusCode).toBe(201);
    const { key, secret } = res.json().data;
    secrets.push(secret);
    const m = API_KEY_PATTERN.exec(secret);
    expect(m).not.toBeNull();
    expect(key.scopes).toEqual(['exams:read']);
    expect(key.prefix).toBe(`tsk_${m![1]}_…`);
    const list = await call('GET', '/api-keys', { token: w.schoolA.token });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(m![2]);
    expect(list.json().data).toMatchObject({ available: true, upgrade: null });
    expect(list.json().data.keys.map((k: { id: string }) => k.id)).toContain(key.id);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(m![2]);
    expect(row!.secretHash).toBe(createHash('sha256').update(m![2]!).digest('hex'));
  });

  it('act as their owner, on the owner’s records only, and record their last use', async () => {
    const exam = await call('POST', '/exams', {
      token: w.teacherA1.token,
      body: {
        title: 'Key exam',
        request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 3 },
        setup_step: 3,
      },
    });
    expect(exam.statusCode).toBe(201);
    const examId = exam.json().data.exam.id as string;
    const key = await makeKey(w.teacherA1, { name: 'teacher', scopes: ['exams:read'] });
    const mine = await call('GET', `/exams/${examId}`, { token: key.secret });
    expect(mine.statusCode).toBe(200);
    const viaSession = await call('GET', '/exams', { token: w.teacherA1.token });
    const viaKey = await call('GET', '/exams', { token: key.secret });
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.json().data).toEqual(viaSession.json().data);
    expect(viaKey.headers['ratelimit-limit']).toBe(String(PER_MINUTE));
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.lastUsedAt?.getTime()).toBe(t.clock().getTime());
    // school B's key on school A's exam: not found, as for school B's session
    const other = await makeKey(w.schoolB, { name: 'B', scopes: ['exams:read', 'exams:write'] });
    expect((await call('GET', `/exams/${examId}`, { token: other.secret })).statusCode).toBe(404);
    expect((await call('DELETE', `/exams/${examId}`, { token: other.secret })).statusCode).toBe(404);
  });

  it('do only what their scopes say, and never reach sign-in, the account or the keys', async () => {
    const key = await makeKey(w.schoolA, { name: 'read only', scopes: ['exams:read'] });
    const write = await call('POST', '/exams', { token: key.secret, body: { title: 'x' }, locale: 'ar' });
    expect(write.statusCode).toBe(403);
    expect(errorOf(write).error.message).toBe(translate('ar', 'api_key_scope', { scope: 'exams:write' }));
    expect((await call('GET', '/reports', { token: key.secret })).statusCode).toBe(403);
    for (const [method, path] of [
      ['GET', '/account'],
      ['POST', '/api-keys'],
      ['GET', '/api-keys'],
      ['DELETE', '/auth/logout'],
    ] as const) {
      const res = await call(method, path, { token: key.secret, body: method === 'POST' ? { name: 'more', scopes: ['webhooks:write'] } : undefined });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(res).error.message).toBe(translate('en', 'api_key_route'));
    }
  });

  it('answer 401 once revoked, with the localized reason; another account cannot revoke them', async () => {
    const key = await makeKey(w.schoolA, { name: 'to revoke', scopes: ['roster:read'] });
    expect((await call('GET', '/classes', { token: key.secret })).statusCode).toBe(200);
    expect((await call('POST', `/api-keys/${key.id}/revoke`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('POST', `/api-keys/${key.id}/revoke`, { token: w.teacherA1.token })).statusCode).toBe(404);
    const revoked = await call('POST', `/api-keys/${key.id}/revoke`, { token: w.schoolA.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.key.state).toBe('revoked');
    for (const locale of ['ar', 'en'] as const) {
      const res = await call('GET', '/classes', { token: key.secret, locale });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).error).toMatchObject({ code: 'unauthorized', message: translate(locale, 'api_key_revoked') });
    }
    expect((await call('POST', `/api-keys/${key.id}/revoke`, { token: w.schoolA.token })).statusCode).toBe(409);
  });

  it('answer 401 once expired, and 401 for a wrong secret or an unknown key', async () => {
    const key = await makeKey(w.schoolA, { name: 'short', scopes: ['roster:read'], expires_in_days: 1 });
    expect((await call('GET', '/classes', { token: key.secret })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.expiresAt!.getTime()).toBe(t.clock().getTime() + DAY);
    // a day would end the sessions of this world too: the key is brought to a minute before its end
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(t.clock().getTime() + 60_000) })
      .where(eq(apiKeys.id, key.id));
    expect((await call('GET', '/classes', { token: key.secret })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const res = await call('GET', '/classes', { token: key.secret });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error.message).toBe(translate('en', 'api_key_expired'));
    const live = await makeKey(w.schoolA, { name: 'live', scopes: ['roster:read'] });
    const wrong = live.secret.slice(0, -4) + (live.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const bad = await call('GET', '/classes', { token: wrong });
    expect(bad.statusCode).toBe(401);
    expect(errorOf(bad).error.message).toBe(translate('en', 'api_key_invalid'));
    expect((await call('GET', '/classes', { token: 'tsk_000000000000_' + 'A'.repeat(43) })).statusCode).toBe(401);
    expect((await call('GET', '/classes', { token: 'tsk_nonsense' })).statusCode).toBe(401);
  });

  it('are limited per key, with RateLimit headers and a 429 past the limit', async () => {
    const key = await makeKey(w.schoolA, { name: 'busy', scopes: ['roster:read'] });
    const other = await makeKey(w.schoolA, { name: 'calm', scopes: ['roster:read'] });
    for (let i = 0; i < PER_MINUTE; i++) {
      const res = await call('GET', '/classes', { token: key.secret, ip: nextIp() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-remaining']).toBe(String(PER_MINUTE - i - 1));
    }
    const over = await call('GET', '/classes', { token: key.secret, ip: nextIp(), locale: 'ar' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(over).error.message).toBe(translate('ar', 'rate_limited'));
    // another key of the same owner keeps its own count
    expect((await call('GET', '/classes', { token: other.secret })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await call('GET', '/classes', { token: key.secret })).statusCode).toBe(200);
  });

  it('are a plan feature: none on Free, closed when the school leaves the plan, open to its teachers', async () => {
    const free = await signUp(t, { role: 'educator', educator_type: 'educator' });
    const list = await call('GET', '/api-keys', { token: free.token });
    expect(list.json().data).toMatchObject({ available: false, upgrade: translate('en', 'plan_limit_integrations', { plan: 'Pro' }), keys: [] });
    const made = await call('POST', '/api-keys', { token: free.token, body: { name: 'x', scopes: ['exams:read'] } });
    expect(made.statusCode).toBe(403);
    expect(errorOf(made).error).toMatchObject({ code: 'plan_limit', message: translate('en', 'plan_limit_integrations', { plan: 'Pro' }) });
    const teacherKey = await makeKey(w.teacherA2, { name: 'teacher of a school', scopes: ['exams:read'] });
    await setPlan(t, w.schoolA.id, 'basic');
    try {
      const res = await call('GET', '/exams', { token: teacherKey.secret });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error.code).toBe('plan_limit');
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
    expect((await call('GET', '/exams', { token: teacherKey.secret })).statusCode).toBe(200);
    const student = await call('POST', '/api-keys', { token: w.studentA.token, body: { name: 'x', scopes: ['exams:read'] } });
    expect(student.statusCode).toBe(403);
  });

  it('refuse a body without scopes or with an unknown one, in the caller’s language', async () => {
    const none = await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'x', scopes: [] }, locale: 'ar' });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).error.details[0]).toEqual({ path: 'scopes', issue: translate('ar', 'api_key_scopes_required') });
    expect((await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'x', scopes: ['admin:all'] } })).statusCode).toBe(422);
    expect((await call('POST', '/api-keys', { token: w.schoolA.token, body: { name: 'x', scopes: ['exams:read'], expires_in_days: 0 } })).statusCode).toBe(422);
  });

  it('are declared in the OpenAPI document, and the developers’ examples are made from it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/v1/{locale}/exams'].get;
    expect(list['x-scopes']).toEqual(['exams:read']);
    expect(list.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/{locale}/api-keys'].post['x-scopes']).toBeUndefined();
    const res = await call('GET', '/developers/examples', { locale: 'ar' });
    expect(res.statusCode).toBe(200);
    const examples = res.json().data.examples as Array<{ method: string; path: string; curl: string; scopes: string[]; summary: string }>;
    const create = examples.find((e) => e.method === 'POST' && e.path === '/exams');
    expect(create?.scopes).toEqual(['exams:write']);
    expect(create?.curl).toContain('/api/v1/ar/exams');
    expect(create?.curl).toContain('Authorization: Bearer $TASREEF_API_KEY');
    expect(create?.curl).toContain(`-d '{"title":`);
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.values(ops as Record<string, { 'x-scopes'?: string[] }>)
        .filter((o) => o['x-scopes'])
        .map(() => p),
    );
    expect(examples).toHaveLength(documented.length);
    // the Arabic page says each operation in Arabic; the English one keeps the document's summary
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops as Record<string, { 'x-scopes'?: string[]; summary: string }>)
        .filter(([, o]) => o['x-scopes'])
        .map(([m, o]) => ({ op: `${m.toUpperCase()} ${p.replace('/api/v1/{locale}', '')}`, summary: o.summary })),
    );
    expect(Object.keys(OPERATION_SUMMARIES_AR).sort()).toEqual(operations.map((o) => o.op).sort());
    for (const e of examples) expect(e.summary, `${e.method} ${e.path}`).toBe(OPERATION_SUMMARIES_AR[`${e.method} ${e.path}`]);
    expect(examples.every((e) => /[\u0621-\u064A]{3}/u.test(e.summary))).toBe(true);
    const english = (await call('GET', '/developers/examples', { locale: 'en' })).json().data.examples as Array<{ method: string; path: string; summary: string }>;
    for (const e of english) expect(e.summary).toBe(operations.find((o) => o.op === `${e.method} ${e.path}`)!.summary);
  });

  it('never reach the log', async () => {
    expect(secrets.length).toBeGreaterThan(5);
    const text = log.join('');
    expect(text).toContain('/api-keys');
    for (const s of secrets) {
      expect(text).not.toContain(s);
      expect(text).not.toContain(s.split('_').slice(2).join('_'));
    }
  });
});
