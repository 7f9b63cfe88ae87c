/**
 * `analyze` of the command-line contract (shared/spec/morphology.md): one word a line on stdin,
 * one line `{"word": …, "analyses": […]}` on stdout for each, in order. `--exact` matches the
 * marks typed; the default is loose. A line that is not one Arabic word gets `"analyses": []` and
 * an `error` field; the run goes on. The lexicon artifacts are built first if missing or stale.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadAnalyzer } from './analyze/load.ts';
import { cleanWord } from './analyze/text.ts';

const USAGE = 'usage: npm run --silent morph -- analyze [--exact] < words.txt > out.jsonl';

export async function runAnalyze(args: string[], input: Readable = process.stdin, output: Writable = process.stdout): Promise<number> {
  const unknown = args.filter((a) => a !== '--exact' && a !== '--loose');
  if (unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const mode = args.includes('--exact') ? 'exact' : 'loose';
  const { analyzer } = loadAnalyzer();
  const rl = createInterface({ input, crlfDelay: Infinity });
  let buffer: string[] = [];
  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const chunk = buffer.join('\n') + '\n';
    buffer = [];
    if (!output.write(chunk)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  };
  for await (const raw of rl) {
    const word = raw.trim();
    if (cleanWord(word) === null) {
      buffer.push(JSON.stringify({ word, analyses: [], error: word === '' ? 'empty line' : 'not one Arabic word (letters and marks only, at most 40 characters)' }));
    } else {
      buffer.push(JSON.stringify({ word, analyses: analyzer.analyze(word, { mode }) }));
    }
    if (buffer.length >= 256) await flush();
  }
  await flush();
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runAnalyze(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`analyze: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
