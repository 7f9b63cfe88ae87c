import { and, count, eq, ne } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { NotificationSettings, OAuthProvider } from '@tasreef/contracts/auth';
import { DEFAULT_NOTIFICATIONS } from '@tasreef/contracts/auth';
import type { z } from 'zod';
import type { updateProfileRequestSchema } from '@tasreef/contracts/auth';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { AppError, fieldError, unauthenticated } from '../http/errors.ts';
import { passwordChangedMail, verificationCodeMail } from './mail-templates.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.ts';
import type { AccountsContext, AuthService } from './service.ts';
import type { SessionRow } from './sessions.ts';
import type { UserRow } from '../db/accounts.ts';
import { extraColumns } from './present.ts';
import { oauthAccounts, users } from '../db/accounts.ts';
import { memberships, organizations } from '../db/management.ts';

type ProfileUpdate = z.infer<typeof updateProfileRequestSchema>;

/** Profile settings: personal and educational info, email, password, notifications, links, deletion. */
export class AccountService {
  constructor(
    private readonly ctx: AccountsContext,
    private readonly auth: AuthService,
  ) {}

  private async checkPassword(user: UserRow, password: string, field: string, wrongKey: 'current_password_wrong' | 'password_incorrect') {
    if (!user.passwordHash) {
      await verifyAgainstNothing(password);
      throw fieldError(field, 'password_not_set');
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, wrongKey);
  }

  /**
   * Updates the profile. A new email (current password required) is unverified until a code mailed
   * to it comes back; every open code of the account (sent to the old address) is closed and every
   * other session signed out, so nothing proven for the old address carries over to the new one.
   */
  async updateProfile(user: UserRow, session: SessionRow, input: ProfileUpdate, locale: Locale, request: RequestMeta): Promise<UserRow> {
    const { db, now } = this.ctx;
    const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
    if (newEmail) {
      if (!input.current_password) throw fieldError('current_password', 'required');
      await this.checkPassword(user, input.current_password, 'current_password', 'current_password_wrong');
      if (await this.auth.findByEmail(newEmail)) throw new AppError('conflict', 409, 'email_taken', {}, [{ path: 'email', key: 'email_taken' }]);
    }
    const isEducator = user.type === 'educator';
    const educatorType = isEducator && input.educator_type ? input.educator_type : user.educatorType;
    const organizationType = educatorType === 'school' ? (input.organization_type === undefined ? user.organizationType : input.organization_type) : null;
    if (isEducator && educatorType === 'school' && !organizationType) throw fieldError('organization_type', 'required');
    const t = now();
    try {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            fullName: input.full_name,
            profilePic: input.profile_pic,
            educatorType,
            organizationType,
            ...extraColumns(input),
            ...(newEmail ? { email: newEmail, emailVerifiedAt: null, emailVerifiedVia: null } : {}),
            updatedAt: t,
          })
          .where(eq(users.id, user.id))
          .returning();
        // Deleted meanwhile (a concurrent DELETE /account): the session is gone with it.
        if (!row) throw unauthenticated();
        if (newEmail) {
          await audit(tx, t, { event: 'email_changed', userId: user.id, meta: { from: user.email, to: newEmail }, request });
          await this.auth.codes.closeAll(user.id, 'email_changed', tx);
          await this.auth.sessions.revokeAll(user.id, session.id, tx);
          // In the same transaction: when no code may be sent yet (429), the email stays as it was.
          const code = await this.auth.codes.issue({ userId: user.id, purpose: 'verify_email', email: newEmail }, tx);
          await this.ctx.mailer.enqueue(verificationCodeMail(newEmail, locale, row!.fullName, code), tx);
        }
        return row!;
      });
      if (newEmail) this.ctx.mailer.kick();
      return updated;
    } catch (err) {
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
        throw new AppError('conflict', 409, 'email_taken', {}, [{ path: 'email', key: 'email_taken' }]);
      throw err;
    }
  }

  async changePassword(user: UserRow, session: SessionRow, input: { current_password: string; password: string }, locale: Locale, request: RequestMeta) {
    await this.checkPassword(user, input.current_password, 'current_password', 'current_password_wrong');
    const passwordHash = await hashPassword(input.password);
    await this.ctx.db.transaction(async (tx) => {
      const t = this.ctx.now();
      await tx.update(users).set({ passwordHash, updatedAt: t }).where(eq(users.id, user.id));
      await this.auth.sessions.revokeAll(user.id, session.id, tx);
      await audit(tx, t, { event: 'password_changed', userId: user.id, request });
      await this.ctx.mailer.enqueue(passwordChangedMail(user.email, locale, user.fullName), tx);
    });
    this.ctx.mailer.kick();
  }

  /**
   * Deletes the account (docs/decisions/0008-account-deletion.md): a school with teachers is
   * refused; sessions, codes and provider links go with the user; the audit trail stays.
   */
  async deleteAccount(user: UserRow, password: string, request: RequestMeta): Promise<void> {
    await this.checkPassword(user, password, 'password', 'password_incorrect');
    const { db, now } = this.ctx;
    if (user.type === 'educator') {
      // An organisation's owner with people in it would leave them without their school.
      const [r] = await db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(and(eq(organizations.ownerId, user.id), ne(memberships.status, 'removed')));
      if ((r?.n ?? 0) > 0) throw new AppError('conflict', 409, 'school_has_teachers');
    }
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, user.id));
      await audit(tx, now(), { event: 'account_deleted', userId: user.id, meta: { email: user.email, type: user.type }, request });
    });
  }

  async updateNotifications(user: UserRow, patch: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const next = { ...DEFAULT_NOTIFICATIONS, ...(user.notifications ?? {}), ...patch };
    await this.ctx.db.update(users).set({ notifications: next, updatedAt: this.ctx.now() }).where(eq(users.id, user.id));
    return next;
  }

  /** Unlinks a provider; refused when it is the only way left to sign in. */
  async unlink(user: UserRow, provider: OAuthProvider, request: RequestMeta): Promise<void> {
    const links = await this.auth.links(user.id);
    if (!links.some((l) => l.provider === provider)) throw new AppError('not_found', 404, 'oauth_not_linked');
    if (!user.passwordHash && links.length === 1) throw new AppError('conflict', 409, 'oauth_last_method');
    await this.ctx.db.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, user.id), eq(oauthAccounts.provider, provider)));
    await audit(this.ctx.db, this.ctx.now(), { event: 'oauth_unlinked', userId: user.id, meta: { provider }, request });
  }
}
