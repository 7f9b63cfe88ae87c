/**
 * A small closed-loop load generator: `connections` keep-alive clients each send a request as soon as
 * the previous one answered, for `seconds`. Exact percentiles from every latency recorded.
 * (autocannon reports p90/p97.5 but not p95, which our targets name.)
 */
import http from 'node:http';

export interface LoadResult { requests: number; errors: number; non2xx: number; rps: number; p50: number; p95: number; p99: number; max: number }

export async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = Date.now() + seconds * 1000;
  const target = new URL(url);
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: { 'accept-language': 'en', ...headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN);
  return { requests: latencies.length, errors, non2xx, rps: Math.round(latencies.length / elapsed), p50: pick(50), p95: pick(95), p99: pick(99), max: round(latencies.at(-1) ?? NaN) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
