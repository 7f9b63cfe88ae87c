/**
 * `npm run bench:web`: bytes over the wire (HTML and first-load JavaScript, as a browser asks for
 * them: `Accept-Encoding: gzip, deflate, br, zstd`) for home, a verb page, a search page and the
 * Quran's sura 2 in both languages, then the server render latency under 50 concurrent
 * connections. Prints figures; never passes or fails. Needs the web build (`npm run build`).
 * The throttled mobile paint is `npm run bench:lighthouse` (bench/src/lighthouse.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { load } from './load.ts';
import { benchPages } from './pages.ts';
import { repoRoot, startServer } from './serve.ts';
import { firstLoadScripts, getOverWire, kb, stylesheets } from './wire.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_LOAD=0 prints the bytes only. */
const LOAD = process.env.BENCH_LOAD !== '0';

if (!existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(2);
}

const server = await startServer(PORT);
try {
  for (const locale of ['ar', 'en']) {
    for (const page of benchPages(locale)) {
      const html = await getOverWire(server.url + page.path);
      if (html.status !== 200) throw new Error(`${page.path}: status ${html.status}`);
      const text = html.body.toString('utf8');
      let jsRaw = 0;
      let jsWire = 0;
      const scripts = firstLoadScripts(text);
      for (const src of scripts) {
        const r = await getOverWire(new URL(src, server.url).href);
        jsRaw += r.body.length;
        jsWire += r.wire;
      }
      let cssWire = 0;
      for (const href of stylesheets(text)) cssWire += (await getOverWire(new URL(href, server.url).href)).wire;
      console.log(
        `${page.label} /${locale}: HTML ${kb(html.wire)} over the wire (${html.encoding || 'identity'}; ${kb(html.body.length)} raw)` +
          `${page.label === 'verb page' ? ' (target ≤ 40 KB)' : ''}; first-load JS ${scripts.length} files, ${kb(jsWire)} over the wire ` +
          `(${kb(jsRaw)} raw; target ≤ 150 KB); linked CSS ${kb(cssWire)} over the wire (the build inlines it into the HTML)`,
      );
    }
  }
  if (LOAD) {
    // Anonymous visitors get pages from the short-lived page cache (apps/server/src/web/page-cache.ts);
    // a visitor with any other cookie (a session) gets a fresh render: both are measured, compressed
    // as a browser asks.
    for (const [label, headers] of [
      ['anonymous (page cache)', { 'accept-encoding': 'gzip, deflate, br' }],
      ['fresh render (cache bypassed by a cookie)', { cookie: 'bench=1', 'accept-encoding': 'gzip, deflate, br' }],
    ] as const) {
      for (const locale of ['en', 'ar']) {
        await load(`${server.url}/${locale}`, 10, 2, headers); // warm-up
        const r = await load(`${server.url}/${locale}`, 50, DURATION, headers);
        console.log(
          `server render /${locale}, ${label}, 50 connections, ${DURATION} s: ${r.requests} requests, ${r.rps} req/s, ` +
            `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (target p95 ≤ 30 ms)`,
        );
      }
    }
  }
} finally {
  await server.stop();
}
