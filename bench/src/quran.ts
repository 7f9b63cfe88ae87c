/**
 * `npm run bench:quran`: the Al-Baqara page (286 verses, 6,144 words) rendered by the server, one
 * request at a time (the target: p95 ≤ 100 ms) and under 8 connections (the harder setting), the
 * anonymous page cache bypassed; the sura's API answer and a word's analysis beside it. Prints
 * figures; never passes or fails on time. Needs the build (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from './load.ts';
import { repoRoot, startServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3191);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(2);
}

const server = await startServer(PORT, {}, { warm: true, readyTimeoutMs: 300_000 });
const fresh = { cookie: 'bench=1' };
const met = (p95: number, target: number): string => (p95 <= target ? 'met' : 'NOT met');
try {
  for (const locale of ['en', 'ar']) {
    const page = `${server.url}/${locale}/quran/2`;
    const html = await (await fetch(page, { headers: fresh })).text();
    console.log(`/${locale}/quran/2: HTML ${(html.length / 1024).toFixed(0)} KB, ${(gzipSync(html).length / 1024).toFixed(0)} KB gzipped`);
    await load(page, 2, 2, fresh); // warm-up
    for (const connections of [1, 8]) {
      const r = await load(page, connections, DURATION, fresh);
      console.log(
        `server render /${locale}/quran/2 (fresh), ${connections} connection(s), ${DURATION} s: ${r.requests} requests, p50 ${r.p50} ms, p95 ${r.p95} ms, ` +
          `non-2xx ${r.non2xx}, errors ${r.errors}` +
          (connections === 1 ? ` (target p95 ≤ 100 ms: ${met(r.p95, 100)})` : ' (harder setting)'),
      );
    }
  }
  for (const [label, url] of [
    ['API sura 2', `${server.url}/api/v1/en/quran/suras/2`],
    ['API word 2:255:1', `${server.url}/api/v1/en/quran/suras/2/verses/255/words/1`],
  ] as const) {
    await load(url, 2, 2);
    const r = await load(url, 1, DURATION);
    console.log(`${label}, 1 connection, ${DURATION} s: ${r.requests} requests, p50 ${r.p50} ms, p95 ${r.p95} ms, non-2xx ${r.non2xx}`);
  }
} finally {
  await server.stop();
}
