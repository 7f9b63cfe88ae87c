import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { grantIfListed } from '../admin/listed.ts';
import type { Locale } from '@tasreef/contracts';
import type { LoginRequest, RegisterRequest } from '@tasreef/contracts/auth';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailCodes, oauthAccounts, sessions, users } from '../db/accounts.ts';
import { extraColumns, isProfileComplete, type UserRow } from '../accounts/present.ts';
import { audit, type RequestMeta } from './audit.ts';
import { CodeLocked, EmailCodes } from './codes.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { passwordChangedMail, resetCodeMail, verificationCodeMail } from './mail-templates.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password.ts';
import { Sessions, type SessionRow } from './sessions.ts';
import { THROTTLE_RULES, Throttle } from './throttle.ts';

export interface AccountsContext {
  db: Db;
  now: () => Date;
  secretKey: string;
  mailer: Pick<Mailer, 'enqueue' | 'kick'>;
  /** ADMIN_EMAILS, lower-cased: these addresses become administrators once proven (admin/listed.ts). */
  adminEmails?: ReadonlySet<string>;
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

const emailTaken = () => new AppError('conflict', 409, 'email_taken', {}, [{ path: 'email', key: 'email_taken' }]);

/** Registration, sign-in, email codes, password reset, profile completion, sign-out. */
const NO_ADMIN_EMAILS: ReadonlySet<string> = new Set();

export class AuthService {
  readonly sessions: Sessions;
  readonly codes: EmailCodes;
  readonly throttle: Throttle;

  constructor(readonly ctx: AccountsContext) {
    this.sessions = new Sessions(ctx.db, ctx.now);
    this.codes = new EmailCodes(ctx.db, ctx.secretKey, ctx.now);
    this.throttle = new Throttle(ctx.db, ctx.now);
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [u] = await this.ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    return u ?? null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const [u] = await this.ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
    return u ?? null;
  }

  private ip(request: RequestMeta) {
    return request.ip ?? 'unknown';
  }

  async register(input: RegisterRequest, locale: Locale, request: RequestMeta): Promise<SignedIn> {
    const { db, now } = this.ctx;
    await this.throttle.consume(THROTTLE_RULES.register, this.ip(request));
    if (await this.findByEmail(input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const result = await db.transaction(async (tx) => {
        const t = now();
        const [user] = await tx
          .insert(users)
          .values({
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
          })
          .returning();
        const code = await this.codes.issue({ userId: user!.id, purpose: 'verify_email', email: user!.email }, tx);
        await this.ctx.mailer.enqueue(verificationCodeMail(user!.email, locale, user!.fullName, code), tx);
        const { token, session } = await this.sessions.create(user!.id, false, request, tx);
        await audit(tx, t, { event: 'register', userId: user!.id, request });
        return { token, session, user: user! };
      });
      this.ctx.mailer.kick();
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  async login(input: LoginRequest, request: RequestMeta): Promise<SignedIn> {
    const { db, now } = this.ctx;
    await this.throttle.hit(THROTTLE_RULES.loginIp, this.ip(request));
    await this.throttle.check(THROTTLE_RULES.loginAccount, input.email);
    const user = await this.findByEmail(input.email);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstNothing(input.password);
    if (!user || !ok) {
      await this.throttle.hit(THROTTLE_RULES.loginAccount, input.email).catch(() => undefined);
      await audit(db, now(), { event: 'login_failed', userId: user?.id ?? null, meta: { email: input.email }, request });
      throw new AppError('validation_failed', 422, 'invalid_credentials');
    }
    if (user.disabledAt) {
      await audit(db, now(), { event: 'login_failed', userId: user.id, meta: { reason: 'disabled' }, request });
      throw new AppError('forbidden', 403, 'account_disabled');
    }
    await this.throttle.reset(THROTTLE_RULES.loginAccount, input.email);
    if (needsRehash(user.passwordHash!)) {
      await db.update(users).set({ passwordHash: await hashPassword(input.password) }).where(eq(users.id, user.id));
    }
    const { token, session } = await this.sessions.create(user.id, input.remember_me, request);
    await this.grantListedAdmin(user.id);
    await audit(db, now(), { event: 'login', userId: user.id, meta: { remember: input.remember_me }, request });
    return { token, session, user };
  }

  async logout(session: SessionRow, request: RequestMeta): Promise<void> {
    await this.sessions.revoke(session.id);
    await audit(this.ctx.db, this.ctx.now(), { event: 'logout', userId: session.userId, request });
  }

  /** Checks an email code; a wrong try that kills the code is written to the audit log. */
  private async consumeCode(user: UserRow, purpose: 'verify_email' | 'reset_password', code: string, field: string, request: RequestMeta) {
    try {
      return await this.codes.consume({ userId: user.id, purpose, code, field });
    } catch (err) {
      if (err instanceof CodeLocked) await audit(this.ctx.db, this.ctx.now(), { event: 'code_locked', userId: user.id, meta: { purpose }, request });
      throw err;
    }
  }

  async verifyEmail(email: string, code: string, request: RequestMeta): Promise<UserRow> {
    const { db, now } = this.ctx;
    await this.throttle.consume(THROTTLE_RULES.codeCheck, this.ip(request));
    const user = await this.findByEmail(email);
    if (!user) throw fieldError('verification_code', 'code_invalid');
    if (user.emailVerifiedAt) throw new AppError('conflict', 409, 'already_verified');
    const sent = await this.consumeCode(user, 'verify_email', code, 'verification_code', request);
    if (sent.email !== user.email) throw fieldError('verification_code', 'code_invalid');
    const t = now();
    const [updated] = await db.update(users).set({ emailVerifiedAt: t, updatedAt: t }).where(eq(users.id, user.id)).returning();
    await audit(db, t, { event: 'email_verified', userId: user.id, meta: { email: user.email }, request });
    if (await this.grantListedAdmin(user.id)) return (await this.findById(user.id)) ?? updated!;
    return updated!;
  }

  /** The moments an account proves its address (verification, sign-in) may make it an administrator. */
  async grantListedAdmin(userId: string): Promise<boolean> {
    return grantIfListed(this, this.ctx.adminEmails ?? NO_ADMIN_EMAILS, userId);
  }

  /** Sends a new verification code. Unknown addresses get the same answer and no mail. */
  async resendVerification(email: string, locale: Locale, request: RequestMeta): Promise<void> {
    await this.throttle.consume(THROTTLE_RULES.codeSend, this.ip(request));
    const user = await this.findByEmail(email);
    if (!user || user.disabledAt) return;
    if (user.emailVerifiedAt) throw new AppError('conflict', 409, 'already_verified');
    await this.sendVerificationCode(user, locale);
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
    const user = await this.findByEmail(email);
    if (!user || user.disabledAt) {
      await verifyAgainstNothing('x'); // the answer takes about as long either way
      return;
    }
    try {
      await this.ctx.db.transaction(async (tx) => {
        const code = await this.codes.issue({ userId: user.id, purpose: 'reset_password', email: user.email }, tx);
        await this.ctx.mailer.enqueue(resetCodeMail(user.email, locale, user.fullName, code), tx);
      });
      this.ctx.mailer.kick();
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 429)) throw err;
    }
  }

  async resetPassword(input: { email: string; code: string; password: string }, locale: Locale, request: RequestMeta): Promise<void> {
    const { db, now } = this.ctx;
    await this.throttle.consume(THROTTLE_RULES.codeCheck, this.ip(request));
    const user = await this.findByEmail(input.email);
    if (!user || user.disabledAt) throw fieldError('code', 'code_invalid');
    await this.consumeCode(user, 'reset_password', input.code, 'code', request);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const t = now();
      // The code came through the mailbox, so the address is proven too.
      await tx.update(users).set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? t, updatedAt: t }).where(eq(users.id, user.id));
      await this.sessions.revokeAll(user.id, undefined, tx);
      await audit(tx, t, { event: 'password_reset', userId: user.id, request });
      await this.ctx.mailer.enqueue(passwordChangedMail(user.email, locale, user.fullName), tx);
    });
    this.ctx.mailer.kick();
  }

  async completeProfile(
    user: UserRow,
    input: { full_name?: string | undefined; role: 'student' | 'educator'; educator_type?: string | undefined; organization_type?: string | undefined } & Parameters<typeof extraColumns>[0],
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
    const [r] = await this.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return r?.n ?? 0;
  }

  /** Housekeeping: sessions ended a week ago, codes past their use a day ago, old throttle windows. */
  async prune(): Promise<void> {
    const now = this.ctx.now().getTime();
    const weekAgo = new Date(now - 7 * 86_400_000);
    const dayAgo = new Date(now - 86_400_000);
    await this.ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, weekAgo), lt(sessions.revokedAt, weekAgo)));
    await this.ctx.db.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAgo));
    await this.throttle.prune();
  }
}
