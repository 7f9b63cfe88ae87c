/**
 * The signed-in people of a fuzz run: a verified student, a verified educator, an administrator
 * (an address of ADMIN_EMAILS, verified by the code mailed to it) and an account that never
 * verified. The fuzz itself may sign them out, delete them, lock them or change their password;
 * `ensure` checks each between batches and signs in again, or signs up a new one.
 */
import type { IdentityName } from './requests.ts';
import type { Credentials } from './send.ts';
import type { Mailbox } from './mailbox.ts';

export type SignedInName = Exclude<IdentityName, 'anonymous'>;
export const SIGNED_IN: readonly SignedInName[] = ['student', 'educator', 'admin', 'unverified'];

/** Addresses the server is told to make administrators (one per sign-up the run may need). */
export const ADMIN_ADDRESSES = Array.from({ length: 100 }, (_, i) => `fuzz-admin-${i}@fuzz.test`);

export interface Account extends Credentials {
  email: string;
  id: string;
}

interface Answer {
  status: number;
  body: { data?: { authorization?: { token: string }; id?: string } } | null;
  cookies: string[];
}

export class Accounts {
  private readonly current = new Map<SignedInName, Account>();
  private made = 0;
  private adminsMade = 0;
  private address = 0;

  constructor(
    private readonly base: URL,
    private readonly mailbox: Mailbox,
    readonly password: string,
  ) {}

  credentials(name: IdentityName): Credentials | null {
    return name === 'anonymous' ? null : (this.current.get(name) ?? null);
  }

  /** Everyone's address and id, for the pools the requests draw from. */
  emails(): string[] {
    return [...this.current.values()].map((a) => a.email);
  }

  ids(): string[] {
    return [...this.current.values()].map((a) => a.id);
  }

  /** Each address is another client to the server's per-address limits (it trusts the loopback proxy). */
  private nextAddress(): string {
    this.address++;
    return `10.250.${(this.address >> 8) & 255}.${this.address & 255}`;
  }

  private async call(method: string, path: string, body: unknown, token?: string): Promise<Answer> {
    const res = await fetch(new URL(`/api/v1/en${path}`, this.base), {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.nextAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Answer['body'] = null;
    try {
      json = JSON.parse(text) as Answer['body'];
    } catch {
      json = null;
    }
    return { status: res.status, body: json, cookies: res.headers.getSetCookie() };
  }

  private async signIn(email: string): Promise<Account | null> {
    const res = await this.call('POST', '/auth/login', { email, password: this.password });
    const token = res.body?.data?.authorization?.token;
    if (res.status !== 200 || !token) return null;
    const csrf = res.cookies.map((c) => /^csrf_token=([^;]*)/.exec(c)?.[1]).find(Boolean) ?? '';
    const me = await this.call('GET', '/account', undefined, token);
    return { email, token, csrf, id: me.body?.data?.id ?? '' };
  }

  private async signUp(name: SignedInName): Promise<Account> {
    const n = this.made++;
    // Each admin sign-up takes a fresh address: registering one already taken mails no code.
    const email = name === 'admin' ? ADMIN_ADDRESSES[this.adminsMade++] : `fuzz-${name}-${n}@fuzz.test`;
    if (!email) throw new Error(`the fuzz needed more than ${ADMIN_ADDRESSES.length} admin accounts`);
    const since = Date.now();
    const role = name === 'educator' ? { role: 'educator', educator_type: 'teacher' } : { role: 'student' };
    const reg = await this.call('POST', '/auth/register', {
      full_name: `Fuzz ${name}`,
      email,
      password: this.password,
      password_confirmation: this.password,
      accept_terms: true,
      ...role,
    });
    if (reg.status !== 200) throw new Error(`signing up ${email} answered ${reg.status}: ${JSON.stringify(reg.body)}`);
    if (name !== 'unverified') {
      const code = await this.mailbox.codeFor(email, since);
      const verified = await this.call('POST', '/auth/verify-email', { email, verification_code: code }, reg.body?.data?.authorization?.token);
      if (verified.status !== 200) throw new Error(`verifying ${email} answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    }
    const account = await this.signIn(email);
    if (!account) throw new Error(`${email} cannot sign in right after signing up`);
    return account;
  }

  /** Makes sure every identity has a live session; returns how many had to sign in or up again. */
  async ensure(): Promise<number> {
    let renewed = 0;
    for (const name of SIGNED_IN) {
      const account = this.current.get(name);
      if (account) {
        const me = await this.call('GET', '/account', undefined, account.token);
        const type = (me.body?.data as { type?: string; is_email_verified?: boolean } | undefined) ?? {};
        const stillThemselves = me.status === 200 && (name !== 'admin' || type.type === 'admin') && (name === 'unverified' || type.is_email_verified);
        if (stillThemselves) continue;
      }
      renewed++;
      const again = account ? await this.signIn(account.email) : null;
      this.current.set(name, again && (name !== 'admin' || (await this.isAdmin(again))) ? again : await this.signUp(name));
    }
    return renewed;
  }

  private async isAdmin(account: Account): Promise<boolean> {
    const me = await this.call('GET', '/account', undefined, account.token);
    return (me.body?.data as { type?: string } | undefined)?.type === 'admin';
  }
}
