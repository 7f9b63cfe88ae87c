/**
 * Makes Stripe's products and prices match the plan catalogue in the database (the command:
 * sync-cli.ts, `npm run billing:sync`; after an administrator changes a price: the admin route).
 * One product a paid plan (id `tasreef_<plan>`), two recurring prices (monthly; yearly = 10 ×
 * monthly) found by their lookup keys (`tasreef_<plan>_<period>`). Running it again changes
 * nothing; after an administrator changes a price, it makes the new price and moves the lookup key
 * to it (Stripe prices cannot change amount), so subscriptions keep the price they have.
 */
import { asc, gt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { plans } from '../db/schema.ts';
import { YEARLY_MONTHS_CHARGED } from './plans.catalog.ts';
import { lookupKey, productId } from './stripe-client.ts';

export interface SyncResult {
  productsCreated: string[];
  pricesCreated: string[];
  unchanged: string[];
}

export async function syncCatalogue(db: Pick<Db, 'select'>, stripe: Stripe): Promise<SyncResult> {
  const result: SyncResult = { productsCreated: [], pricesCreated: [], unchanged: [] };
  const paid = await db.select().from(plans).where(gt(plans.priceMonthly, 0)).orderBy(asc(plans.position));
  const keys = paid.flatMap((p) => [lookupKey(p.code, 'monthly'), lookupKey(p.code, 'yearly')]);
  const existing = keys.length ? await stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 }) : { data: [] };
  for (const plan of paid) {
    const product = productId(plan.code);
    try {
      await stripe.products.retrieve(product);
    } catch (err) {
      if ((err as { code?: string }).code !== 'resource_missing') throw err;
      await stripe.products.create({ id: product, name: `Tasreef ${plan.nameEn}`, metadata: { plan: plan.code } });
      result.productsCreated.push(product);
    }
    for (const period of ['monthly', 'yearly'] as const) {
      const key = lookupKey(plan.code, period);
      const cents = Math.round(plan.priceMonthly * 100) * (period === 'yearly' ? YEARLY_MONTHS_CHARGED : 1);
      const interval = period === 'yearly' ? 'year' : 'month';
      const found = existing.data.find((p) => p.lookup_key === key);
      if (found && found.unit_amount === cents && found.currency === plan.currency.toLowerCase() && found.recurring?.interval === interval) {
        result.unchanged.push(key);
        continue;
      }
      await stripe.prices.create({
        product,
        currency: plan.currency.toLowerCase(),
        unit_amount: cents,
        recurring: { interval },
        lookup_key: key,
        transfer_lookup_key: true,
        metadata: { plan: plan.code, period },
      });
      result.pricesCreated.push(key);
    }
  }
  return result;
}
