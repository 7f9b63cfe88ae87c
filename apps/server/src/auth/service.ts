import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { grantIfListed } from '../admin/listed.ts';
import type { Locale } from '@tasreef/contracts';
import type { LoginRequest, RegisterRequest } from '@tasreef/contracts/auth';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailCodes, oauthAccounts, sessions, users } from '../db/accounts.ts';
import type { UserRow } from '../db/accounts.ts';
import { extraColumns, isProfileComplete } from './present.ts';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { CodeLocked, EmailCodes } from './codes.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { passwordChangedMail, registrationAttemptMail, resetCodeMail, verificationCodeMail } from './mail-templates.ts';
import { EVEN_ANSWER_MS, evenTime } from './even-time.ts';
import { LoginGuard } from './login-guard.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password.ts';
import { Sessions, type SessionRow } from './sessions.ts';
import { THROTTLE_RULES, Throttle } from './throttle.ts';
import { limitKeyOf } from '../http/client-address.ts';

export interface AccountsContext {
  db: Db;
  now: () => Date;
  secretKey: string;
  mailer: Pick<Mailer, 'enqueue' | 'kick'>;
  /** ADMIN_EMAILS, lower-cased: these addresses become administrators once proven (admin/listed.ts). */
  adminEmails?: ReadonlySet<string>;
  /** The time floor of answers that must not tell which addresses have accounts (even-time.ts). */
  evenAnswerMs?: number;
}

export interface SignedIn {
  token: string;
  session: SessionRow;
  user: UserRow;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A registration claim lives this long (then housekeeping drops it). */
const CLAIM_TTL_MS = 86_400_000;

/** Registration, sign-in, email codes, password reset, profile completion, sign-out. */
const NO_ADMIN_EMAILS: ReadonlySet<string> = new Set();

export class AuthService {
  readonly sessions: Sessions;
  readonly codes: EmailCodes;
  readonly throttle: Throttle;
  readonly guard: LoginGuard;

  constructor(readonly ctx: AccountsContext) {
    this.sessions = new Sessions(ctx.db, ctx.now);
    this.codes = new EmailCodes(ctx.db, ctx.secretKey, ctx.now);
    this.throttle = new Throttle(ctx.db, ctx.now);
    this.guard = new LoginGuard(ctx.db, ctx.now, ctx.secretKey);
  }

  /** The account of an address (never a registration claim). */
  async findByEmail(email: string): Promise<UserRow | null> {
    const [u] = await this.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.claimedEmail)))
      .limit(1);
    return u ?? null;
  }

  /** A student account added by username (ADR 0024). */
  async findByUsername(username: string): Promise<UserRow | null> {
    const [u] = await this.ctx.db.select().from(users).where(eq(users.username, username)).limit(1);
    return u ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const [u] = await this.ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    return u ?? null;
  }

  /** What the per-address limits and the sign-in lockout count under: the address, an IPv6 one by its /64. */
  private ip(request: RequestMeta) {
    return limitKeyOf(request.ip);
  }

  /**
   * Registers and signs in (unverified); a code goes to the address. An address that already has
   * an account gets the same answer in the same time: a registration claim (`claimedEmail`) is made
   * instead, a session of its own that shows the typed address, can never be verified and is dropped
   * a day later, and the owner is told by mail (at most once an hour) that someone tried.
   */
  async register(input: RegisterRequest, locale: Locale, request: RequestMeta): Promise<SignedIn> {
    await this.throttle.consume(THROTTLE_RULES.register, this.ip(request));
    const result = await this.evenly(async () => {
      const passwordHash = await hashPassword(input.password);
      const owner = await this.findByEmail(input.email);
      if (owner) return this.claim(owner, input, passwordHash, locale, request);
      try {
        return await this.createAccount(input, passwordHash, locale, request);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const raced = await this.findByEmail(input.email);
        if (!raced) throw err;
        return this.claim(raced, input, passwordHash, locale, request);
      }
    });
    this.ctx.mailer.kick();
    return result;
  }

  private accountValues(input: RegisterRequest, passwordHash: string, locale: Locale, t: Date) {
    return {
      email: input.email,
      passwordHash,
      fullName: input.full_name,
      type: input.role,
      educatorType: input.educator_type ?? null,
      organizationType: input.organization_type ?? null,
      ...extraColumns(input),
      locale,
      termsAcceptedAt: t,
      createdAt: t,
      updatedAt: t,
    };
  }

  private createAccount(input: RegisterRequest, passwordHash: string, locale: Locale, request: RequestMeta): Promise<SignedIn> {
    return this.ctx.db.transaction(async (tx) => {
      const t = this.ctx.now();
      const [user] = await tx
        .insert(users)
        .values(this.accountValues(input, passwordHash, locale, t))
        .returning();
      const code = await this.codes.issue({ userId: user!.id, purpose: 'verify_email', email: user!.email }, tx);
      await this.ctx.mailer.enqueue(verificationCodeMail(user!.email, locale, user!.fullName, code), tx);
      const { token, session } = await this.sessions.create(user!.id, false, request, tx);
      await audit(tx, t, { event: 'register', userId: user!.id, request });
      return { token, session, user: user! };
    });
  }

  private async claim(owner: UserRow, input: RegisterRequest, passwordHash: string, locale: Locale, request: RequestMeta): Promise<SignedIn> {
    // Outside the transaction: the embedded database has one connection, which the transaction holds.
    const tellOwner =
      !owner.disabledAt &&
      (await this.throttle.consume(THROTTLE_RULES.claimMail, owner.id).then(
        () => true,
        (err: unknown) => {
          if (err instanceof AppError && err.statusCode === 429) return false;
          throw err;
        },
      ));
    return this.ctx.db.transaction(async (tx) => {
      const t = this.ctx.now();
      const [user] = await tx
        .insert(users)
        .values({ ...this.accountValues(input, passwordHash, locale, t), email: `${randomUUID()}@claim.invalid`, claimedEmail: input.email })
        .returning();
      if (tellOwner) await this.ctx.mailer.enqueue(registrationAttemptMail(owner.email, owner.locale, owner.fullName), tx);
      const { token, session } = await this.sessions.create(user!.id, false, request, tx);
      await audit(tx, t, { event: 'registration_claimed', userId: owner.id, meta: { claim: user!.id, mailed: tellOwner }, request });
      return { token, session, user: user! };
    });
  }

  /** The newest registration claims of an address made in the last day (they sign in like new accounts). */
  private async claimsOf(email: string): Promise<UserRow[]> {
    const since = new Date(this.ctx.now().getTime() - CLAIM_TTL_MS);
    return this.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.claimedEmail, email), gt(users.createdAt, since)))
      .orderBy(desc(users.createdAt))
      .limit(3);
  }

  /**
   * Signs in. Failures slow the (account, address) that makes them and, past many, the account from
   * unknown places (login-guard.ts); the right password from a known device or address still works.
   * Returns a `device` token to keep in the browser (proof of a known device next time).
   */
  async login(input: LoginRequest, request: RequestMeta, deviceCookie?: string): Promise<SignedIn & { device: string }> {
    const { db, now } = this.ctx;
    const ip = this.ip(request);
    await this.throttle.hit(THROTTLE_RULES.loginIp, ip);
    let user = input.email.includes('@') ? await this.findByEmail(input.email) : await this.findByUsername(input.email);
    await this.guard.check(
      input.email,
      ip,
      async () => !!user && (this.guard.knownDevice(user.id, deviceCookie) || (await this.guard.knownAddress(user.id, request.ip ?? 'unknown'))),
    );
    let ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (user && !ok) {
      // Whoever registered this taken address signs in to their claim, as to a new account.
      for (const claim of await this.claimsOf(input.email)) {
        if (claim.passwordHash && (await verifyPassword(claim.passwordHash, input.password))) {
          user = claim;
          ok = true;
          break;
        }
      }
    }
    if (!user || !ok) {
      const locks = await this.guard.fail(input.email, ip);
      await audit(db, now(), { event: 'login_failed', userId: user?.id ?? null, meta: { email: input.email }, request });
      for (const lock of locks) {
        await audit(db, now(), {
          event: 'login_locked',
          userId: user?.id ?? null,
          meta: { email: input.email, scope: lock.scope, failures: lock.failures, until: lock.until.toISOString() },
          request,
        });
      }
      throw new AppError('validation_failed', 422, 'invalid_credentials');
    }
    if (user.disabledAt) {
      await audit(db, now(), { event: 'login_failed', userId: user.id, meta: { reason: 'disabled' }, request });
      throw new AppError('forbidden', 403, 'account_disabled');
    }
    await this.guard.succeed(input.email, ip);
    if (needsRehash(user.passwordHash!)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, user.id));
    }
    const { token, session } = await this.sessions.create(user.id, input.remember_me, request);
    await this.grantListedAdmin(user.id);
    await audit(db, now(), { event: 'login', userId: user.id, meta: { remember: input.remember_me }, request });
    const device = this.guard.knownDevice(user.id, deviceCookie) ? deviceCookie! : this.guard.deviceToken(user.id);
    return { token, session, user, device };
  }

  async logout(session: SessionRow, request: RequestMeta): Promise<void> {
    await this.sessions.revoke(session.id);
    await audit(this.ctx.db, this.ctx.now(), { event: 'logout', userId: session.userId, request });
  }

  /** Checks an email code mailed to `email`; a wrong try that kills the code is written to the audit log. */
  private async consumeCode(user: UserRow, purpose: 'verify_email' | 'reset_password', email: string, code: string, field: string, request: RequestMeta) {
    try {
      await this.codes.consume({ userId: user.id, purpose, email, code, field });
    } catch (err) {
      if (err instanceof CodeLocked) await audit(this.ctx.db, this.ctx.now(), { event: 'code_locked', userId: user.id, meta: { purpose }, request });
      throw err;
    }
  }

  /**
   * Verifies the account's current address with the code mailed to it. An unknown address, an
   * address already verified and a wrong code get the same answer (nothing tells which addresses
   * have accounts).
   */
  async verifyEmail(email: string, code: string, request: RequestMeta): Promise<UserRow> {
    const { db, now } = this.ctx;
    await this.throttle.consume(THROTTLE_RULES.codeCheck, this.ip(request));
    const user = await this.evenly(async () => {
      const found = await this.findByEmail(email);
      if (!found || found.emailVerifiedAt) throw fieldError('verification_code', 'code_invalid');
      await this.consumeCode(found, 'verify_email', found.email, code, 'verification_code', request);
      return found;
    });
    const t = now();
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: t, emailVerifiedVia: 'code', updatedAt: t })
      .where(and(eq(users.id, user.id), eq(users.email, user.email)))
      .returning();
    if (!updated) throw fieldError('verification_code', 'code_invalid'); // the address changed meanwhile
    await audit(db, t, { event: 'email_verified', userId: user.id, meta: { email: user.email }, request });
    if (await this.grantListedAdmin(user.id)) return (await this.findById(user.id)) ?? updated;
    return updated;
  }

  /** The moments an account proves its address (verification, sign-in) may make it an administrator. */
  async grantListedAdmin(userId: string): Promise<boolean> {
    return grantIfListed(this.ctx.db, this.ctx.now, this.ctx.adminEmails ?? NO_ADMIN_EMAILS, userId);
  }

  /**
   * Sends a new verification code. An unknown, disabled or already verified address gets the same
   * answer and no mail, and so does a code asked for too soon (a 429 would tell that the account
   * exists); only the per-address limit answers 429.
   */
  async resendVerification(email: string, locale: Locale, request: RequestMeta): Promise<void> {
    await this.throttle.consume(THROTTLE_RULES.codeSend, this.ip(request));
    await this.evenly(async () => {
      const user = await this.findByEmail(email);
      if (!user || user.disabledAt || user.emailVerifiedAt) return;
      await this.sendVerificationCode(user, locale).catch((err: unknown) => {
        if (!(err instanceof AppError && err.statusCode === 429)) throw err;
      });
    });
  }

  /** Runs work whose duration must not tell whether an address has an account. */
  private evenly<T>(work: () => Promise<T>): Promise<T> {
    return evenTime(this.ctx.evenAnswerMs ?? EVEN_ANSWER_MS, work);
  }

  async sendVerificationCode(user: UserRow, locale: Locale): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const code = await this.codes.issue({ userId: user.id, purpose: 'verify_email', email: user.email }, tx);
      await this.ctx.mailer.enqueue(verificationCodeMail(user.email, locale, user.fullName, code), tx);
    });
    this.ctx.mailer.kick();
  }

  /**
   * Forgot password and its resend: the same answer whether the address is known or not, and
   * whether or not a code went out (a code asked for too soon is silently not sent: a 429 would
   * tell that the account exists). Only the per-address limit answers 429.
   */
  async forgotPassword(email: string, locale: Locale, request: RequestMeta): Promise<void> {
    await this.throttle.consume(THROTTLE_RULES.forgotPassword, this.ip(request));
    await this.evenly(async () => {
      const user = await this.findByEmail(email);
      if (!user || user.disabledAt) return;
      try {
        await this.ctx.db.transaction(async (tx) => {
          const code = await this.codes.issue({ userId: user.id, purpose: 'reset_password', email: user.email }, tx);
          await this.ctx.mailer.enqueue(resetCodeMail(user.email, locale, user.fullName, code), tx);
        });
        this.ctx.mailer.kick();
      } catch (err) {
        if (!(err instanceof AppError && err.statusCode === 429)) throw err;
      }
    });
  }

  async resetPassword(input: { email: string; code: string; password: string }, locale: Locale, request: RequestMeta): Promise<void> {
    const { db, now } = this.ctx;
    await this.throttle.consume(THROTTLE_RULES.codeCheck, this.ip(request));
    const user = await this.findByEmail(input.email);
    if (!user || user.disabledAt) throw fieldError('code', 'code_invalid');
    // Only a code mailed to the account's current address: one sent to an address it had before
    // proves nothing about this one.
    await this.consumeCode(user, 'reset_password', user.email, input.code, 'code', request);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const t = now();
      const [changed] = await tx
        .update(users)
        .set({
          passwordHash,
          // The code came through this address's mailbox, so the address is proven too.
          emailVerifiedAt: user.emailVerifiedAt ?? t,
          emailVerifiedVia: 'code',
          updatedAt: t,
        })
        .where(and(eq(users.id, user.id), eq(users.email, user.email)))
        .returning({ id: users.id });
      if (!changed) throw fieldError('code', 'code_invalid'); // the address changed meanwhile
      await this.sessions.revokeAll(user.id, undefined, tx);
      await audit(tx, t, { event: 'password_reset', userId: user.id, request });
      await this.ctx.mailer.enqueue(passwordChangedMail(user.email, locale, user.fullName), tx);
    });
    this.ctx.mailer.kick();
  }

  async completeProfile(
    user: UserRow,
    input: { full_name?: string | undefined; role: 'student' | 'educator'; educator_type?: string | undefined; organization_type?: string | undefined } & Parameters<
      typeof extraColumns
    >[0],
  ): Promise<UserRow> {
    if (isProfileComplete(user)) throw new AppError('conflict', 409, 'profile_already_complete');
    const t = this.ctx.now();
    const [updated] = await this.ctx.db
      .update(users)
      .set({
        fullName: input.full_name ?? user.fullName,
        type: input.role,
        educatorType: (input.educator_type as UserRow['educatorType']) ?? null,
        organizationType: (input.organization_type as UserRow['organizationType']) ?? null,
        ...extraColumns(input),
        termsAcceptedAt: t,
        updatedAt: t,
      })
      .where(and(eq(users.id, user.id), isNull(users.type)))
      .returning();
    if (!updated) throw new AppError('conflict', 409, 'profile_already_complete');
    return updated;
  }

  /** Provider links of a user. */
  async links(userId: string) {
    return this.ctx.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId)).orderBy(oauthAccounts.createdAt);
  }

  async countUsers(): Promise<number> {
    const [r] = await this.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.claimedEmail));
    return r?.n ?? 0;
  }

  /** Housekeeping: sessions ended a week ago, codes past their use a day ago, old throttle windows. */
  async prune(): Promise<void> {
    const now = this.ctx.now().getTime();
    const weekAgo = new Date(now - 7 * 86_400_000);
    const dayAgo = new Date(now - 86_400_000);
    await this.ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, weekAgo), lt(sessions.revokedAt, weekAgo)));
    await this.ctx.db.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAgo));
    await this.ctx.db.delete(users).where(and(isNotNull(users.claimedEmail), lt(users.createdAt, new Date(now - CLAIM_TTL_MS))));
    await this.throttle.prune();
    await this.guard.prune();
  }
}
