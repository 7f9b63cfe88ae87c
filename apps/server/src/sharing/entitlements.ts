import type { Locale } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { entitlementsOf, kindOf, lifting } from '../entitlements/service.ts';

type Reader = Pick<Db, 'select'>;

/** Whether the organisation's plan (its owner's) includes sharing exams (plan row "share exam"). */
export async function sharingAllowed(db: Reader, ownerId: string): Promise<boolean> {
  return kindOf(await entitlementsOf(db, ownerId), 'share_exam') !== 'unavailable';
}

/** The sentence naming the plan that includes sharing. */
export async function sharingUpgrade(db: Reader, locale: Locale): Promise<AppError> {
  return new AppError('plan_limit', 403, 'plan_limit_share', { plan: await lifting(db, 'share_exam', (r) => r.kind !== 'unavailable', locale) });
}

/** Refuses sharing on a plan without it (403 plan_limit naming the plan that has it). */
export async function assertSharingAllowed(db: Reader, ownerId: string, locale: Locale): Promise<void> {
  if (!(await sharingAllowed(db, ownerId))) throw await sharingUpgrade(db, locale);
}
