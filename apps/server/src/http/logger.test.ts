import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './logger.ts';

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
