/**
 * `npm run --silent quran:stats`: one JSON object: tokens, the share with at least one reading,
 * the verb sample's share read as verbs, the 40 commonest words without a reading (with the
 * reason), and `gold`: the first reading scored on the hand-checked gold set (gold/README.md),
 * weighted by the frequency of each spelling — correctness beside coverage. Reads (or computes
 * and caches) the readings like the server.
 */
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { allWords, loadStore } from './analysis.ts';
import { quranStats, REASONS } from './stats.ts';
import { firstInPlace, goldSummary, loadGold, scoreGold } from '../gold/score.ts';

const { data, analyzer } = loadAnalyzer();
const words = allWords();
const { store, rebuilt, ms } = loadStore(analyzer, data.lexicon.built_at, artifactDir(), words);
const s = quranStats(words, store.toMap(), analyzer);
process.stdout.write(
  `${JSON.stringify(
    {
      ...s,
      unanalysed: s.unanalysed.slice(0, 40).map((u) => ({ word: u.uthmani, standard: u.standard, count: u.count, reason: u.reason })),
      reasons: REASONS,
      gold: goldSummary(scoreGold(loadGold(), words, firstInPlace(store, words))),
      readings: { rebuilt, ms },
    },
    null,
    1,
  )}\n`,
);
