/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown, a
 * phone's screen) on home, a verb page and a search page in both languages, through Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium; Lighthouse downloads no browser). Prints the
 * category scores and the paint and layout-shift metrics; never passes or fails. Not part of
 * `npm test`. Needs the web build (`npm run build`). BENCH_RUNS=n keeps the median of n runs
 * (performance score) per page; the machine's load average is printed beside it.
 *
 * Two more figures say what a run measured: the font bytes the page fetched (a machine with Noto
 * Naskh Arabic installed, as after `npm test` installs fonts-noto-core, fetches none, where a phone
 * without it fetches the core of ADR 0054) and Lighthouse's benchmark index of the host (the 4×
 * slowdown multiplies this machine's own CPU times, so a faster host scores better).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPages } from './pages.ts';
import { repoRoot, startServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3191);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!existsSync(CHROME)) {
  // npm test installs only Chromium's headless shell (for e2e); Lighthouse wants the whole browser
  console.error(`No Chromium at ${CHROME}: install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(2);
}
if (!existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'))) {
  console.error('No web build: run `npm run build` first.');
  process.exit(2);
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Font bytes the page fetched (none when the machine has the font installed: local() serves it). */
  fontBytes: number;
  /** Lighthouse's measure of the host's CPU (the 4× slowdown multiplies this machine's own times). */
  benchmarkIndex: number;
  failed: string[];
}

const score = (s: number | null | undefined): number => Math.round((s ?? 0) * 100);

// The canonical and hreflang URLs are absolute from PUBLIC_URL: the address Lighthouse visits.
const server = await startServer(PORT, { PUBLIC_URL: `http://127.0.0.1:${PORT}` });
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'] });
try {
  console.log(
    `Lighthouse mobile preset (simulated slow 4G, 4× CPU), ${RUNS} run(s) per page; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const locale of ['ar', 'en']) {
    for (const page of benchPages(locale).filter((p) => p.label !== 'Quran sura 2')) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(server.url + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
        const { categories, audits, runtimeError, environment } = result.lhr;
        if (runtimeError) {
          // a failed trace (NO_NAVSTART on a loaded machine) is no measurement: it is not in the median
          console.log(`${page.path}: Lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
          continue;
        }
        runs.push({
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          fontBytes: ((audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
            .filter((r) => r.resourceType === 'Font')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
          benchmarkIndex: environment.benchmarkIndex,
          failed: Object.values(categories)
            .filter((c) => c.id !== 'performance')
            .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1).map((r) => r.id)),
        });
      }
      if (runs.length === 0) {
        console.log(`${page.label} /${locale}: no run succeeded`);
        continue;
      }
      runs.sort((a, b) => a.performance - b.performance);
      const f = runs[Math.floor(runs.length / 2)]!;
      console.log(
        `${page.label} /${locale}: performance ${f.performance} (target ≥ 90), FCP ${(f.fcp / 1000).toFixed(2)} s (target ≤ 1.5 s), ` +
          `LCP ${(f.lcp / 1000).toFixed(2)} s, CLS ${f.cls.toFixed(3)} (target ≤ 0.1), TBT ${Math.round(f.tbt)} ms; ` +
          `SEO ${f.seo}, accessibility ${f.accessibility}, best practices ${f.bestPractices}; fonts fetched ${(f.fontBytes / 1024).toFixed(1)} KB, ` +
          `host benchmark index ${Math.round(f.benchmarkIndex)}` +
          (runs.length > 1 ? ` (median of ${runs.length} runs by performance; FCP of the runs ${runs.map((r) => (r.fcp / 1000).toFixed(2)).join(', ')} s)` : '') +
          (f.failed.length ? `; failing: ${f.failed.join(', ')}` : ''),
      );
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
