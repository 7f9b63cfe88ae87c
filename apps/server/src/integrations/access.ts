import { and, eq } from 'drizzle-orm';
import { translate, type Locale } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { memberships, organizations } from '../db/management.ts';
import { entitlementsOf, kindOf, lifting } from '../entitlements/service.ts';
import { AppError } from '../http/errors.ts';

type Reader = Pick<Db, 'select'>;

/**
 * Whose plan opens the doors for an account: the school it teaches in (its owner's plan covers its
 * teachers), else its own. Read at every use, so a school that leaves the plan closes its teachers'
 * keys and endpoints at once.
 */
export async function planOwnerOf(db: Reader, userId: string): Promise<string> {
  const [teaching] = await db
    .select({ owner: organizations.ownerId })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'teacher'), eq(memberships.status, 'active')))
    .limit(1);
  return teaching?.owner ?? userId;
}

/** Whether the account's plan includes API keys and webhooks, and if not the sentence naming the plan that does. */
export async function integrationAccess(db: Reader, userId: string, locale: Locale): Promise<{ available: boolean; upgrade: string | null; plan?: string }> {
  const owner = await planOwnerOf(db, userId);
  if (kindOf(await entitlementsOf(db, owner), 'api_access') !== 'unavailable') return { available: true, upgrade: null };
  // the plan's name for the 403, the sentence for the pages' upgrade prompt
  const plan = await lifting(db, 'api_access', (r) => r.kind !== 'unavailable', locale);
  return { available: false, upgrade: translate(locale, 'plan_limit_integrations', { plan }), plan };
}

/** 403 plan_limit naming the plan with API keys and webhooks, when the account's plan has none. */
export async function assertIntegrations(db: Reader, userId: string, locale: Locale): Promise<void> {
  const access = await integrationAccess(db, userId, locale);
  if (!access.available) throw new AppError('plan_limit', 403, 'plan_limit_integrations', { plan: access.plan! });
}
