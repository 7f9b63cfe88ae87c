/**
 * What the analysis of the Quran covers: tokens, the share with at least one reading, the share of
 * a hand-checked sample of verb tokens whose likeliest reading is a verb, and the words left
 * without a reading, each with the reason found for it.
 */
import type { Analyzer } from '@tasreef/lexicon';
import type { Reading, WordRef } from './analysis.ts';
import { GOLD_VERBS } from './gold-verbs.ts';

export interface Unanalysed {
  standard: string;
  /** The first Uthmani spelling met. */
  uthmani: string;
  count: number;
  reason: 'sound_plural' | 'no_reading';
}

export const REASONS: Record<Unanalysed['reason'], string> = {
  sound_plural: 'a sound plural (ـُونَ ـِينَ ـَات) of a noun the lexicon has in the singular only: the noun list leaves sound plurals to the participles of verbs (ADR 0030)',
  no_reading: 'not a form of the lexicon’s verbs or nouns, not a particle or name of the closed list, and no verb of the engine’s patterns gives it back',
};

export interface QuranStats {
  verses: number;
  tokens: number;
  analysed_tokens: number;
  analysed_share: number;
  distinct_words: number;
  unanalysed_distinct: number;
  tokens_by_first_reading: Record<string, number>;
  /** Tokens read only through the rules of recover.ts, by the (first) rule that read them. */
  tokens_recovered: Record<string, number>;
  verb_sample: { tokens: number; likeliest_verb: number; any_verb: number; likeliest_share: number; any_share: number };
  unanalysed: Unanalysed[];
}

const PLURAL_ENDINGS: Array<[RegExp, string]> = [
  [/ُونَ$|ُونُ$/, ''],
  [/ِينَ$|ِينِ$/, ''],
  [/َاتُ$|َاتِ$|َاتٍ$|َاتٌ$|َات$/, 'َة'],
];

/** Why a word has no reading: a sound plural whose singular the analyzer reads, or none found. */
export function reasonFor(analyzer: Analyzer, standard: string): Unanalysed['reason'] {
  const last = standard.split(' ').pop()!;
  for (const [end, singular] of PLURAL_ENDINGS) {
    if (!end.test(last)) continue;
    const s = last.replace(end, singular);
    const r = analyzer.analyzeAll(s);
    if (r.nouns.length > 0 || r.analyses.some((a) => a.kind === 'noun')) return 'sound_plural';
  }
  return 'no_reading';
}

export function quranStats(words: readonly WordRef[], readings: ReadonlyMap<string, Reading[]>, analyzer: Analyzer): QuranStats {
  const verses = new Set(words.map((w) => `${w.sura}:${w.verse}`)).size;
  let analysed = 0;
  const byFirst: Record<string, number> = {};
  const recovered: Record<string, number> = {};
  const missing = new Map<string, Unanalysed>();
  for (const w of words) {
    const r = readings.get(w.standard) ?? [];
    if (r.length > 0) {
      analysed++;
      const k = r[0]!.of === 'verb' ? (r[0] as { kind: string }).kind : r[0]!.of;
      byFirst[k] = (byFirst[k] ?? 0) + 1;
      const rule = r[0]!.recovered?.[0];
      if (rule) recovered[rule] = (recovered[rule] ?? 0) + 1;
      continue;
    }
    const m = missing.get(w.standard);
    if (m) m.count++;
    else missing.set(w.standard, { standard: w.standard, uthmani: w.uthmani, count: 1, reason: reasonFor(analyzer, w.standard) });
  }
  const at = new Map(words.map((w) => [`${w.sura}:${w.verse}:${w.word}`, w]));
  let likeliest = 0;
  let any = 0;
  for (const g of GOLD_VERBS) {
    const w = at.get(g);
    if (!w) throw new Error(`gold verb ${g} is not a word of the text`);
    const r = readings.get(w.standard) ?? [];
    if (r[0]?.of === 'verb' && r[0].kind === 'verb') likeliest++;
    if (r.some((x) => x.of === 'verb' && x.kind === 'verb')) any++;
  }
  const share = (n: number, d: number): number => Math.round((n / d) * 10000) / 10000;
  return {
    verses,
    tokens: words.length,
    analysed_tokens: analysed,
    analysed_share: share(analysed, words.length),
    distinct_words: readings.size,
    unanalysed_distinct: missing.size,
    tokens_by_first_reading: byFirst,
    tokens_recovered: recovered,
    verb_sample: {
      tokens: GOLD_VERBS.length,
      likeliest_verb: likeliest,
      any_verb: any,
      likeliest_share: share(likeliest, GOLD_VERBS.length),
      any_share: share(any, GOLD_VERBS.length),
    },
    unanalysed: [...missing.values()].sort((a, b) => b.count - a.count || (a.standard < b.standard ? -1 : 1)),
  };
}
