import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LOCALES,
  PLAN_FEATURE_KEYS,
  dataEnvelope,
  planFeatureLabels,
  planSchema,
  planValueLabel,
  priceNote,
  type Locale,
  type Plan,
  type PlanFeatureKey,
  type PlanUnit,
  type PlanValue,
  type PlanValueKind,
} from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { planFeatures, plans } from '../db/schema.ts';
import { YEARLY_MONTHS_CHARGED } from './plans.catalog.ts';

function toValue(row: typeof planFeatures.$inferSelect): PlanValue {
  if (row.kind === 'amount') return { kind: 'amount', amount: row.amount ?? 0, unit: (row.unit ?? 'count') as PlanUnit };
  if (row.kind === 'list') return { kind: 'list', items: row.items ?? [] };
  return { kind: row.kind as Exclude<PlanValueKind, 'amount' | 'list'> };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The active plans in order, with the feature rows, in `locale`. */
export async function listPlans(db: Db, locale: Locale): Promise<Plan[]> {
  const planRows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.position), asc(plans.id));
  const featureRows = await db.select().from(planFeatures).orderBy(asc(planFeatures.position), asc(planFeatures.id));
  const yearlyDiscount = Math.round((1 - YEARLY_MONTHS_CHARGED / 12) * 100);
  return planRows.map((plan) => ({
    code: plan.code,
    name: locale === 'ar' ? plan.nameAr : plan.nameEn,
    currency: plan.currency,
    price_monthly: round2(plan.priceMonthly),
    price_yearly: round2(plan.priceMonthly * YEARLY_MONTHS_CHARGED),
    yearly_discount_percent: plan.priceMonthly > 0 ? yearlyDiscount : 0,
    price_note: priceNote(plan.customAboveUsers, locale),
    features: featureRows
      .filter((f) => f.planId === plan.id && (PLAN_FEATURE_KEYS as readonly string[]).includes(f.featureKey))
      .map((f) => {
        const value = toValue(f);
        return {
          key: f.featureKey,
          label: planFeatureLabels[locale][f.featureKey as PlanFeatureKey],
          kind: value.kind,
          amount: value.kind === 'amount' ? value.amount : null,
          unit: value.kind === 'amount' ? value.unit : null,
          items: value.kind === 'list' ? value.items : null,
          value_label: planValueLabel(value, locale, f.featureKey as PlanFeatureKey),
        };
      }),
  }));
}

export const planRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/plans', {
    schema: {
      summary: 'Price plans and their features, for the pricing page',
      tags: ['billing'],
      params: z.object({ locale: z.enum(LOCALES) }),
      response: { 200: dataEnvelope(z.array(planSchema)) },
    },
    handler: async (request) => ({ data: await listPlans(app.db, request.params.locale) }),
  });
};
