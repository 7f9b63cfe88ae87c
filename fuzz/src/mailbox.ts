/**
 * A loopback SMTP receiver the fuzzed server sends its mail to (production mode needs a mail
 * transport), so the fuzzer can read the verification codes of the accounts it signs up.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  port: number;
  /** The newest 4-digit code mailed to `to` after `since` (ms); waits for it up to `timeoutMs`. */
  codeFor(to: string, since: number, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

interface Received {
  to: string[];
  raw: string;
  at: number;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    async codeFor(to, since, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.filter((m) => m.at >= since && m.to.includes(to.toLowerCase())).at(-1);
        const code = mail && /code: (\d{4})\b/.exec(mail.raw)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code mailed to ${to} within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
