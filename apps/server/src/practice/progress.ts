/**
 * A signed-in learner's progress from their practice answers (ADR 0036): the share right per
 * grammatical feature (the reports' dimensions and labels), weakest first, each with the practice
 * that trains it; the days practised and the streak, in the learner's time zone.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { FeatureDimension } from '@tasreef/contracts/reports';
import { PROGRESS_DAYS, PROGRESS_MIN_ANSWERS, PROGRESS_WEAKEST_MAX, type PracticeProgress, type ProgressFeature } from '@tasreef/contracts/practice';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { featureLabel } from '../reports/features.ts';

const DIMENSION_ORDER: FeatureDimension[] = ['type', 'pattern', 'root_type', 'tense', 'person'];

/** The practice page's query for a feature (a person is trained by "identify the person"). */
export function practiceQuery(dimension: FeatureDimension, value: string): string {
  const p = new URLSearchParams();
  if (dimension === 'person') p.set('type', 'identify_person');
  else p.set(dimension, value);
  return p.toString();
}

function validZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** YYYY-MM-DD of an instant in a time zone. */
const dayIn = (zone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function practiceProgress(db: Db, userId: string, timeZone: string | null | undefined, now: Date, locale: Locale): Promise<PracticeProgress> {
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
  return {
    answers: totals.n,
    share: totals.n === 0 ? null : Math.round((100 * Number(totals.earned)) / totals.n),
    streak,
    days,
    weakest,
    features,
  };
}
