import type { Db } from '../db/client.ts';
import { planFeatures, plans } from '../db/schema.ts';
import { catalogFeatures, catalogPlans } from './plans.catalog.ts';

/**
 * Inserts the catalogue's plans and feature rows that are not in the database yet. Existing rows
 * are left alone (`on conflict do nothing`): an administrator's edits survive every restart, and a
 * row added to the catalogue later appears on the next start. Changing a value that already exists
 * is a data migration, on purpose.
 */
export async function seedPlans(db: Db): Promise<{ plansInserted: number; featuresInserted: number }> {
  return db.transaction(async (tx) => {
    const insertedPlans = await tx
      .insert(plans)
      .values(
        catalogPlans.map((p, i) => ({
          code: p.code,
          nameEn: p.nameEn,
          nameAr: p.nameAr,
          position: i + 1,
          priceMonthly: p.priceMonthly,
          customAboveUsers: p.customAboveUsers,
        })),
      )
      .onConflictDoNothing({ target: plans.code })
      .returning({ id: plans.id });
    const ids = new Map((await tx.select({ id: plans.id, code: plans.code }).from(plans)).map((r) => [r.code, r.id]));
    const rows = catalogPlans.flatMap((plan, planIndex) => {
      const planId = ids.get(plan.code);
      if (planId === undefined) return [];
      return catalogFeatures.map(([key, values], position) => {
        const value = values[planIndex]!;
        return {
          planId,
          featureKey: key,
          position: position + 1,
          kind: value.kind,
          amount: value.kind === 'amount' ? value.amount : null,
          unit: value.kind === 'amount' ? value.unit : null,
          items: value.kind === 'list' ? value.items : null,
        };
      });
    });
    const insertedFeatures = await tx
      .insert(planFeatures)
      .values(rows)
      .onConflictDoNothing({ target: [planFeatures.planId, planFeatures.featureKey] })
      .returning({ id: planFeatures.id });
    return { plansInserted: insertedPlans.length, featuresInserted: insertedFeatures.length };
  });
}
