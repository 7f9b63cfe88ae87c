/**
 * npm run bench:morph — throughput of the morphology engine on the whole lexicon, on one core
 * (one Node thread). For every row of LEXICON_DIR/verbs.tsv a VerbInput is built (form I once per
 * listed present vowel; XIV/XV and form-I rows without a bab are skipped and counted), then full
 * tables are timed: conjugate (every slot) + derive (every derived noun). Prints figures only:
 * a cold pass (first time every root shape is seen), warm passes (the steady state of a server),
 * the number of distinct shapes and the memory of the shape cache.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { conjugate, derive, BABS, type DeriveInput } from '@tasreef/morphology';
import { clearShapeCache, shapeCacheStats } from '@tasreef/morphology/conjugate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lexiconDir = process.env.LEXICON_DIR ?? path.resolve(repoRoot, '../shared/lexicon');
const file = path.join(lexiconDir, 'verbs.tsv');

const [header, ...rows] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');
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

/** `seconds` is the CPU time of the process (the shared machine's load moves wall time far more). */
interface Pass {
  seconds: number;
  wall: number;
  tables: number;
  forms: number;
  errors: number;
}

type What = 'both' | 'conjugate' | 'derive' | 'explain';

function pass(what: What): Pass {
  let forms = 0;
  let errors = 0;
  let tables = 0;
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (const v of verbs) {
    try {
      if (what !== 'derive') forms += countForms(Object.values(conjugate(v, { explain: what === 'explain' }).slots));
      if (what === 'both' || what === 'derive') forms += countForms(Object.values(derive(v).nouns));
      tables++;
    } catch (e) {
      errors++;
      if (rejected.size < 5)
        rejected.set(JSON.stringify({ root: v.root, pattern: v.pattern, past_vowel: v.past_vowel, present_vowel: v.present_vowel }), e instanceof Error ? e.message : String(e));
    }
  }
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(c0);
  return { seconds: (cpu.user + cpu.system) / 1e6, wall, tables, forms, errors };
}

/** The median pass of several, by time: the load of the shared machine moves single passes. */
function medianPass(what: What, runs: number): Pass {
  const all = Array.from({ length: runs }, () => pass(what)).sort((a, b) => a.seconds - b.seconds);
  return all[Math.floor(all.length / 2)]!;
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
function memoryInUse(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;
function line(label: string, r: Pass): void {
  console.log(
    `${label.padEnd(30)} ${fmt(r.tables)} tables in ${r.seconds.toFixed(2)} s CPU (${r.wall.toFixed(2)} s wall): ${fmt(r.tables / r.seconds).padStart(7)} tables/s, ` +
      `${fmt(r.forms / r.seconds)} forms/s (${fmt(r.forms)} forms, ${r.errors} inputs rejected)`,
  );
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
console.log(`lexicon: ${file}`);
console.log(`rows: ${rows.length}; verbs built: ${verbs.length}; skipped XIV/XV: ${skippedPattern}; skipped form I without bab: ${skippedNoBab}`);
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, one thread; rates by CPU time; warm figures are the median of ${runs} passes`);

// Cold: the first pass of the process (JIT and shape cache both cold), as a server's first requests.
clearShapeCache();
const heapBefore = memoryInUse();
line('cold, first pass of the process', pass('both'));
const heapAfter = memoryInUse();
const stats = shapeCacheStats();
// Warm: every shape is known, the steady state of a server.
line('warm, conjugate + derive', medianPass('both', runs));
line('warm, conjugate alone', medianPass('conjugate', runs));
line('warm, derive alone', medianPass('derive', runs));
pass('explain'); // the shapes learn their explanations once
line('warm, conjugate with explain', medianPass('explain', runs));
// Cold cache with a warm JIT: the cost of conjugating every shape once.
clearShapeCache();
line('cold cache (JIT warm), both', pass('both'));
console.log(
  `shapes: ${fmt(stats.shapes)} distinct (${fmt(stats.compiled)} compiled so far); cache: about ${mb(stats.bytes)} by estimate, ` +
    `heap grew ${mb(heapAfter - heapBefore)} over the cold pass (shapes and every other cache of the engine)`,
);
for (const [input, msg] of rejected) console.log(`rejected: ${input}: ${msg}`);
