/**
 * `npm run --silent quran:misses`: the gold words whose first reading is not right, grouped by
 * family, heaviest family first (each word weighs what it weighs in the score, gold/README.md), with
 * what the reading says beside what the gold says: where to work next.
 */
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { allWords, loadStore } from '../src/analysis.ts';
import { firstInPlace, loadGold, scoreGold, type Scored, type WordScore } from './score.ts';

const { data, analyzer } = loadAnalyzer();
const words = allWords();
const { store } = loadStore(analyzer, data.lexicon.built_at, artifactDir(), words);
const s = scoreGold(loadGold(), words, firstInPlace(store, words));
const total = s.scores.reduce((a, x) => a + x.weight, 0);
const byFamily = new Map<string, WordScore[]>();
for (const x of s.scores) if (x.verdict !== 'right') byFamily.set(x.gold.family, [...(byFamily.get(x.gold.family) ?? []), x]);
const lost = (xs: readonly WordScore[]): number => xs.reduce((a, x) => a + x.weight, 0) / total;
const said = (r: Scored | undefined): string =>
  r
    ? `${[...r.proclitics, `[${r.pos} ${r.lemma} ${r.root}${r.pattern ? ` ${r.pattern}` : ''}]`, ...r.enclitics].join(' ')} ${Object.entries(r.features)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}`
    : '—';
const lines: string[] = [`right ${s.right}  (misses below: share of the text each costs)`];
for (const [family, xs] of [...byFamily].sort((a, b) => lost(b[1]) - lost(a[1]))) {
  lines.push(`\n## ${family}: ${xs.length} words, ${(100 * lost(xs)).toFixed(2)} %`);
  for (const x of [...xs].sort((a, b) => b.weight - a.weight)) {
    const g = x.gold;
    const off = Object.entries(x.fields)
      .filter(([, m]) => m !== 'right')
      .map(([f, m]) => `${f}:${m}`)
      .join(' ');
    lines.push(
      `${((100 * x.weight) / total).toFixed(3)}  ${g.at}  ${g.text}  ${x.verdict} (${off})\n    gold: ${[...g.proclitics, `[${g.pos.join('|')} ${g.lemma.join('|')} ${g.root.join('|')}${g.pattern ? ` ${g.pattern}` : ''}]`, ...g.enclitics].join(' ')} ${Object.entries(
        g.features,
      )
        .map(([k, v]) => `${k}=${v.join('|')}`)
        .join(',')}\n    read: ${said(x.reading)}`,
    );
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
