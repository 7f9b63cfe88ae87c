import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
let failNext = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--;
          const err = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  let t: TestApp;
  afterAll(async () => t?.cleanup());

  it('delivers the contact mail to a real SMTP server, retrying after a failure', async () => {
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, options: { mail: { retryBaseMs: 1 } } });
    const { app } = t;
    // No development outbox when SMTP is configured.
    expect((await app.inject('/dev/outbox')).statusCode).toBe(404);
    failNext = 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ar/contact',
      payload: {
        inquiry_type: 'report_problem',
        business_type: 'teacher',
        number_of_users: 30,
        name: 'Omar',
        email: 'omar@example.org',
        message: 'The conjugation page of a verb does not load.',
      },
    });
    expect(res.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      await app.mailer.drain();
    }
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['team@tasreef.test']);
    expect(mail.from).toBe('no-reply@tasreef.test');
    expect(mail.raw).toMatch(/^Reply-To: omar@example\.org/m);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    const [row] = await app.database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});
