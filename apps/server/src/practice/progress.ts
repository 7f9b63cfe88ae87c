/**
 * A signed-in learner's progress from their practice answers (ADR 0036): the share right per
 * grammatical feature (the reports' dimensions and labels), weakest first, each with the practice
 * that trains it; the days practised and the streak, in the learner's time zone.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { FeatureDimension } from '@tasreef/contracts/reports';
import {
  PROGRESS_DAYS,
  PROGRESS_MIN_ANSWERS,
  PROGRESS_WEAKEST_MAX,
  PROGRESS_WEEKS,
  type PracticeProgress,
  type ProgressFeature,
  type ProgressOverTime,
  type WeekCell,
} from '@tasreef/contracts/practice';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { featureLabel } from '../reports/features.ts';
import { addDays, dayIn, validZone, weekStart } from './days.ts';

const DIMENSION_ORDER: FeatureDimension[] = ['type', 'pattern', 'root_type', 'tense', 'person'];

/** The practice page's query for a feature (a person is trained by "identify the person"). */
export function practiceQuery(dimension: FeatureDimension, value: string): string {
  const p = new URLSearchParams();
  if (dimension === 'person') p.set('type', 'identify_person');
  else p.set(dimension, value);
  return p.toString();
}

/** The features shown over time at most (the weakest). */
export const OVER_TIME_FEATURES_MAX = 8;

const share = (n: number, earned: number) => Math.round((100 * earned) / n);

/**
 * The share right per feature per week over the last PROGRESS_WEEKS weeks (weeks from Sunday in
 * the learner's zone, this week last), the weakest features over those weeks first.
 */
export async function progressOverTime(db: Db, userId: string, zone: string, now: Date, locale: Locale): Promise<ProgressOverTime> {
  const thisWeek = weekStart(dayIn(zone, now));
  const weeks = Array.from({ length: PROGRESS_WEEKS }, (_, i) => addDays(thisWeek, 7 * (i - PROGRESS_WEEKS + 1)));
  const from = new Date(now.getTime() - (PROGRESS_WEEKS * 7 + 2) * 86_400_000);
  const rows = rowsOf<{ d: FeatureDimension | 'all'; v: string; day: string; n: number; earned: string | number }>(
    await db.execute(sql`
      with a as (
        select question_type, pattern, tense, person, root_types, credit, to_char(answered_at at time zone ${zone}, 'YYYY-MM-DD') as day
        from practice_answers where user_id = ${userId} and answered_at >= ${from.toISOString()} and answered_at <= ${now.toISOString()})
      select 'all' as d, '' as v, day, count(*)::int as n, sum(credit) as earned from a group by day
      union all
      select 'type', question_type, day, count(*)::int, sum(credit) from a group by question_type, day
      union all
      select 'pattern', pattern, day, count(*)::int, sum(credit) from a where pattern is not null group by pattern, day
      union all
      select 'tense', tense, day, count(*)::int, sum(credit) from a where tense is not null group by tense, day
      union all
      select 'person', person, day, count(*)::int, sum(credit) from a where person is not null group by person, day
      union all
      select 'root_type', r, day, count(*)::int, sum(credit) from a, unnest(root_types) as r group by r, day`),
  );
  const index = new Map(weeks.map((w, i) => [w, i]));
  const sums = new Map<string, { d: FeatureDimension | 'all'; v: string; n: number[]; earned: number[] }>();
  for (const r of rows) {
    const i = index.get(weekStart(r.day));
    if (i === undefined) continue;
    const key = `${r.d}:${r.v}`;
    let s = sums.get(key);
    if (!s) sums.set(key, (s = { d: r.d, v: r.v, n: weeks.map(() => 0), earned: weeks.map(() => 0) }));
    s.n[i]! += r.n;
    s.earned[i]! += Number(r.earned);
  }
  const cells = (s: { n: number[]; earned: number[] } | undefined): WeekCell[] =>
    weeks.map((_, i) => {
      const n = s?.n[i] ?? 0;
      return { answers: n, share: n === 0 ? null : share(n, s!.earned[i]!) };
    });
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const features = [...sums.values()]
    .filter((s): s is typeof s & { d: FeatureDimension } => s.d !== 'all')
    .map((s) => {
      const n = total(s.n);
      return {
        dimension: s.d,
        value: s.v,
        label: featureLabel(locale, s.d, s.v),
        answers: n,
        share: share(n, total(s.earned)),
        practice: practiceQuery(s.d, s.v),
        cells: cells(s),
      };
    })
    .sort((a, b) => a.share - b.share || b.answers - a.answers || DIMENSION_ORDER.indexOf(a.dimension) - DIMENSION_ORDER.indexOf(b.dimension) || a.value.localeCompare(b.value))
    .slice(0, OVER_TIME_FEATURES_MAX);
  return { weeks, all: cells(sums.get('all:')), features };
}

export interface ProgressOptions {
  level: PracticeProgress['level'];
  upgrade: PracticeProgress['upgrade'];
  /** The queue at `now` (full level only). */
  queue?: PracticeProgress['queue'];
}

export async function practiceProgress(
  db: Db,
  userId: string,
  timeZone: string | null | undefined,
  now: Date,
  locale: Locale,
  options: ProgressOptions = { level: 'full', upgrade: null },
): Promise<PracticeProgress> {
  const zone = validZone(timeZone);
  const featureRows = rowsOf<{ d: FeatureDimension; v: string; n: number; earned: string | number }>(
    await db.execute(sql`
      select 'type' as d, question_type as v, count(*)::int as n, sum(credit) as earned from practice_answers where user_id = ${userId} group by question_type
      union all
      select 'pattern', pattern, count(*)::int, sum(credit) from practice_answers where user_id = ${userId} and pattern is not null group by pattern
      union all
      select 'tense', tense, count(*)::int, sum(credit) from practice_answers where user_id = ${userId} and tense is not null group by tense
      union all
      select 'person', person, count(*)::int, sum(credit) from practice_answers where user_id = ${userId} and person is not null group by person
      union all
      select 'root_type', r, count(*)::int, sum(credit) from practice_answers, unnest(root_types) as r where user_id = ${userId} group by r`),
  );
  const features: ProgressFeature[] = featureRows
    .map((r) => ({
      dimension: r.d,
      value: r.v,
      label: featureLabel(locale, r.d, r.v),
      answers: r.n,
      share: Math.round((100 * Number(r.earned)) / r.n),
      practice: practiceQuery(r.d, r.v),
    }))
    .sort((a, b) => DIMENSION_ORDER.indexOf(a.dimension) - DIMENSION_ORDER.indexOf(b.dimension) || a.share - b.share || b.answers - a.answers || a.value.localeCompare(b.value));
  const weakest = features
    .filter((f) => f.answers >= PROGRESS_MIN_ANSWERS && f.share < 100)
    .sort((a, b) => a.share - b.share || b.answers - a.answers || a.label.localeCompare(b.label))
    .slice(0, PROGRESS_WEAKEST_MAX);

  const totals = rowsOf<{ n: number; earned: string | number | null }>(
    await db.execute(sql`select count(*)::int as n, sum(credit) as earned from practice_answers where user_id = ${userId}`),
  )[0]!;
  const today = dayIn(zone, now);
  const dayRows = rowsOf<{ day: string; n: number }>(
    await db.execute(sql`
      select to_char(answered_at at time zone ${zone}, 'YYYY-MM-DD') as day, count(*)::int as n
      from practice_answers where user_id = ${userId} and answered_at <= ${now.toISOString()}
      group by 1 order by 1 desc`),
  );
  const byDay = new Map(dayRows.map((r) => [r.day, r.n]));
  const days = Array.from({ length: PROGRESS_DAYS }, (_, i) => {
    const date = addDays(today, i - PROGRESS_DAYS + 1);
    return { date, answers: byDay.get(date) ?? 0 };
  });
  // today still open: a streak that ended yesterday still stands
  let streak = 0;
  let day = byDay.has(today) ? today : addDays(today, -1);
  while (byDay.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  const full = options.level === 'full';
  return {
    level: options.level,
    upgrade: options.upgrade,
    over_time: full ? await progressOverTime(db, userId, zone, now, locale) : null,
    queue: full ? (options.queue ?? null) : null,
    answers: totals.n,
    share: totals.n === 0 ? null : Math.round((100 * Number(totals.earned)) / totals.n),
    streak,
    days,
    weakest,
    features,
  };
}
