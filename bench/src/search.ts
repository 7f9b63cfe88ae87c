/**
 * `npm run bench:search` (analyzer part): lexicon build time, memory with the lexicon and its
 * index loaded (RSS of a fresh process), analyzer words per second, the search service's latency
 * in-process, and the round trip over ALL forms (every verb, every slot and declined derived noun). Prints figures; never fails on time.
 * Then runs `bench:search:api` (search API p50/p95/p99 at 100 connections, conjugation page render,
 * the server's memory), so this one command prints every figure of issue 4.
 * Options (env): BENCH_SKIP_BUILD=1 reuses the artifacts; BENCH_ROUNDTRIP=0 skips the full round
 * trip; BENCH_API=0 skips the server part.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadOrBuild } from '@tasreef/lexicon/build/artifacts';
import { Analyzer } from '@tasreef/lexicon/analyze/analyzer';
import { generateForms, generateNounForms } from '@tasreef/lexicon/analyze/forms';
import { analysisMatches, seeded } from '@tasreef/lexicon/analyze/roundtrip';
import { SearchService } from '@tasreef/lexicon/search/service';

const mb = (n: number): string => `${(n / 1048576).toFixed(0)} MB`;

function child(): void {
  const t0 = performance.now();
  const data = loadOrBuild();
  const loadMs = performance.now() - t0;
  global.gc?.();
  const mem = process.memoryUsage();
  const analyzer = new Analyzer(data.lexicon.entries, data.index, { nouns: data.lexicon.nouns });
  const ts = performance.now();
  const service = new SearchService(analyzer);
  const serviceMs = performance.now() - ts;
  global.gc?.();
  const withService = process.memoryUsage().rss;
  console.log(
    `load: ${loadMs.toFixed(0)} ms (rebuilt: ${data.rebuilt}); RSS after load ${mb(mem.rss)} (heap ${mb(mem.heapUsed)}, index arrays ${mb(data.index.byteLength())}); ${data.lexicon.entries.length} verbs, ${data.lexicon.nouns.length} nouns, ${data.index.keyCount} loose keys, ${data.index.postings.length} postings`,
  );

  console.log(`search service: built in ${serviceMs.toFixed(0)} ms; RSS with lexicon, index and search maps ${mb(withService)}`);

  // words: a seeded sample of generated forms, bare (as typed without marks) and vocalized
  const rnd = seeded(1);
  const words: string[] = [];
  const n = data.lexicon.entries.length;
  for (let v = 0; v < 1000; v++) {
    const forms = generateForms(data.lexicon.entries[Math.floor(rnd() * n)]!);
    for (let k = 0; k < 100; k++) words.push(forms[Math.floor(rnd() * forms.length)]!.form);
  }
  for (let i = 0; i < 20_000; i++) analyzer.analyze(words[i]!); // warm-up
  for (const mode of ['loose', 'exact'] as const) {
    const list = mode === 'loose' ? words : words.slice(0, 20_000);
    const t = performance.now();
    let analyses = 0;
    for (const w of list) analyses += analyzer.analyze(w, { mode }).length;
    const s = (performance.now() - t) / 1000;
    const rate = Math.round(list.length / s);
    console.log(
      `analyzer (${mode}): ${rate} words/s over ${list.length} words (${(analyses / list.length).toFixed(1)} analyses a word)${mode === 'loose' ? `  [target ≥ 50000: ${rate >= 50_000 ? 'met' : 'NOT met'}]` : ''}`,
    );
  }
  // the search service in-process (no HTTP: the API figures come from the server benchmark)
  const queries = ['كتب', 'ك ت ب', 'وَسَيَكْتُبُونَهَا', 'write', 'to write', 'ktb', 'kataba', 'استخرج', 'فبالكتاب', 'say', 'qaala', 'رمى'];
  const times: number[] = [];
  for (let i = 0; i < 5000; i++) {
    const q = queries[i % queries.length]!;
    const t1 = performance.now();
    service.search(q, { locale: 'en' });
    times.push(performance.now() - t1);
  }
  const facetTimes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t1 = performance.now();
    service.facets(i % 2 === 0 ? { weak: true, pattern: 'I1' } : { radicals: 3, transitivity: 'transitive', page: 3 });
    facetTimes.push(performance.now() - t1);
  }
  const pct = (xs: number[], p: number): string => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(2);
  console.log(
    `search(): p50 ${pct(times, 0.5)} ms, p95 ${pct(times, 0.95)} ms, p99 ${pct(times, 0.99)} ms over ${times.length} queries; facets(): p50 ${pct(facetTimes, 0.5)} ms, p95 ${pct(facetTimes, 0.95)} ms`,
  );

  if (process.env.BENCH_ROUNDTRIP === '0') return;
  // round trip over ALL forms
  const t = performance.now();
  let checked = 0,
    failures = 0;
  const examples: string[] = [];
  for (let v = 0; v < n; v++) {
    const entry = data.lexicon.entries[v]!;
    const seen = new Set<string>();
    for (const f of generateForms(entry)) {
      const k = `${f.code}|${f.form}`;
      if (seen.has(k)) continue;
      seen.add(k);
      checked++;
      if (!analyzer.analyze(f.form).some((a) => analysisMatches(a, entry.id, f.code))) {
        failures++;
        if (examples.length < 10) examples.push(`${entry.id} ${f.code} ${f.form}`);
      }
    }
  }
  // and every declined form of every noun of the lexicon's noun list
  let nounsChecked = 0,
    nounFailures = 0;
  for (const noun of data.lexicon.nouns) {
    const seen = new Set<string>();
    for (const f of generateNounForms(noun)) {
      if (seen.has(f.form)) continue;
      seen.add(f.form);
      nounsChecked++;
      if (!analyzer.analyzeAll(f.form).nouns.some((r) => r.noun_id === noun.id && r.enclitic === null)) {
        nounFailures++;
        if (examples.length < 10) examples.push(`${noun.id} ${f.code} ${f.form}`);
      }
    }
  }
  console.log(
    `round trip (all verbs, every slot and declined derived noun; all ${data.lexicon.nouns.length} nouns of the noun list): ${checked} verb forms, ${failures} failures; ${nounsChecked} noun forms, ${nounFailures} failures; ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
  for (const e of examples) console.log(`  failed: ${e}`);
}

function main(): void {
  const self = fileURLToPath(import.meta.url);
  console.log(
    `bench:search (analyzer) — ${cpus().length} CPUs, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const t = performance.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../packages/lexicon/src/build/cli.ts', import.meta.url))], {
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    });
    const s = (performance.now() - t) / 1000;
    const time = /Time: .*/.exec(r.stdout ?? '')?.[0] ?? '';
    console.log(`lexicon build: ${s.toFixed(1)} s wall (exit ${r.status}); ${time}  [target ≤ 60 s: ${r.status === 0 && s <= 60 ? 'met' : 'NOT met'}]`);
  }
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--child'], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = r.status ?? 1;
  // then the real server: search API under 100 connections, conjugation page render, its memory
  if (process.env.BENCH_API === '0') return;
  const api = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./search-api.ts', import.meta.url))], { stdio: 'inherit' });
  if (api.status !== 0) process.exitCode = api.status ?? 1;
}

if (process.argv.includes('--child')) child();
else main();
