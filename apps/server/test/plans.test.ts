import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLAN_FEATURE_KEYS, type Plan } from '@tasreef/contracts';
import { catalogFeatures, catalogPlans } from '../src/billing/plans.catalog.ts';
import { seedPlans } from '../src/billing/seed.ts';
import { planFeatures, plans } from '../src/db/schema.ts';
import { appForFile } from './helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  app = made.app;
});

const get = async (locale: string) => {
  const res = await app.inject(`/api/v1/${locale}/plans`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Plan[] }).data;
};
const value = (plan: Plan, key: string) => plan.features.find((f) => f.key === key)!;

describe('GET /api/v1/{locale}/plans', () => {
  it('lists the four plans in order with monthly and yearly (10 × monthly) prices', async () => {
    const data = await get('en');
    expect(data.map((p) => [p.code, p.name, p.price_monthly, p.price_yearly])).toEqual([
      ['free', 'Free', 0, 0],
      ['basic', 'Basic', 1, 10],
      ['pro', 'Pro', 9, 90],
      ['school', 'School', 49, 490],
    ]);
    for (const p of data) {
      expect(p.price_yearly).toBe(p.price_monthly * 10);
      expect(p.currency).toBe('USD');
    }
    expect(data.map((p) => p.yearly_discount_percent)).toEqual([0, 17, 17, 17]);
    expect(data[3]!.price_note).toBe('customized above 200 users');
  });

  it('has every feature row of the catalogue for every plan, in order', async () => {
    const data = await get('en');
    expect(catalogFeatures.map(([k]) => k)).toEqual([...PLAN_FEATURE_KEYS]);
    for (const p of data) expect(p.features.map((f) => f.key)).toEqual([...PLAN_FEATURE_KEYS]);
    const [free, basic, pro, school] = data as [Plan, Plan, Plan, Plan];
    const row = (key: string) => [free, basic, pro, school].map((p) => value(p, key).value_label);
    expect(row('educator_sub_accounts')).toEqual(['Unavailable', 'Unavailable', '5', 'Unlimited']);
    expect(row('exam_generator')).toEqual(['Limited', 'Full', 'Full', 'Full']);
    expect(row('question_formats')).toEqual([
      'Multiple choice',
      'Multiple choice, True/false',
      'Multiple choice, True/false, Typed answer',
      'Multiple choice, True/false, Typed answer',
    ]);
    expect(row('questions_per_exam')).toEqual(['10', '30', '100', '100']);
    expect(row('exams_per_month')).toEqual(['3', '20', 'Unlimited', 'Unlimited']);
    expect(row('attempts_per_exam')).toEqual(['1', '3', 'Unlimited', 'Unlimited']);
    expect(row('exam_setup')).toEqual(['Basic', 'Full', 'Full', 'Customized']);
    expect(row('question_editing')).toEqual(['Unavailable', 'Partial', 'Full', 'Full']);
    expect(row('certifications')).toEqual(['Unavailable', 'Unavailable', 'Full', 'Full']);
    expect(row('share_exam')).toEqual(['Unavailable', 'Full', 'Full', 'Full']);
    expect(row('group_exams')).toEqual(['Unavailable', 'Unavailable', 'Full', 'Full']);
    expect(row('educator_download')).toEqual(['Unavailable', 'Full', 'Full', 'Full']);
    expect(row('reports_level')).toEqual(['Basic', 'Partial', 'Full', 'Full']);
    expect(row('grade_scale')).toEqual(['Unavailable', 'Basic', 'Scale', 'Customized']);
    expect(row('statistics_kept')).toEqual(['One month', '3 months', '1 year', 'Unlimited']);
    expect(row('learning_features')).toEqual(['Limited: 5 practice sets a day', 'Full', 'Full', 'Full']);
    expect(row('progress_tracking')).toEqual(['Unavailable', 'Partial', 'Full', 'Full']);
    expect(row('question_bank')).toEqual(['50', '500', '5000', 'Unlimited']);
    expect(row('support')).toEqual(['Email', 'Email', 'Priority', 'Dedicated']);
    expect(value(pro, 'questions_per_exam')).toMatchObject({ kind: 'amount', amount: 100, unit: 'count' });
    expect(value(basic, 'statistics_kept')).toMatchObject({ kind: 'amount', amount: 3, unit: 'months' });
    expect(value(free, 'statistics_kept')).toMatchObject({ kind: 'one_month', amount: null });
  });

  it('is localized in Arabic', async () => {
    const [free, basic, pro, school] = (await get('ar')) as [Plan, Plan, Plan, Plan];
    expect([free.name, basic.name, pro.name, school.name]).toEqual(['المجانية', 'الأساسية', 'الاحترافية', 'المدارس']);
    expect(value(free, 'statistics_kept')).toMatchObject({ label: 'مدة حفظ الإحصاءات', value_label: 'شهر واحد' });
    expect(value(basic, 'statistics_kept').value_label).toBe('3 أشهر');
    expect(value(pro, 'statistics_kept').value_label).toBe('سنة واحدة');
    expect(value(school, 'statistics_kept').value_label).toBe('غير محدود');
    expect(value(basic, 'question_formats').value_label).toBe('اختيار من متعدد، صواب أو خطأ');
    expect(school.price_note).toBe('سعر مخصّص لأكثر من 200 مستخدم');
  });
});

describe('seeding', () => {
  it('is idempotent and keeps an administrator’s changes', async () => {
    const db = app.database.db;
    const [pro] = await db.select().from(plans).where(eq(plans.code, 'pro'));
    await db.update(plans).set({ priceMonthly: 12, nameEn: 'Professional' }).where(eq(plans.id, pro!.id));
    await db
      .update(planFeatures)
      .set({ amount: 150 })
      .where(and(eq(planFeatures.planId, pro!.id), eq(planFeatures.featureKey, 'questions_per_exam')));
    // A row deleted by mistake comes back; nothing else is touched.
    await db.delete(planFeatures).where(and(eq(planFeatures.planId, pro!.id), eq(planFeatures.featureKey, 'support')));

    expect(await seedPlans(db)).toEqual({ plansInserted: 0, featuresInserted: 1 });
    expect(await seedPlans(db)).toEqual({ plansInserted: 0, featuresInserted: 0 });

    expect(await db.$count(plans)).toBe(catalogPlans.length);
    expect(await db.$count(planFeatures)).toBe(catalogPlans.length * catalogFeatures.length);
    const data = await get('en');
    const changed = data.find((p) => p.code === 'pro')!;
    expect([changed.name, changed.price_monthly, changed.price_yearly]).toEqual(['Professional', 12, 120]);
    expect(value(changed, 'questions_per_exam').value_label).toBe('150');
    expect(value(changed, 'support').value_label).toBe('Priority');
  });
});
