/**
 * `npm run bench:quran:memory`: the server's resident memory (VmRSS) after boot, then the time of
 * the first Quran requests (the text and the readings loaded on first use) and the resident memory
 * after them. Needs the build (`npm run build`). Prints figures and one JSON line.
 */
import { readFileSync } from 'node:fs';
import { startServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const rssMb = (pid: number): number => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const server = await startServer(PORT);
try {
  await sleep(3000);
  const boot = rssMb(server.pid);
  console.log(`RSS after boot (lexicon loaded, /readyz 200, 3 s later): ${boot} MB`);
  const firsts: Record<string, number> = {};
  for (const [label, url] of [
    ['word 2:255:1', '/api/v1/en/quran/suras/2/verses/255/words/1'],
    ['root قول', `/api/v1/en/quran/roots/${encodeURIComponent('قول')}`],
    ['sura page /en/quran/2', '/en/quran/2'],
    ...(process.env.BENCH_QURAN_SEARCH === '0' ? [] : [['search يقولون', `/api/v1/en/quran/search?q=${encodeURIComponent('يقولون')}`]]),
  ] as const) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}${url}`, { headers: { cookie: 'bench=1' } });
    await res.text();
    firsts[label] = Math.round(performance.now() - t0);
    console.log(`first ${label}: ${res.status} in ${firsts[label]} ms`);
  }
  // searches never asked before (no answer cache), the indexes built by the first
  const queries = ['ق و ل', 'كتب', 'الْحَمْدُ', 'مؤمنين', 'رحمة', 'يعلمون', 'ٱلۡكِتَٰبَ', 'من', 'mercy', 'believe', 'the Lord', 'قال رب', 'ع ل م', 'patience', 'جنات'];
  const times: number[] = [];
  if (process.env.BENCH_QURAN_SEARCH !== '0')
    for (const q of queries) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/v1/ar/quran/search?q=${encodeURIComponent(q)}`);
      await res.text();
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
      times.push(Math.round(performance.now() - t0));
    }
  const sorted = [...times].sort((a, b) => a - b);
  if (times.length) console.log(`${times.length} new searches: ${times.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms)`);
  await sleep(3000);
  const after = rssMb(server.pid);
  console.log(`RSS after the first Quran requests and the searches: ${after} MB`);
  console.log(JSON.stringify({ rss_boot_mb: boot, rss_after_quran_mb: after, first_ms: firsts, search_ms: times }));
} finally {
  await server.stop();
}
