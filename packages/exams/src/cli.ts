/**
 * `npm run --silent exams -- generate < criteria.jsonl > exams.jsonl` (shared/spec/exams.md): one
 * request a line in, one answer a line out, in order; a line that cannot be read gets
 * `{"error", "available": 0}` and the run goes on. Needs the lexicon (built from LEXICON_DIR on
 * first use), neither a database nor the server.
 */
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { generateRequestSchema } from '@tasreef/contracts/exams';
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { loadStore, verbCounts } from '@tasreef/quran';
import { ExamGenerator } from './generate.ts';
import { analyzerReadings } from './readings.ts';

let generator: ExamGenerator | null = null;

function lazyGenerator(): ExamGenerator {
  if (!generator) {
    const { data, analyzer } = loadAnalyzer({ outDir: process.env.LEXICON_CACHE_DIR || undefined });
    let quran: Map<string, number> | null = null;
    generator = new ExamGenerator({
      entries: data.lexicon.entries,
      readings: analyzerReadings(analyzer),
      // the Quran's readings (packages/quran) are read, or computed, only for a request that asks for its verbs
      quran: () => {
        if (!quran) {
          quran = new Map();
          for (const [id, c] of verbCounts(loadStore(analyzer, data.lexicon.built_at, artifactDir()).store)) if (c.verb > 0) quran.set(id, c.verb);
        }
        return quran;
      },
    });
  }
  return generator;
}

export function answerLine(line: string): string {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (e) {
    return JSON.stringify({ error: `not a JSON object: ${(e as Error).message}`, available: 0 });
  }
  const parsed = generateRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return JSON.stringify({ error: `${issue.path.join('.') || 'request'}: ${issue.message}`, available: 0 });
  }
  const out = lazyGenerator().generate(parsed.data);
  if ('error' in out) return JSON.stringify(out);
  const { questions, seed, available, ...rest } = out;
  return JSON.stringify({ questions, seed, available, ...rest });
}

export async function main(args: string[]): Promise<number> {
  if (args[0] !== 'generate') {
    process.stderr.write('usage: npm run --silent exams -- generate < criteria.jsonl > exams.jsonl\n');
    return 2;
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(answerLine(line) + '\n');
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
