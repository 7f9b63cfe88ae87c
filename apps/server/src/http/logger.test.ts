import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, serializeError } from './logger.ts';

/** What PostgreSQL and drizzle attach to the errors of a failed write. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}
function drizzleError(query: string, params: unknown[], cause: Error): Error {
  class DrizzleQueryError extends Error {}
  return Object.assign(new DrizzleQueryError(`Failed query: ${query}\nparams: ${params.join(',')}`), { query, params, cause });
}

describe('serializeError', () => {
  it('keeps the columns of a unique violation, masks the values PostgreSQL echoes in `detail`', () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(boss@example.org) already exists.',
    });
    const out = serializeError(drizzleError('insert into "users" ("email", "password_hash") values ($1, $2)', ['boss@example.org', '$argon2id$v=19$x'], cause));
    const text = JSON.stringify(out);
    expect(text).not.toContain('boss@example.org');
    expect(text).not.toContain('argon2');
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'users_email_key', table: 'users', detail: 'Key (email)=(…) already exists.' });
    expect(out.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]');
    expect(out.query).toBe('insert into "users" ("email", "password_hash") values ($1, $2)');
  });

  it('drops a `detail` it does not know and a `where` that quotes the data, masks a value ending a message', () => {
    const notNull = serializeError(
      databaseError('null value in column "email" of relation "users" violates not-null constraint', {
        code: '23502',
        detail: 'Failing row contains (1, null, $argon2id$secret, Name).',
      }),
    );
    expect(notNull.detail).toBe('Failing row contains (…).');
    const json = serializeError(
      databaseError('invalid input syntax for type json', { code: '22P02', detail: 'Token "s3cret" is invalid.', where: 'JSON data, line 1: {"code":"1234", s3cret' }),
    );
    expect(JSON.stringify(json)).not.toContain('s3cret');
    const uuid = serializeError(databaseError('invalid input syntax for type uuid: "4821-secret"', { code: '22P02' }));
    expect(uuid.message).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(uuid.stack).not.toContain('4821-secret');
  });

  it('leaves out data kept on any error (`body`, `params`, objects), keeps what names the failure', () => {
    const err = Object.assign(new Error('mail transport refused'), { code: 'EAUTH', responseCode: 535, body: { password: 'Sec1!a' }, payload: 'x', request: { headers: {} } });
    const out = serializeError(err);
    expect(out).toMatchObject({ type: 'Error', message: 'mail transport refused', code: 'EAUTH', responseCode: 535 });
    expect(out).not.toHaveProperty('body');
    expect(out).not.toHaveProperty('payload');
    expect(out).not.toHaveProperty('request');
    const agg = serializeError(new AggregateError([drizzleError('select 1', ['secret-param'], new Error('x'))], 'several'));
    expect(JSON.stringify(agg)).not.toContain('secret-param');
    expect(serializeError('Failed query: select $1\nparams: secret').message).toBe('Failed query: select $1\nparams: [redacted]');
  });
});

describe('loggerOptions', () => {
  it('redacts a body wherever one is logged', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (c: Buffer, _e, done) => (lines.push(c.toString()), done()) });
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.get('/', async (request) => {
      request.log.info({ body: { password: 'Sec1!a' }, mail: { body: 'code 4821' } }, 'something');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const text = lines.join('');
    expect(text).not.toContain('Sec1!a');
    expect(text).not.toContain('4821');
    expect(text).toContain('something');
  });
});

describe('redactUrl', () => {
  const T = 'Xy9_-tokenTOKENtoken0123456789abcdefABCDEF0';
  it.each([
    [`/en/invitations/${T}`, '/en/invitations/[redacted]'],
    [`/api/v1/ar/invitations/${T}/accept`, '/api/v1/ar/invitations/[redacted]/accept'],
    [`/en/join-exam/${T}.data?_routes=routes%2Fjoin-exam`, '/en/join-exam/[redacted].data?_routes=routes%2Fjoin-exam'],
    [`/api/v1/en/exam-links/${T}/join`, '/api/v1/en/exam-links/[redacted]/join'],
    ['/ar/certificates/7K2M-9QXD-4HRT-WB3N', '/ar/certificates/[redacted]'],
    ['/api/v1/en/certificates/verify/7K2M9QXD4HRTWB3N', '/api/v1/en/certificates/verify/[redacted]'],
    ['/en/certificates?code=7K2M9QXD4HRTWB3N', '/en/certificates?code=[redacted]'],
    [`/en/unsubscribe?email=a%40b.test&token=${T}&x=1`, '/en/unsubscribe?email=[redacted]&token=[redacted]&x=1'],
    [
      `/api/v1/en/auth/oauth/google/callback?state=${T}&code=4%2F0Ab&iss=https%3A%2F%2Faccounts.google.com`,
      '/api/v1/en/auth/oauth/google/callback?state=[redacted]&code=[redacted]&iss=https%3A%2F%2Faccounts.google.com',
    ],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('sees through the spellings the router takes: percent-encoded names, doubled slashes, key case and brackets, an absolute address', () => {
    expect(redactUrl(`/en/%69nvitations/${T}`)).toBe('/en/%69nvitations/[redacted]');
    expect(redactUrl(`//en//join-exam//${T}`)).toBe('//en//join-exam//[redacted]');
    expect(redactUrl(`/en/INVITATIONS/${T}`)).toBe('/en/INVITATIONS/[redacted]');
    expect(redactUrl(`/en/unsubscribe?%74oken=${T}&TOKEN=${T}&token[]=${T}`)).not.toContain(T);
    expect(redactUrl(`http://tasreef.test/en/invitations/${T}`)).toBe('http://tasreef.test/en/invitations/[redacted]');
  });

  it('leaves addresses without secrets alone (ids are not secrets)', () => {
    for (const url of [
      '/api/v1/en/certificates/0b1f4c1e-2a1e-4c4e-9a53-6f1e2b9d8c7a/pdf',
      '/api/v1/en/exams/0b1f4c1e-2a1e-4c4e-9a53-6f1e2b9d8c7a/links',
      '/en/basic-search?q=%D9%83%D8%AA%D8%A8&page=2',
      '/en/invitations',
      '/',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('is the request serializer of the logger: no secret of the address reaches the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (c: Buffer, _e, done) => (lines.push(c.toString()), done()) });
    const app = Fastify({ logger: loggerOptions('info', stream) });
    app.get('/:locale/invitations/:token', async () => 'ok');
    await app.inject({ method: 'GET', url: `/en/invitations/${T}?code=${T}` });
    await app.close();
    const text = lines.join('');
    expect(text).not.toContain(T);
    expect(text).toContain('"url":"/en/invitations/[redacted]?code=[redacted]"');
  });
});
