/**
 * `npm run --silent quran:stats`: one JSON object: tokens, the share with at least one reading,
 * the verb sample's share read as verbs, and the 40 commonest words without a reading (with the
 * reason). Reads (or computes and caches) the readings like the server.
 */
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { allWords, loadReadings } from './analysis.ts';
import { quranStats, REASONS } from './stats.ts';

const { data, analyzer } = loadAnalyzer();
const words = allWords();
const readings = loadReadings(analyzer, data.lexicon.built_at, artifactDir(), words);
const s = quranStats(words, readings.words, analyzer);
process.stdout.write(
  `${JSON.stringify(
    {
      ...s,
      unanalysed: s.unanalysed.slice(0, 40).map((u) => ({ word: u.uthmani, standard: u.standard, count: u.count, reason: u.reason })),
      reasons: REASONS,
      readings: { rebuilt: readings.rebuilt, ms: readings.ms },
    },
    null,
    1,
  )}\n`,
);
