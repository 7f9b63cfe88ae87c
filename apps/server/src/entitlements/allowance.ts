/**
 * "How much is left": every row of the plan that covers an account, with the counts it uses now —
 * educator sub-accounts (teachers invited or active), exams made this month (UTC), questions in the
 * bank. An educator is covered by their organisation's owner's plan (a school's teacher by the
 * school's); anyone else by their own. The same counts the features check before they refuse.
 */
import { planFeatureLabels, planValueLabel, PLAN_FEATURE_KEYS, type Locale, type PlanFeatureKey, type PlanUnit, type PlanValue } from '@tasreef/contracts';
import type { Allowance } from '@tasreef/contracts/billing';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/accounts.ts';
import { teacherCount, workspaceOf } from '../management/workspace.ts';
import { madeThisMonth } from '../exams/drafts.ts';
import { held } from '../exams/bank.ts';
import { amountOf, entitlementsOf, type FeatureRow } from './service.ts';

function valueOf(r: FeatureRow): PlanValue {
  if (r.kind === 'amount') return { kind: 'amount', amount: r.amount ?? 0, unit: (r.unit ?? 'count') as PlanUnit };
  if (r.kind === 'list') return { kind: 'list', items: r.items ?? [] };
  return { kind: r.kind as Exclude<PlanValue['kind'], 'amount' | 'list'> };
}

export async function allowanceOf(db: Db, user: UserRow, now: Date, locale: Locale): Promise<Allowance> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const ws = user.type === 'educator' && user.educatorType ? await workspaceOf(db, user, now) : null;
  const e = await entitlementsOf(db, ws?.ownerId ?? user.id);
  const used: Partial<Record<PlanFeatureKey, number>> = ws
    ? {
        educator_sub_accounts: await teacherCount(db, ws.organizationId),
        exams_per_month: await madeThisMonth(db, ws.organizationId, now),
        question_bank: await held(db, ws.organizationId),
      }
    : {};
  const first = [...e.features.values()][0];
  const rows = PLAN_FEATURE_KEYS.flatMap((key) => {
    const r = e.features.get(key);
    if (!r) return [];
    // a count (not months or years): the limit, and what is left of it where the app counts it
    const counted = r.kind === 'unlimited' || (r.kind === 'amount' && (r.unit ?? 'count') === 'count');
    const limit = counted ? amountOf(r) : null;
    const u = used[key] ?? null;
    return [
      {
        key,
        label: planFeatureLabels[locale][key],
        value_label: planValueLabel(valueOf(r), locale, key),
        limit,
        used: u,
        left: u === null || limit === null ? null : Math.max(0, limit - u),
      },
    ];
  });
  return {
    plan_code: e.plan,
    plan_name: first ? (locale === 'ar' ? first.nameAr : first.nameEn) : e.plan,
    scope: ws && ws.ownerId !== user.id ? 'organization' : 'own',
    organization_name: ws && ws.ownerId !== user.id ? ws.organizationName : null,
    month_starts: monthStart.toISOString(),
    rows,
  };
}
