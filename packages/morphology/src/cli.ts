/**
 * Command line of the engine (shared/spec/morphology.md, "Command-line contract"):
 *
 *   npm run --silent morph -- conjugate|derive|classify < in.jsonl > out.jsonl
 *
 * One JSON object a line in; one line out for each line in, in order: the input's fields plus
 * `slots`, `nouns` (and `guesses` when the engine guessed a form-I noun) or `type`. A line that
 * cannot be processed gives the input plus `"error"`, a line that is not a JSON object gives
 * `{"error": …}`; the run goes on. `analyze` lives in packages/lexicon (scripts/morph.ts sends it there); called here directly, exit code 2.
 */
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { classify } from './classify/index.ts';
import { conjugate } from './conjugate.ts';
import { derive } from './derive/index.ts';
import type { VerbInput } from './types.ts';

type Command = 'conjugate' | 'derive' | 'classify';
type Json = Record<string, unknown>;

const COMMANDS: Readonly<Record<Command, (input: Json) => Json>> = {
  conjugate: (input) => ({ slots: conjugate(input as unknown as VerbInput).slots }),
  derive: (input) => {
    const d = derive(input as unknown as VerbInput);
    const guesses = Object.keys(d.guesses);
    return guesses.length > 0 ? { nouns: d.nouns, guesses } : { nouns: d.nouns };
  },
  classify: (input) => ({ type: classify(input as unknown as VerbInput) }),
};

const USAGE = 'usage: npm run --silent morph -- conjugate|derive|classify < in.jsonl > out.jsonl';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export interface CliOptions {
  /**
   * Completes a `derive` input before the engine sees it: the repository's entry point (scripts/morph.ts)
   * adds the lexicon's masdars and attested nouns when the caller gives none. The engine has no I/O.
   */
  prepareDerive?: (input: Json) => Json;
}

/** Processes one input line into one output line (without the newline). */
export function processLine(command: Command, line: string, options: CliOptions = {}): string {
  const text = line.replace(/\r$/, '');
  if (text.trim() === '') return JSON.stringify({ error: 'empty line: expected a JSON object' });
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (e) {
    return JSON.stringify({ error: `not JSON: ${message(e)}` });
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return JSON.stringify({ error: 'expected a JSON object like {"root":"كتب","pattern":"I","past_vowel":"a","present_vowel":"u"}' });
  }
  const obj = input as Json;
  try {
    const engineInput = command === 'derive' && options.prepareDerive ? options.prepareDerive(obj) : obj;
    return JSON.stringify({ ...obj, ...COMMANDS[command](engineInput) });
  } catch (e) {
    return JSON.stringify({ ...obj, error: message(e) });
  }
}

/** Runs a command over stdin → stdout; resolves to the exit code. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  const command = argv[0];
  if (command === 'analyze') {
    process.stderr.write('morph analyze needs the lexicon: run it as `npm run --silent morph -- analyze` from the repository root.\n');
    return 2;
  }
  if (command === undefined || !(command in COMMANDS) || argv.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let buffer: string[] = [];
  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const chunk = buffer.join('\n') + '\n';
    buffer = [];
    if (!process.stdout.write(chunk)) await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  };
  for await (const line of rl) {
    buffer.push(processLine(command as Command, line, options));
    if (buffer.length >= 256) await flush();
  }
  await flush();
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`morph: ${message(e)}\n`);
      process.exitCode = 1;
    },
  );
}
