/**
 * The arithmetic of the reports (docs/reports.md), on plain values: no database here, so every
 * formula is tested on its own against figures worked out by hand.
 */
import {
  DISCRIMINATION_GROUP_SHARE,
  DISTRIBUTION_BANDS,
  FEATURE_DIMENSIONS,
  REPORT_MIN_ANSWERS,
  REPORT_WEAKEST_MAX,
  type FeatureDimension,
  type FeatureGroup,
  type FeatureReport,
} from '@tasreef/contracts/reports';

export const round = (n: number, places = 2) => {
  const f = 10 ** places;
  return Math.round((n + Number.EPSILON) * f) / f;
};

export function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** The middle value, or the mean of the two middle values. */
export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Ten bands of ten points: [0, 10), [10, 20) … [90, 100], the last one closed. */
export function distribution(scores: readonly number[]): Array<{ from: number; to: number; count: number }> {
  const width = 100 / DISTRIBUTION_BANDS;
  const bands = Array.from({ length: DISTRIBUTION_BANDS }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: 0 }));
  for (const s of scores) bands[Math.min(DISTRIBUTION_BANDS - 1, Math.max(0, Math.floor(s / width)))]!.count++;
  return bands;
}

/** The size of each of Kelley's groups: 27 % of the attempts, at least one. */
export const groupSize = (n: number) => Math.max(1, Math.round(DISCRIMINATION_GROUP_SHARE * n));

/**
 * The upper–lower discrimination index of one question: the attempts ordered by total score
 * (highest first; equal scores in the order given), the question's mean credit in the upper group
 * minus that in the lower group. Null under two attempts (the groups would be one attempt).
 */
export function discrimination(attempts: ReadonlyArray<{ score: number; credit: number }>): number | null {
  if (attempts.length < 2) return null;
  const sorted = attempts.map((a, i) => ({ ...a, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  const k = groupSize(sorted.length);
  const upper = mean(sorted.slice(0, k).map((a) => a.credit))!;
  const lower = mean(sorted.slice(-k).map((a) => a.credit))!;
  return upper - lower;
}

/** One answer with the features of its question: each dimension's values (a root may be of two types). */
export interface FeatureAnswer {
  credit: number;
  features: Partial<Record<FeatureDimension, readonly string[]>>;
}

export type FeatureLabel = (dimension: FeatureDimension, value: string) => string;

interface Acc {
  features: Array<{ dimension: FeatureDimension; value: string }>;
  answers: number;
  credit: number;
}

/**
 * Each feature and each pair of features of different dimensions: how many answers touch it and
 * the credit they earned. A pair that touches exactly the answers of one of its two features says
 * nothing that feature does not (every question of the exam a conjugation, say) and is left out.
 * Only groups with at least `minAnswers` answers are reported.
 */
export function featureReport(answers: readonly FeatureAnswer[], label: FeatureLabel, minAnswers = REPORT_MIN_ANSWERS, joiner = ' · '): FeatureReport {
  const groups = new Map<string, Acc>();
  const add = (key: string, features: Acc['features'], credit: number) => {
    const g = groups.get(key) ?? { features, answers: 0, credit: 0 };
    g.answers++;
    g.credit += credit;
    groups.set(key, g);
  };
  for (const a of answers) {
    const present = FEATURE_DIMENSIONS.flatMap((d) => [...new Set(a.features[d] ?? [])].map((value) => ({ dimension: d, value })));
    for (const f of present) add(`${f.dimension}=${f.value}`, [f], a.credit);
    for (let i = 0; i < present.length; i++)
      for (let j = i + 1; j < present.length; j++) {
        const [x, y] = [present[i]!, present[j]!];
        if (x.dimension === y.dimension) continue;
        add(`${x.dimension}=${x.value}&${y.dimension}=${y.value}`, [x, y], a.credit);
      }
  }
  const single = (f: Acc['features'][number]) => groups.get(`${f.dimension}=${f.value}`)!.answers;
  const shown: FeatureGroup[] = [];
  for (const g of groups.values()) {
    if (g.answers < minAnswers) continue;
    if (g.features.length === 2 && g.features.some((f) => single(f) === g.answers)) continue;
    const features = g.features.map((f) => ({ ...f, label: label(f.dimension, f.value) }));
    shown.push({ features, label: features.map((f) => f.label).join(joiner), answers: g.answers, credit: round(g.credit), percent: round((100 * g.credit) / g.answers, 1) });
  }
  const weakestFirst = (a: FeatureGroup, b: FeatureGroup) => a.percent - b.percent || b.answers - a.answers || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  shown.sort(weakestFirst);
  return {
    min_answers: minAnswers,
    weakest: shown.filter((g) => g.percent < 100).slice(0, REPORT_WEAKEST_MAX),
    by_dimension: Object.fromEntries(
      FEATURE_DIMENSIONS.map((d) => [d, shown.filter((g) => g.features.length === 1 && g.features[0]!.dimension === d)]),
    ) as FeatureReport['by_dimension'],
  };
}
