/**
 * `npm run bench:exams`: generation time of exams of 10, 50 and 100 questions over the whole
 * lexicon, every question type and format mixed, 100 runs each with different seeds (p50 / p95),
 * on one core (the generator is synchronous). Twice: with the engine's per-verb results kept
 * between runs (a running server), and with them dropped before every run (the harder setting).
 * Prints figures; never passes or fails on time. Target (issue 12): 100 questions ≤ 150 ms p95.
 */
import { loadOrBuild, Analyzer } from '@tasreef/lexicon';
import { QUESTION_TYPES } from '@tasreef/contracts/exams';
import { ExamGenerator, analyzerReadings, clearVerbCache } from '@tasreef/exams';
import { generateRequestSchema } from '@tasreef/contracts/exams';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_MS = 150;

const t0 = performance.now();
const data = loadOrBuild({ outDir: process.env.LEXICON_CACHE_DIR || undefined });
const analyzer = new Analyzer(data.lexicon.entries, data.index, { nouns: data.lexicon.nouns });
const generator = new ExamGenerator({ entries: data.lexicon.entries, readings: analyzerReadings(analyzer) });
console.log(
  `exam generation, ${data.lexicon.entries.length.toLocaleString('en')} verbs (lexicon loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s), ${RUNS} runs a size`,
);

const request = (count: number, seed: number) =>
  generateRequestSchema.parse({
    objectives: QUESTION_TYPES.map((type) => ({ type })),
    formats: ['multiple_choice', 'true_false', 'typed'],
    question_count: count,
    seed,
  });

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

function measure(count: number, cold: boolean): { p50: number; p95: number } {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (cold) {
      clearVerbCache();
      generator.forgetRecent();
    }
    const t = performance.now();
    const out = generator.generate(request(count, 1000 + run));
    times.push(performance.now() - t);
    if ('error' in out) throw new Error(out.error);
    if (out.questions.length !== count) throw new Error(`asked ${count}, got ${out.questions.length}`);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

generator.generate(request(20, 1)); // warm the JIT and the root index
for (const cold of [false, true]) {
  console.log(cold ? 'harder setting: engine results and recent criteria dropped before every run' : 'engine results kept between runs (a running server)');
  for (const count of [10, 50, 100]) {
    const { p50, p95 } = measure(count, cold);
    const verdict = count === 100 ? `  target ≤ ${TARGET_MS} ms p95: ${p95 <= TARGET_MS ? 'met' : 'NOT met'}` : '';
    console.log(`  ${String(count).padStart(3)} questions: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${verdict}`);
  }
}
