import { and, eq } from 'drizzle-orm';
import { emailField, isPlainText, type Locale } from '@tasreef/contracts';
import type { OAuthProvider } from '@tasreef/contracts/auth';
import { oauthAccounts, users } from '../db/accounts.ts';
import type { UserRow } from '../db/accounts.ts';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { AppError } from '../http/errors.ts';
import type { ProviderIdentity } from './oauth.ts';
import type { AuthService, SignedIn } from './service.ts';

const providerEmail = emailField();

/**
 * What a provider says goes into our tables and the audit log: a name or picture with control
 * characters is dropped, an address that is not one is no address, a subject with them fails the
 * sign-in (PostgreSQL refuses NUL; nothing from outside reaches SQL unchecked).
 */
export function cleanIdentity(identity: ProviderIdentity): ProviderIdentity {
  if (!identity.subject || !isPlainText(identity.subject) || identity.subject.length > 255) throw new AppError('bad_request', 400, 'oauth_failed');
  const email = identity.email === null ? null : providerEmail.safeParse(identity.email);
  const text = (v: string | null, max: number) => (v !== null && isPlainText(v) && v.trim() !== '' ? v.trim().slice(0, max) : null);
  return {
    subject: identity.subject,
    email: email?.success && isPlainText(email.data) ? email.data : null,
    emailVerified: email?.success === true && identity.emailVerified,
    name: text(identity.name, 100),
    picture: text(identity.picture, 2000),
  };
}

/** What a provider sign-in or link does with the identity the provider vouched for. */
export class OAuthAccounts {
  constructor(private readonly auth: AuthService) {}

  private get db() {
    return this.auth.ctx.db;
  }

  private async linkOf(provider: OAuthProvider, subject: string) {
    const [l] = await this.db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
      .limit(1);
    return l ?? null;
  }

  /** Links the provider account to `user` (the signed-in user who started the link). */
  async link(user: UserRow, provider: OAuthProvider, vouched: ProviderIdentity, request: RequestMeta): Promise<void> {
    const identity = cleanIdentity(vouched);
    const existing = await this.linkOf(provider, identity.subject);
    if (existing && existing.userId !== user.id) throw new AppError('conflict', 409, 'oauth_linked_elsewhere');
    if (existing) return;
    const now = this.auth.ctx.now();
    await this.db.transaction(async (tx) => {
      // One link per provider and user: linking another Google account replaces the old one.
      await tx.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, user.id), eq(oauthAccounts.provider, provider)));
      await tx.insert(oauthAccounts).values({ userId: user.id, provider, subject: identity.subject, email: identity.email, createdAt: now });
      await audit(tx, now, { event: 'oauth_linked', userId: user.id, meta: { provider, email: identity.email }, request });
    });
  }

  /**
   * Signs in with a provider: its linked account; else the account with the same, provider-verified
   * email (linked on the way; an unverified local account with that email loses its password and
   * sessions, so nobody who pre-registered someone else's address keeps a way in); else a new
   * account, whose profile is then completed.
   */
  async signIn(provider: OAuthProvider, vouched: ProviderIdentity, locale: Locale, request: RequestMeta): Promise<SignedIn & { created: boolean }> {
    const identity = cleanIdentity(vouched);
    const { now } = this.auth.ctx;
    const link = await this.linkOf(provider, identity.subject);
    let user: UserRow | null = link ? await this.auth.findById(link.userId) : null;
    let created = false;
    if (!user) {
      if (!identity.email) throw new AppError('bad_request', 400, 'oauth_failed');
      const existing = await this.auth.findByEmail(identity.email);
      const t = now();
      if (existing && identity.emailVerified) {
        user = await this.db.transaction(async (tx) => {
          let u = existing;
          if (!existing.emailVerifiedAt) {
            [u] = (await tx
              .update(users)
              .set({ emailVerifiedAt: t, emailVerifiedVia: 'provider', passwordHash: null, updatedAt: t })
              .where(eq(users.id, existing.id))
              .returning()) as [UserRow];
            await this.auth.sessions.revokeAll(existing.id, undefined, tx);
          }
          await tx.insert(oauthAccounts).values({ userId: existing.id, provider, subject: identity.subject, email: identity.email, createdAt: t }).onConflictDoNothing();
          await audit(tx, t, { event: 'oauth_linked', userId: existing.id, meta: { provider, email: identity.email, by: 'email' }, request });
          return u;
        });
      } else if (existing) {
        // The provider does not vouch for the address: do not attach it to someone's account.
        throw new AppError('conflict', 409, 'email_taken');
      } else {
        user = await this.db.transaction(async (tx) => {
          const [u] = await tx
            .insert(users)
            .values({
              email: identity.email!,
              fullName: (identity.name ?? identity.email!.split('@')[0] ?? identity.email!).slice(0, 100),
              emailVerifiedAt: identity.emailVerified ? t : null,
              emailVerifiedVia: identity.emailVerified ? 'provider' : null,
              profilePic: identity.picture,
              locale,
              createdAt: t,
              updatedAt: t,
            })
            .returning();
          await tx.insert(oauthAccounts).values({ userId: u!.id, provider, subject: identity.subject, email: identity.email, createdAt: t });
          await audit(tx, t, { event: 'register', userId: u!.id, meta: { provider }, request });
          return u!;
        });
        created = true;
        if (!user.emailVerifiedAt) await this.auth.sendVerificationCode(user, locale);
      }
    }
    if (user.disabledAt) throw new AppError('forbidden', 403, 'account_disabled');
    const { token, session } = await this.auth.sessions.create(user.id, true, request);
    await this.auth.grantListedAdmin(user.id);
    await audit(this.db, now(), { event: 'oauth_login', userId: user.id, meta: { provider }, request });
    return { token, session, user, created };
  }
}
