import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  /** What the mail is about (`contact`, `newsletter`, later `verify_email` …), for the outbox and logs. */
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

/** Sends one mail or throws; nodemailer over SMTP in production. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transporter.sendMail({ from: m.from, to: m.to, replyTo: m.replyTo ?? undefined, subject: m.subject, text: m.text, html: m.html ?? undefined });
    },
    close() {
      transporter.close();
    },
  };
}

export interface MailerOptions {
  db: Db;
  from: string;
  /** null: development outbox: mails are only marked `outbox` and read at /dev/outbox. */
  transport: MailTransport | null;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each attempt, at most one hour. */
  retryBaseMs?: number;
  batchSize?: number;
}

type Row = typeof mailOutbox.$inferSelect;
type Executor = Pick<Db, 'insert'>;

/**
 * The durable mail queue: `enqueue` writes a row (inside the caller's transaction when given one),
 * the worker claims due rows with `for update skip locked` (so several app servers can share one
 * PostgreSQL), sends them and records the result; failures are retried with exponential back-off
 * until `max_attempts`. Rows stuck in `sending` by a crash are claimed again after five minutes.
 */
export class Mailer {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly retryBaseMs: number;
  private readonly batchSize: number;

  constructor(private readonly opts: MailerOptions) {
    this.retryBaseMs = opts.retryBaseMs ?? 30_000;
    this.batchSize = opts.batchSize ?? 10;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.opts.transport ? 'smtp' : 'outbox';
  }

  /**
   * Queues `message`; null, and nothing queued, for an address under the reserved `.invalid` domain
   * (the placeholder of username accounts and registration claims: docs/decisions/0024-…).
   */
  async enqueue(message: MailMessage, executor: Executor = this.opts.db): Promise<number | null> {
    if (isPlaceholderAddress(message.to)) return null;
    const [row] = await executor
      .insert(mailOutbox)
      .values({ kind: message.kind, to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html ?? null })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Queues many mails in few statements (a roster import's invitations); placeholder addresses are skipped. Answers how many were queued. */
  async enqueueMany(messages: MailMessage[], executor: Executor = this.opts.db): Promise<number> {
    const real = messages.filter((m) => !isPlaceholderAddress(m.to));
    for (let i = 0; i < real.length; i += 500) {
      await executor
        .insert(mailOutbox)
        .values(real.slice(i, i + 500).map((m) => ({ kind: m.kind, to: m.to, replyTo: m.replyTo ?? null, subject: m.subject, text: m.text, html: m.html ?? null })));
    }
    return real.length;
  }

  /** Asks the worker to look at the queue now (call after the enqueuing transaction committed). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Sends what is due now; the outbox poll for retries is a job of jobs/plugin.ts that calls `kick`. */
  start(): void {
    this.stopped = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    this.opts.transport?.close();
  }

  /** Sends everything due now (tests, and anyone who must not wait for the next poll). */
  async drain(): Promise<void> {
    await this.running;
    while ((await this.processBatch()) > 0);
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.processBatch()) > 0);
      } catch (err) {
        this.opts.log.error({ err }, 'mail worker failed');
        return;
      }
    } while (this.again && !this.stopped);
  }

  private async processBatch(): Promise<number> {
    const { db } = this.opts;
    const claimed = rowsOf<Row>(
      await db.execute(sql`
      update mail_outbox
         set status = 'sending', attempts = attempts + 1, locked_at = now()
       where id in (
         select id from mail_outbox
          where (status = 'queued' and next_attempt_at <= now())
             or (status = 'sending' and locked_at < now() - interval '5 minutes')
          order by id
          limit ${this.batchSize}
          for update skip locked)
      returning id, kind, "to" as "to", reply_to as "replyTo", subject, text, html, attempts, max_attempts as "maxAttempts"`),
    );
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async deliver(row: Row): Promise<void> {
    const { db, transport, log } = this.opts;
    try {
      if (transport) await transport.send({ kind: row.kind, to: row.to, replyTo: row.replyTo, subject: row.subject, text: row.text, html: row.html, from: this.opts.from });
      const status = transport ? 'sent' : 'outbox';
      await db.execute(sql`update mail_outbox set status = ${status}, sent_at = now(), locked_at = null, error = null where id = ${row.id}`);
      log.info({ mailId: row.id, kind: row.kind, status }, 'mail delivered');
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const final = row.attempts >= row.maxAttempts;
      const delayMs = Math.min(this.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      await db.execute(sql`
        update mail_outbox
           set status = ${final ? 'failed' : 'queued'}, locked_at = null, error = ${message},
               next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
         where id = ${row.id}`);
      log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, final, err: message }, 'mail not sent');
    }
  }
}

/** An address no mail may go to: the reserved top-level domain `.invalid` (RFC 2606). */
export function isPlaceholderAddress(address: string): boolean {
  return /\.invalid$/i.test(address.trim());
}
