/**
 * `npm run analyzer:eval`: the analyzer's read-back rates (analyze/evaluate.ts) on a seeded sample
 * of engine forms of lexicon verbs, read with the lexicon and as unseen verbs, and on the witness
 * set of hard forms from printed grammars and the Qur'an (analyze/witness.ts). Prints one JSON
 * object; `--misses` adds the cases read wrong. Options: `--count N` (default 3000), `--seed S`.
 */
import { loadAnalyzer } from './analyze/load.ts';
import { engineCases, evaluate, type EvalResult } from './analyze/evaluate.ts';
import { WITNESSES } from './analyze/witness.ts';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const showMisses = args.includes('--misses');
const { analyzer } = loadAnalyzer();
const cases = engineCases(analyzer.entries, opt('--count', 3000), opt('--seed', 33));
const report = (r: EvalResult, ms: number) => ({
  total: r.total,
  hits: r.hits,
  rate: Number((r.rate * 100).toFixed(2)),
  ms,
  ...(showMisses ? { misses: r.misses.map((c) => `${c.word} ${c.roots.join('/')} ${c.pattern} (${c.source})`) } : {}),
});
const timed = (f: () => EvalResult) => {
  const t = performance.now();
  const r = f();
  return report(r, Math.round(performance.now() - t));
};
console.log(
  JSON.stringify(
    {
      engine_lexicon: timed(() => evaluate(analyzer, cases, 'lexicon')),
      engine_unseen: timed(() => evaluate(analyzer, cases, 'unseen')),
      witness: timed(() => evaluate(analyzer, WITNESSES, 'lexicon')),
    },
    null,
    1,
  ),
);
