import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts, ADMIN_ADDRESSES } from './accounts.ts';
import type { Mailbox } from './mailbox.ts';

/**
 * A loopback server that answers the few account routes as the app does where it matters here:
 * registering an address already taken answers 200 and mails nothing (no enumeration), and the
 * administrator loses its rights after every batch (as when the fuzz demotes or deletes it).
 */
async function accountServer() {
  const registered = new Set<string>();
  const mailed = new Map<string, string>();
  const admins = new Set(ADMIN_ADDRESSES);
  const tokens = new Map<string, string>();
  let demoted = new Set<string>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as { email?: string }) : {};
    const path = req.url?.replace('/api/v1/en', '') ?? '';
    const reply = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'set-cookie': 'csrf_token=c; Path=/' });
      res.end(JSON.stringify({ data }));
    };
    if (path === '/auth/register') {
      const email = body.email!;
      if (!registered.has(email)) mailed.set(email, '1234');
      registered.add(email);
      return reply(200, { authorization: { token: `t-${email}` } });
    }
    if (path === '/auth/verify-email') return reply(200, {});
    if (path === '/auth/login') {
      const email = body.email!;
      if (!registered.has(email) || demoted.has(email)) return reply(401, null);
      const token = `t-${email}-${tokens.size}`;
      tokens.set(token, email);
      return reply(200, { authorization: { token } });
    }
    if (path === '/account') {
      const email = tokens.get(req.headers.authorization?.replace('Bearer ', '') ?? '');
      if (!email || demoted.has(email)) return reply(401, null);
      return reply(200, { id: email, type: admins.has(email) ? 'admin' : 'student', is_email_verified: !email.includes('unverified') });
    }
    reply(404, null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const mailbox: Mailbox = {
    port: 0,
    async codeFor(to) {
      const code = mailed.get(to);
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    close: async () => {},
  };
  return {
    base: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    mailbox,
    /** The current administrators can no longer sign in (the fuzz changed their password or removed them). */
    loseAdmins: () => (demoted = new Set([...registered].filter((e) => admins.has(e)))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('fuzz accounts', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('signs up a new administrator on a fresh address each time one is lost, never one already taken', async () => {
    const server = await accountServer();
    close = server.close;
    const accounts = new Accounts(server.base, server.mailbox, 'password-1234');
    await accounts.ensure();
    const seen = new Set<string>();
    // CI once lost the administrator more than 20 times in 10,000 requests; the address wrapped
    // around to one already registered, which mails no code.
    for (let round = 0; round < 40; round++) {
      server.loseAdmins();
      expect(await accounts.ensure()).toBe(1);
      const admin = accounts.emails().find((e) => e.startsWith('fuzz-admin-'))!;
      expect(seen.has(admin)).toBe(false);
      seen.add(admin);
    }
  });
});
