/**
 * A database error in a request that carries secrets is logged by what it is (SQLSTATE code,
 * message, SQL text with placeholders, request id), never by the values it was writing: no
 * argon2 hash, no email, no mail holding a live code. On the embedded database and on PostgreSQL.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { caller, nextIp, registration } from './auth/harness.ts';

let t: TestApp;
const lines: string[] = [];
const mails: MailMessage[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, options: { logStream } });
  // Keep what the app asks to mail, to know the live code it was writing when the database failed.
  const mailer = t.app.mailer;
  const enqueue = mailer.enqueue.bind(mailer);
  mailer.enqueue = async (message, executor) => {
    mails.push(message);
    return enqueue(message, executor);
  };
  // A failing write, as a full disk makes it: SQLSTATE 53100 from a trigger.
  await t.app.database.db.execute(
    sql.raw(`
    create function log_test_refuse() returns trigger language plpgsql as $$
    begin raise exception 'forced failure of the log test' using errcode = 'disk_full'; end $$`),
  );
}, 300_000);
afterAll(async () => t?.cleanup());

async function refuseWritesTo(table: string) {
  await t.app.database.db.execute(sql.raw(`create trigger log_test_refuse_${table} before insert on ${table} for each row execute function log_test_refuse()`));
  return async () => {
    await t.app.database.db.execute(sql.raw(`drop trigger log_test_refuse_${table} on ${table}`));
  };
}

interface FailureLine {
  reqId: string;
  msg: string;
  err: { type: string; message: string; stack: string; code?: string; query?: string; cause?: { code?: string; message: string } };
}

/** The log lines of one request; its failure (a 503: the disk is full) must be among them. */
function failureOf(reqLines: string[]): FailureLine {
  const failed = reqLines.map((l) => JSON.parse(l) as FailureLine).find((l) => l.msg === 'request failed');
  if (!failed) throw new Error(`no "request failed" line in:\n${reqLines.join('\n')}`);
  return failed;
}

/** Every string anywhere in the log lines (keys and values), for a grep that JSON escaping cannot fool. */
function stringsOf(reqLines: string[]): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.push(k);
        walk(x);
      }
    }
  };
  for (const l of reqLines) walk(JSON.parse(l));
  return out;
}

async function registerWhileRefused(table: string, email: string, fullName: string) {
  const restore = await refuseWritesTo(table);
  const from = lines.length;
  try {
    const res = await caller(t.app)('POST', '/auth/register', { body: registration(email, { full_name: fullName }), ip: nextIp() });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('service_unavailable');
    expect(res.body).not.toContain('forced failure');
  } finally {
    await restore();
  }
  return lines.slice(from);
}

describe('the log of a database error', () => {
  it('holds no password hash, email or name when the users row cannot be written', async () => {
    const email = 'hash.owner@example.test';
    const fullName = 'Zainab Secretname';
    const log = await registerWhileRefused('users', email, fullName);
    const text = stringsOf(log).join('\n');
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Secretname');

    // Still useful: the request, the kind of failure, the statement (placeholders only).
    const failed = failureOf(log);
    expect(failed.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed.err.type).toBe('DrizzleQueryError');
    expect(failed.err.query).toMatch(/^insert into "users" .*\$1/);
    expect(failed.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failed.err.message).toContain('params: [redacted]');
    expect(failed.err.cause).toMatchObject({ code: '53100', message: 'forced failure of the log test' });
    expect(failed.err.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(failed)).not.toContain('"params"');
  });

  it('holds no live verification code when its mail cannot be queued', async () => {
    const email = 'code.owner@example.test';
    mails.length = 0;
    const log = await registerWhileRefused('mail_outbox', email, 'Karim Codeholder');
    const mail = mails.find((m) => m.to === email);
    expect(mail, 'the app tried to queue the code').toBeDefined();
    const codeLine = mail!.text.split('\n').find((l) => /\b\d{4}\b/.test(l));
    expect(codeLine, 'the mail holds the code').toBeDefined();

    const text = stringsOf(log).join('\n');
    expect(text).not.toContain(codeLine!.trim());
    expect(text).not.toContain(mail!.subject);
    expect(text).not.toContain(email);
    const failed = failureOf(log);
    expect(failed.err.query).toMatch(/^insert into "mail_outbox"/);
    expect(failed.err.cause?.code).toBe('53100');
  });
});
