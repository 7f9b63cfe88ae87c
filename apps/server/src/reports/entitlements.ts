/**
 * What a plan's reports show (shared/spec/plans.md): the reports level (basic: the headline
 * figures; partial: + per question; full: + per feature, per student, CSV and retest) and how long
 * statistics are kept (attempts submitted before then are left out). Read from the plan catalogue
 * in the database, for the organisation's owner (a school's teacher works under the school's plan).
 */
import { planValueLabel, translate, type Locale, type MessageKey, type PlanValue } from '@tasreef/contracts';
import { REPORT_LEVELS, type ReportLevel, type ReportUpgrade } from '@tasreef/contracts/reports';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { entitlementsOf, kindOf, lifting, type Entitlements, type FeatureRow } from '../entitlements/service.ts';

// the plan catalogue's counter and cache, for the report's one query (ADR 0086)
export { planCatalogVersionOf, type PlanCache } from '../entitlements/service.ts';

export interface ReportAllowance {
  plan: string;
  level: ReportLevel;
  /** How long attempts are kept in reports; null: without limit. */
  keep: { months: number } | null;
}

/** customized (an administrator's own row) counts as full; anything unknown as basic. */
export function levelOf(kind: string | undefined): ReportLevel {
  if (kind === 'full' || kind === 'customized') return 'full';
  if (kind === 'partial') return 'partial';
  return 'basic';
}

const rank = (l: ReportLevel) => REPORT_LEVELS.indexOf(l);

function keepOf(r: { kind: string; amount: number | null; unit: string | null } | undefined): { months: number } | null {
  if (!r || r.kind === 'one_month') return { months: 1 };
  if (r.kind === 'unlimited') return null;
  if (r.kind === 'amount' && r.amount !== null) return { months: r.unit === 'years' ? r.amount * 12 : r.amount };
  return { months: 1 };
}

/** The reports of the organisation's plan (the entitlements service, for the owner). */
export async function reportAllowance(db: Pick<Db, 'select'>, ownerId: string): Promise<ReportAllowance> {
  return allowanceOf(await entitlementsOf(db, ownerId));
}

/** The reports of a plan's entitlements (read by the caller, e.g. from the plan cache). */
export function allowanceOf(e: Entitlements): ReportAllowance {
  return { plan: e.plan, level: levelOf(e.features.has('reports_level') ? kindOf(e, 'reports_level') : undefined), keep: keepOf(e.features.get('statistics_kept')) };
}

/** The oldest submission a report counts: `months` calendar months before now (UTC), or null. */
export function keptSince(allowance: Pick<ReportAllowance, 'keep'>, now: Date): Date | null {
  if (!allowance.keep) return null;
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - allowance.keep.months);
  return d;
}

/** "attempts of the last month", "… of the last 3 months", "… of the last year", "all attempts". */
function keptText(allowance: ReportAllowance, locale: Locale): string {
  const months = allowance.keep?.months;
  if (months === undefined) return translate(locale, 'report_kept_unlimited');
  if (months === 1) return translate(locale, 'report_kept_month');
  if (months === 12) return translate(locale, 'report_kept_year');
  const period: PlanValue = months % 12 === 0 ? { kind: 'amount', amount: months / 12, unit: 'years' } : { kind: 'amount', amount: months, unit: 'months' };
  return translate(locale, 'report_kept_since', { period: planValueLabel(period, locale) });
}

export function retentionOf(allowance: ReportAllowance, now: Date, locale: Locale): { kept: string; since: string | null } {
  return { kept: keptText(allowance, locale), since: keptSince(allowance, now)?.toISOString() ?? null };
}

/** The first plan whose reports reach `level`, by name. */
const planFor = (db: Pick<Db, 'select'>, level: ReportLevel, locale: Locale) => lifting(db, 'reports_level', (r: FeatureRow) => rank(levelOf(r.kind)) >= rank(level), locale);

/** The upgrade marker of a report cut at `allowance.level` where `wanted` would show more; null when nothing is cut. */
export async function upgradeFor(db: Pick<Db, 'select'>, allowance: ReportAllowance, wanted: ReportLevel, key: MessageKey, locale: Locale): Promise<ReportUpgrade | null> {
  if (rank(allowance.level) >= rank(wanted)) return null;
  const plan = await planFor(db, wanted, locale);
  return { level: wanted, plan, message: translate(locale, key, { plan }) };
}

/** Refuses what only the full report has (CSV, retest): 403 plan_limit naming the plan that has it. */
export async function assertFullReport(
  db: Pick<Db, 'select'>,
  allowance: ReportAllowance,
  key: 'plan_limit_report_csv' | 'plan_limit_report_retest',
  locale: Locale,
): Promise<void> {
  if (allowance.level === 'full') return;
  throw new AppError('plan_limit', 403, key, { plan: await planFor(db, 'full', locale) });
}
