/**
 * The one entitlements service: what an account's plan allows, read from the plan catalogue in
 * the database (an administrator may change it), for the plan in `users.plan_code` (written by
 * an administrator or by a subscription, ADR 0035). An organisation's limits are its owner's plan,
 * so callers pass the owner: a school's plan covers its teachers and students.
 * The features' own checks (exams, bank, reports, management) ask it; over a limit they answer
 * 403 `plan_limit` naming the limit and the plan that lifts it.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale, MessageKey, MessageParams, PlanFeatureKey } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { memberships, organizations } from '../db/management.ts';
import { planCatalogVersion, planFeatures, plans } from '../db/schema.ts';
import { PromiseLru } from '../lib/promise-lru.ts';
import { AppError } from '../http/errors.ts';

type Reader = Pick<Db, 'select'>;

export interface FeatureRow {
  plan: string;
  nameEn: string;
  nameAr: string;
  position: number;
  featureKey: string;
  kind: string;
  amount: number | null;
  unit: string | null;
  items: string[] | null;
}

/** What one plan allows: its code and its feature rows by key. */
export interface Entitlements {
  plan: string;
  features: ReadonlyMap<string, FeatureRow>;
}

const featureRowColumns = {
  plan: plans.code,
  nameEn: plans.nameEn,
  nameAr: plans.nameAr,
  position: plans.position,
  featureKey: planFeatures.featureKey,
  kind: planFeatures.kind,
  amount: planFeatures.amount,
  unit: planFeatures.unit,
  items: planFeatures.items,
};

const featureRows = (db: Reader) => db.select(featureRowColumns).from(planFeatures).innerJoin(plans, eq(plans.id, planFeatures.planId));

/** The plan an account is on (Free when it is unknown). */
export async function planOf(db: Reader, accountId: string): Promise<string> {
  const [row] = await db.select({ plan: users.planCode }).from(users).where(eq(users.id, accountId));
  return row?.plan ?? 'free';
}

/**
 * The plan that covers a person as a learner: their own, or that of an organisation they study or
 * teach in (a school's plan covers its students), whichever comes last in the catalogue's order
 * (the fullest). Used by practice and progress (ADR 0044).
 */
export async function learnerPlanOf(db: Reader, userId: string): Promise<string> {
  const owners = await db
    .select({ owner: organizations.ownerId })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), ne(memberships.status, 'removed')));
  const ids = [userId, ...owners.map((o) => o.owner)];
  const rows = await db.select({ plan: users.planCode, position: plans.position }).from(users).leftJoin(plans, eq(plans.code, users.planCode)).where(inArray(users.id, ids));
  const best = rows.sort((a, b) => (b.position ?? -1) - (a.position ?? -1))[0];
  return best?.plan ?? 'free';
}

/** Everything `plan` allows, in one read. */
export async function entitlementsOfPlan(db: Reader, plan: string): Promise<Entitlements> {
  const rows = await featureRows(db).where(eq(plans.code, plan));
  return { plan, features: new Map(rows.map((r) => [r.featureKey, r])) };
}

/** Everything the account's plan allows (for an organisation: pass its owner). */
export async function entitlementsOf(db: Reader, accountId: string): Promise<Entitlements> {
  // one read (every request of a feature with limits asks): the account's plan code, Free when unknown
  const plan = sql<string>`coalesce((select ${users.planCode} from ${users} where ${users.id} = ${accountId}), 'free')`;
  const rows = await db
    .select({ ...featureRowColumns, code: plan })
    .from(sql`(select 1) one`)
    .leftJoin(plans, eq(plans.code, plan))
    .leftJoin(planFeatures, eq(planFeatures.planId, plans.id));
  const code = rows[0]?.code ?? 'free';
  const features = new Map<string, FeatureRow>();
  for (const { code: _, ...r } of rows) if (r.featureKey !== null) features.set(r.featureKey, r as FeatureRow);
  return { plan: code, features };
}

/** The plan catalogue's counter (migration 0023), as SQL: text, only ever compared. */
export const planCatalogVersionOf = () => sql<string>`coalesce((select ${planCatalogVersion.version} from ${planCatalogVersion} where ${planCatalogVersion.id} = 1), 0)::text`;

/**
 * Each plan's entitlements as of a value of the catalogue's counter (ADR 0086), so that a request
 * that reads the counter with a query it makes anyway (an account's plan code beside it) needs no
 * read of the catalogue: the catalogue changes a few times a year, it is asked on every request of
 * a feature with limits. The caller reads the counter before this call: the rows read after it are
 * at least as new, so what is kept under v is never older than v. One per app instance (on its own
 * database), never shared across databases.
 */
export class PlanCache {
  private readonly plans = new PromiseLru<Entitlements>(64);
  /** How many times the catalogue was read (the rest came from memory). */
  reads = 0;

  of(db: Reader, plan: string, catalogVersion: string): Promise<Entitlements> {
    return this.plans.get(`${catalogVersion}:${plan}`, () => {
      this.reads++;
      return entitlementsOfPlan(db, plan);
    });
  }
}

/** A count the plan allows: null = unlimited; 0 when unavailable, missing or not a count. */
export function amountOf(r: Pick<FeatureRow, 'kind' | 'amount'> | undefined): number | null {
  if (!r) return 0;
  if (r.kind === 'unlimited') return null;
  return r.kind === 'amount' && r.amount !== null ? r.amount : 0;
}

/** The count of `key` (null: unlimited). */
export const limitOf = (e: Entitlements, key: PlanFeatureKey): number | null => amountOf(e.features.get(key));
/** The level of `key` (full, partial, basic, unavailable…; unavailable when missing). */
export const kindOf = (e: Entitlements, key: PlanFeatureKey): string => e.features.get(key)?.kind ?? 'unavailable';
/** The items of a list feature (question formats). */
export const itemsOf = (e: Entitlements, key: PlanFeatureKey): string[] => {
  const r = e.features.get(key);
  return r?.kind === 'list' && r.items ? r.items : [];
};
/** How much of `key` is left after `used` (null: unlimited; never below 0). */
export const leftOf = (e: Entitlements, key: PlanFeatureKey, used: number): number | null => {
  const limit = limitOf(e, key);
  return limit === null ? null : Math.max(0, limit - used);
};

/** The first active plan (by position) whose row of `key` satisfies `ok`, by name in `locale`. */
export async function lifting(db: Reader, key: PlanFeatureKey, ok: (r: FeatureRow) => boolean, locale: Locale): Promise<string> {
  const all = await featureRows(db)
    .where(and(eq(planFeatures.featureKey, key), eq(plans.active, true)))
    .orderBy(asc(plans.position));
  const r = all.find(ok);
  return r ? (locale === 'ar' ? r.nameAr : r.nameEn) : locale === 'ar' ? 'المدارس' : 'School';
}

/**
 * Refuses a count over the plan's `limit` of `key`: `total` is what there would be (held + adding,
 * or the number asked for). 403 plan_limit with `{number, plan}`; with `unavailable`, a plan
 * without the feature at all answers that message with `{plan}` instead.
 */
export async function assertWithin(
  db: Reader,
  key: PlanFeatureKey,
  limit: number | null,
  total: number,
  locale: Locale,
  over: MessageKey,
  unavailable?: MessageKey,
  params: MessageParams = {},
): Promise<void> {
  if (limit === null || total <= limit) return;
  const plan = await lifting(db, key, (r) => amountOf(r) === null || amountOf(r)! >= total, locale);
  if (limit === 0 && unavailable) throw new AppError('plan_limit', 403, unavailable, { ...params, plan });
  throw new AppError('plan_limit', 403, over, { ...params, number: limit, plan });
}
