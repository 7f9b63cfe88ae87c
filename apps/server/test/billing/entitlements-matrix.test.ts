/**
 * The entitlement matrix: each limit of shared/spec/plans.md × each plan, at the limit and one
 * over, through the checks the features call (which ask the one entitlements service). Over a
 * limit: 403 plan_limit naming the limit and the first plan that lifts it.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/accounts.ts';
import { entitlementsOf, leftOf } from '../../src/entitlements/service.ts';
import { assertAttemptsAllowed, assertBankRoom, assertDownloadAllowed, assertEditAllowed, assertExamAllowed, assertExamRoom, examAllowance } from '../../src/exams/entitlements.ts';
import { assertFullReport, reportAllowance } from '../../src/reports/entitlements.ts';
import { teacherLimit } from '../../src/management/workspace.ts';
import { assertWithin } from '../../src/entitlements/service.ts';
import { appForFile } from '../helpers.ts';
import { GRADE_SCALE_PRESETS } from '@tasreef/contracts/grades';
import { assertScaleAllowed, scaleLevel } from '../../src/grades/scales.ts';
import { assertCertificatesAllowed } from '../../src/grades/certificates.ts';
import { assertSharingAllowed } from '../../src/sharing/entitlements.ts';

let app: FastifyInstance;
const owner: Record<string, string> = {};
appForFile(async (made) => {
  app = made.app;
  const now = new Date();
  for (const plan of PLANS) {
    const [row] = await app.database.db
      .insert(users)
      .values({
        email: `matrix.${plan}.${Date.now()}@example.test`,
        fullName: plan,
        type: 'educator',
        educatorType: 'teacher',
        planCode: plan,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    owner[plan] = row!.id;
  }
});

const PLANS = ['free', 'basic', 'pro', 'school'] as const;
type PlanCode = (typeof PLANS)[number];
const db = () => app.database.db;
const refused = (messageKey: string, params: Record<string, unknown>) => ({ code: 'plan_limit', statusCode: 403, messageKey, params });

/** The counted limits of plans.md (null: unlimited) and the plan that lifts one over each. */
const COUNTS: Record<string, { limits: Record<PlanCode, number | null>; lifts: Record<PlanCode, string | null> }> = {
  questions_per_exam: { limits: { free: 10, basic: 30, pro: 100, school: 100 }, lifts: { free: 'Basic', basic: 'Pro', pro: 'School', school: 'School' } },
  exams_per_month: { limits: { free: 3, basic: 20, pro: null, school: null }, lifts: { free: 'Basic', basic: 'Pro', pro: null, school: null } },
  attempts_per_exam: { limits: { free: 1, basic: 3, pro: null, school: null }, lifts: { free: 'Basic', basic: 'Pro', pro: null, school: null } },
  question_bank: { limits: { free: 50, basic: 500, pro: 5000, school: null }, lifts: { free: 'Basic', basic: 'Pro', pro: 'School', school: null } },
  educator_sub_accounts: { limits: { free: 0, basic: 0, pro: 5, school: null }, lifts: { free: 'Pro', basic: 'Pro', pro: 'School', school: null } },
};

/** Runs the feature's own check for `total` of `key` on `plan`'s owner. */
async function check(key: string, plan: PlanCode, total: number): Promise<void> {
  const a = await examAllowance(db(), owner[plan]!);
  if (key === 'questions_per_exam') return assertExamAllowed(db(), a, { count: total, formats: ['multiple_choice'] }, 'en');
  if (key === 'exams_per_month') return assertExamRoom(db(), a, total - 1, 'en');
  if (key === 'attempts_per_exam') return assertAttemptsAllowed(db(), a, total, 'en');
  if (key === 'question_bank') return assertBankRoom(db(), a, total - 1, 1, 'en');
  // What assertTeacherRoom runs inside its transaction, with the organisation's teacher count.
  const { limit } = await teacherLimit(db(), owner[plan]!);
  return assertWithin(db(), 'educator_sub_accounts', limit, total, 'en', 'plan_limit_educators', 'plan_limit_educators_unavailable');
}

const MESSAGE: Record<string, string> = {
  questions_per_exam: 'plan_limit_questions',
  exams_per_month: 'plan_limit_exams_month',
  attempts_per_exam: 'plan_limit_attempts',
  question_bank: 'plan_limit_bank',
  educator_sub_accounts: 'plan_limit_educators',
};

describe('counted limits × plans: at the limit, and one over', () => {
  for (const [key, { limits, lifts }] of Object.entries(COUNTS)) {
    for (const plan of PLANS) {
      const limit = limits[plan];
      it(`${key} on ${plan}: ${limit ?? 'unlimited'}`, async () => {
        const e = await entitlementsOf(db(), owner[plan]!);
        expect(e.plan).toBe(plan);
        if (limit === null) {
          await expect(check(key, plan, 1_000_000)).resolves.toBeUndefined();
          expect(leftOf(e, key as 'question_bank', 1_000_000)).toBeNull();
          return;
        }
        expect(leftOf(e, key as 'question_bank', 0)).toBe(limit);
        if (limit > 0) await expect(check(key, plan, limit)).resolves.toBeUndefined();
        const unavailable = limit === 0 && key === 'educator_sub_accounts';
        await expect(check(key, plan, limit + 1)).rejects.toMatchObject(
          unavailable ? refused('plan_limit_educators_unavailable', { plan: lifts[plan] }) : refused(MESSAGE[key]!, { number: limit, plan: lifts[plan] }),
        );
      });
    }
  }
});

describe('features × plans', () => {
  it('question formats: multiple choice on Free, + true/false on Basic, + typed on Pro and School', async () => {
    const formats = async (plan: PlanCode) => (await examAllowance(db(), owner[plan]!)).formats;
    expect(await formats('free')).toEqual(['multiple_choice']);
    expect(await formats('basic')).toEqual(['multiple_choice', 'true_false']);
    expect(await formats('pro')).toEqual(['multiple_choice', 'true_false', 'typed']);
    expect(await formats('school')).toEqual(['multiple_choice', 'true_false', 'typed']);
    const ask = async (plan: PlanCode, f: 'true_false' | 'typed') => assertExamAllowed(db(), await examAllowance(db(), owner[plan]!), { count: 1, formats: [f] }, 'en');
    await expect(ask('free', 'true_false')).rejects.toMatchObject(refused('plan_limit_formats', { format: 'True or false', plan: 'Basic' }));
    await expect(ask('basic', 'true_false')).resolves.toBeUndefined();
    await expect(ask('basic', 'typed')).rejects.toMatchObject(refused('plan_limit_formats', { plan: 'Pro' }));
    await expect(ask('pro', 'typed')).resolves.toBeUndefined();
    await expect(ask('school', 'typed')).resolves.toBeUndefined();
  });

  it('question editing: none on Free, wording on Basic, everything on Pro and School', async () => {
    const edit = async (plan: PlanCode, beyond: boolean) => assertEditAllowed(db(), await examAllowance(db(), owner[plan]!), beyond, 'en');
    await expect(edit('free', false)).rejects.toMatchObject(refused('plan_limit_editing', { plan: 'Basic' }));
    await expect(edit('basic', false)).resolves.toBeUndefined();
    await expect(edit('basic', true)).rejects.toMatchObject(refused('plan_limit_editing_partial', { plan: 'Pro' }));
    for (const plan of ['pro', 'school'] as const) await expect(edit(plan, true)).resolves.toBeUndefined();
  });

  it('educator PDF download: not on Free', async () => {
    await expect(assertDownloadAllowed(db(), owner.free!, 'ar')).rejects.toMatchObject(refused('plan_limit_download', { plan: 'الأساسية' }));
    for (const plan of ['basic', 'pro', 'school'] as const) await expect(assertDownloadAllowed(db(), owner[plan]!, 'en')).resolves.toBeUndefined();
  });

  it('reports level and statistics kept', async () => {
    const r = async (plan: PlanCode) => reportAllowance(db(), owner[plan]!);
    expect((await Promise.all(PLANS.map(r))).map((a) => [a.level, a.keep?.months ?? null])).toEqual([
      ['basic', 1],
      ['partial', 3],
      ['full', 12],
      ['full', null],
    ]);
    for (const plan of ['free', 'basic'] as const)
      await expect(assertFullReport(db(), await r(plan), 'plan_limit_report_csv', 'en')).rejects.toMatchObject(refused('plan_limit_report_csv', { plan: 'Pro' }));
    for (const plan of ['pro', 'school'] as const) await expect(assertFullReport(db(), await r(plan), 'plan_limit_report_csv', 'en')).resolves.toBeUndefined();
  });

  it('grade scales: none on Free, the ready scales as they are on Basic, any bands on Pro and School', async () => {
    const custom = [
      { from: 50, to: 100, label: 'Pass' },
      { from: 0, to: 50, label: 'Fail' },
    ];
    const preset = GRADE_SCALE_PRESETS.arabic.bands;
    expect(await Promise.all(PLANS.map((p) => scaleLevel(db(), owner[p]!)))).toEqual(['unavailable', 'basic', 'scale', 'customized']);
    await expect(assertScaleAllowed(db(), owner.free!, preset, 'en')).rejects.toMatchObject(refused('plan_limit_grade_scale', { plan: 'Basic' }));
    await expect(assertScaleAllowed(db(), owner.basic!, preset, 'en')).resolves.toBeUndefined();
    await expect(assertScaleAllowed(db(), owner.basic!, custom, 'en')).rejects.toMatchObject(refused('plan_limit_grade_scale_custom', { plan: 'Pro' }));
    for (const plan of ['pro', 'school'] as const) await expect(assertScaleAllowed(db(), owner[plan]!, custom, 'en')).resolves.toBeUndefined();
  });

  it('certifications: on Pro and School only', async () => {
    for (const plan of ['free', 'basic'] as const)
      await expect(assertCertificatesAllowed(db(), owner[plan]!, 'en')).rejects.toMatchObject(refused('plan_limit_certificates', { plan: 'Pro' }));
    for (const plan of ['pro', 'school'] as const) await expect(assertCertificatesAllowed(db(), owner[plan]!, 'en')).resolves.toBeUndefined();
  });

  it('share exam: not on Free; Basic, Pro and School', async () => {
    await expect(assertSharingAllowed(db(), owner.free!, 'en')).rejects.toMatchObject(refused('plan_limit_share', { plan: 'Basic' }));
    await expect(assertSharingAllowed(db(), owner.free!, 'ar')).rejects.toMatchObject(refused('plan_limit_share', { plan: 'الأساسية' }));
    for (const plan of ['basic', 'pro', 'school'] as const) await expect(assertSharingAllowed(db(), owner[plan]!, 'en')).resolves.toBeUndefined();
  });

  it('an unknown account is on Free', async () => {
    const e = await entitlementsOf(db(), '00000000-0000-4000-8000-000000000000');
    expect(e.plan).toBe('free');
    expect(leftOf(e, 'exams_per_month', 1)).toBe(2);
  });
});
