/**
 * `npm run bench:web`: the home page's first-load JavaScript (gzipped) and the server render
 * latency under 50 concurrent connections. Prints figures; never passes or fails on time.
 * Needs the web build (`npm run build`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from './load.ts';
import { repoRoot, startServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

if (!existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(2);
}

const server = await startServer(PORT);
try {
  for (const locale of ['en', 'ar']) {
    const html = await (await fetch(`${server.url}/${locale}`)).text();
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/import\s*(?:\(|[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(m[1]!);
    let raw = 0;
    let gz = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, server.url))).arrayBuffer());
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    }
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('');
    console.log(
      `home /${locale}: first-load JS ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ` +
        `${(gz / 1024).toFixed(1)} KB gzipped (+ ${(gzipSync(inline).length / 1024).toFixed(1)} KB inline, gzipped); ` +
        `HTML ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped (target ≤ 150 KB JS)`,
    );
  }
  // Anonymous visitors get pages from the short-lived page cache (apps/server/src/web/page-cache.ts);
  // a visitor with any other cookie (a session) gets a fresh render: both are measured.
  for (const [label, headers] of [
    ['anonymous (page cache)', {}],
    ['fresh render (cache bypassed by a cookie)', { cookie: 'bench=1' }],
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
} finally {
  await server.stop();
}
