import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'))
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
      Buffer.from(
        q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** Parses what the tests need from a raw MIME message: subject and the text/plain part. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const subjectMatch = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head);
  const subject = decodeWords((subjectMatch?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '));
  let text = '';
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(head.length)];
  for (const part of parts) {
    const [partHead = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (boundary && !/content-type:\s*text\/plain/i.test(partHead)) continue;
    text = decodePart(boundary ? partHead : head, rest.join('\n\n'));
    break;
  }
  return { to, raw, subject, text };
}

/** A real SMTP server on loopback that keeps what it receives. */
export class Inbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.mails.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Waits for the `n`-th mail (1-based) to `address`. */
  async waitFor(address: string, n = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.to(address);
      if (mails.length >= n) return mails[n - 1]!;
      if (Date.now() > deadline) throw new Error(`no mail #${n} to ${address} (have ${mails.length})`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** The 4-digit code of the `n`-th mail to `address` (it stands alone on its line). */
  async code(address: string, n = 1): Promise<string> {
    const mail = await this.waitFor(address, n);
    const m = /^(\d{4})\r?$/m.exec(mail.text);
    if (!m) throw new Error(`no code in mail to ${address}: ${mail.text}`);
    return m[1]!;
  }
}
