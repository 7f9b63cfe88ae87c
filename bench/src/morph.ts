/**
 * npm run bench:morph — throughput of the morphology engine on the whole lexicon, on one core
 * (one Node thread). For every row of LEXICON_DIR/verbs.tsv a VerbInput is built (form I once per
 * listed present vowel; XIV/XV and form-I rows without a bab are skipped and counted), then full
 * tables are timed: conjugate (every slot) + derive (every derived noun). Prints figures only.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { conjugate, derive, BABS, type DeriveInput } from '@tasreef/morphology';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lexiconDir = process.env.LEXICON_DIR ?? path.resolve(repoRoot, '../shared/lexicon');
const file = path.join(lexiconDir, 'verbs.tsv');

const [header, ...rows] = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
const col = Object.fromEntries(header!.split('\t').map((name, i) => [name, i]));
const get = (cells: string[], name: string): string => cells[col[name] ?? -1] ?? '';

const verbs: DeriveInput[] = [];
let skippedPattern = 0;
let skippedNoBab = 0;
for (const row of rows) {
  const cells = row.split('\t');
  const pattern = get(cells, 'pattern');
  if (pattern === 'XIV' || pattern === 'XV') {
    skippedPattern++;
    continue;
  }
  const transitive = get(cells, 'transitive') !== 'n';
  const masdars = get(cells, 'masdar').split('|').filter(Boolean);
  if (pattern !== 'I') {
    verbs.push({ root: get(cells, 'root'), pattern, transitive, verb: get(cells, 'verb') });
    continue;
  }
  const past = get(cells, 'past_vowel');
  const presents = get(cells, 'present_vowel').split('|').filter(Boolean);
  const withBab = presents.filter((p) => BABS.some((b) => b.past === past && b.present === p));
  if (withBab.length === 0) {
    skippedNoBab++;
    continue;
  }
  for (const present of withBab) verbs.push({ root: get(cells, 'root'), pattern, past_vowel: past, present_vowel: present, transitive, masdars });
}

function countForms(values: Iterable<unknown>): number {
  let n = 0;
  for (const v of values) {
    if (typeof v === 'string') n++;
    else if (Array.isArray(v)) n += v.length;
  }
  return n;
}

const rejected = new Map<string, string>();

interface Pass { seconds: number; tables: number; forms: number; errors: number }

function pass(what: 'both' | 'conjugate' | 'derive'): Pass {
  let forms = 0;
  let errors = 0;
  let tables = 0;
  const t0 = process.hrtime.bigint();
  for (const v of verbs) {
    try {
      if (what !== 'derive') forms += countForms(Object.values(conjugate(v).slots));
      if (what !== 'conjugate') forms += countForms(Object.values(derive(v).nouns));
      tables++;
    } catch (e) {
      errors++;
      if (rejected.size < 5) rejected.set(JSON.stringify({ root: v.root, pattern: v.pattern, past_vowel: v.past_vowel, present_vowel: v.present_vowel }), e instanceof Error ? e.message : String(e));
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return { seconds, tables, forms, errors };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

console.log(`lexicon: ${file}`);
console.log(`rows: ${rows.length}; verbs built: ${verbs.length}; skipped XIV/XV: ${skippedPattern}; skipped form I without bab: ${skippedNoBab}`);
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, one thread`);

pass('both'); // warm-up (JIT, caches)
for (const what of ['both', 'conjugate', 'derive'] as const) {
  const r = pass(what);
  const label = what === 'both' ? 'conjugate + derive' : what;
  console.log(
    `${label.padEnd(20)} ${fmt(r.tables)} tables in ${r.seconds.toFixed(2)} s: ${fmt(r.tables / r.seconds)} tables/s, ` +
      `${fmt(r.forms / r.seconds)} forms/s (${fmt(r.forms)} forms, ${r.errors} inputs rejected)`,
  );
}
for (const [input, msg] of rejected) console.log(`rejected: ${input}: ${msg}`);
