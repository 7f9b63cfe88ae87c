/**
 * The plan rows of practice and progress (ADR 0044), asked of the one entitlements service:
 * - "learning features": `limited` (Free, and anonymous learners) = PRACTICE_LIMITED_SETS_PER_DAY
 *   new sets a day (an administrator's `amount` is that many; `unavailable` none; anything else no
 *   limit), counted on the server: a signed-in learner's sets of the day (their time zone), an
 *   anonymous learner's by address (a counter of the shared rate-limit table, per UTC day);
 * - "progress tracking": `unavailable` (the progress API refuses), `partial` (shares per feature,
 *   days and streak), `full` (also over time and the review queue).
 * A learner is covered by their own plan or by that of an organisation they belong to (a school's
 * plan covers its students), whichever is fuller.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { PRACTICE_LIMITED_SETS_PER_DAY } from '@tasreef/contracts/practice';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { entitlementsOfPlan, kindOf, learnerPlanOf, lifting, type Entitlements, type FeatureRow } from '../entitlements/service.ts';
import { AppError } from '../http/errors.ts';
import { addDays } from './days.ts';
import { limitKeyOf } from '../http/client-address.ts';

type Reader = Pick<Db, 'select'>;

export async function learnerEntitlements(db: Reader, userId: string | null): Promise<Entitlements> {
  return entitlementsOfPlan(db, userId ? await learnerPlanOf(db, userId) : 'free');
}

/** New practice sets a day the row allows (null: no limit). */
export function setsPerDay(r: Pick<FeatureRow, 'kind' | 'amount'> | undefined): number | null {
  if (!r) return PRACTICE_LIMITED_SETS_PER_DAY;
  if (r.kind === 'limited') return PRACTICE_LIMITED_SETS_PER_DAY;
  if (r.kind === 'amount') return r.amount ?? 0;
  if (r.kind === 'unavailable') return 0;
  return null;
}

export type ProgressLevel = 'unavailable' | 'partial' | 'full';

export function progressLevel(e: Entitlements): ProgressLevel {
  const kind = kindOf(e, 'progress_tracking');
  if (kind === 'unavailable') return 'unavailable';
  if (kind === 'partial' || kind === 'basic' || kind === 'limited') return 'partial';
  return 'full';
}

/** The first plan whose progress tracking is at least `level`. */
export const progressLifting = (db: Reader, level: 'partial' | 'full', locale: Locale) =>
  lifting(db, 'progress_tracking', (r) => r.kind !== 'unavailable' && (level === 'partial' || !['partial', 'basic', 'limited'].includes(r.kind)), locale);

/** Refuses what the plan's progress tracking does not reach (403 plan_limit naming the plan that does). */
export async function assertProgress(db: Reader, e: Entitlements, needed: 'partial' | 'full', locale: Locale): Promise<void> {
  const level = progressLevel(e);
  if (level === 'full' || (level === 'partial' && needed === 'partial')) return;
  const plan = await progressLifting(db, needed, locale);
  throw new AppError('plan_limit', 403, level === 'unavailable' ? 'plan_limit_progress' : 'plan_limit_progress_full', { plan });
}

async function refuseDay(db: Reader, limit: number, locale: Locale): Promise<never> {
  const plan = await lifting(
    db,
    'learning_features',
    (r) => {
      const n = setsPerDay(r);
      return n === null || n > limit;
    },
    locale,
  );
  throw new AppError('plan_limit', 403, 'plan_limit_practice_day', { number: limit, plan });
}

/**
 * Counts a new set against the day's allowance, or refuses it. Signed in: the sets started today
 * (not retries) are counted from the sets themselves (the caller inserts the new one after); an
 * anonymous learner: one atomic increment of a per-address, per-day counter that stops at the limit.
 */
export async function takeDailySet(db: Db, e: Entitlements, who: { userId: string | null; ip: string; zone: string }, now: Date, locale: Locale): Promise<void> {
  const limit = setsPerDay(e.features.get('learning_features'));
  if (limit === null) return;
  if (who.userId) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from practice_sets
        where user_id = ${who.userId} and retry_of is null
          and (created_at at time zone ${who.zone})::date = (${now.toISOString()}::timestamptz at time zone ${who.zone})::date`),
    );
    if ((row?.n ?? 0) >= limit) await refuseDay(db, limit, locale);
    return;
  }
  const day = now.toISOString().slice(0, 10);
  const resetAt = `${addDays(day, 1)}T00:00:00Z`;
  const taken = rowsOf<{ count: number }>(
    await db.execute(sql`insert into rate_limits as r (key, count, reset_at) values (${`practice-day:${limitKeyOf(who.ip)}:${day}`}, 1, ${resetAt}::timestamptz)
      on conflict (key) do update set count = r.count + 1 where r.count < ${limit}
      returning r.count`),
  );
  if (limit === 0 || taken.length === 0) await refuseDay(db, limit, locale);
}
