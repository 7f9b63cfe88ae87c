/**
 * Closed-loop load with autocannon: `connections` keep-alive clients each send a request as soon as
 * the previous one answered, for `seconds`. Exact percentiles from every response time recorded
 * (autocannon's summary has p90/p97.5 but not p95, which our targets name), read from its
 * `response` event. Given several URLs (same origin), each request takes the next one in turn:
 * answers a cache has not seen.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  distinct: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time per request, µs: of the server process (when its pid is given) and of this load generator. */
  server_cpu_us: number | null;
  loader_cpu_us: number;
}

/** User + system CPU time of a process, µs (Linux /proc; clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function load(
  target: string | readonly string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  serverPid?: number,
): Promise<LoadResult> {
  const urls = typeof target === 'string' ? [target] : target;
  const origin = new URL(urls[0]!).origin;
  const paths = urls.map((u) => {
    const url = new URL(u);
    if (url.origin !== origin) throw new Error(`one origin per load: ${u}`);
    return url.pathname + url.search;
  });
  let next = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let done!: (r: autocannon.Result) => void;
  let failed!: (e: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: paths.length === 1 ? urls[0]! : origin,
      connections,
      duration: seconds,
      headers: { 'accept-language': 'en', ...headers },
      // one URL: autocannon builds the request once; several: each request its own path
      ...(paths.length > 1 ? { requests: [{ method: 'GET' as const, setupRequest: (req: autocannon.Request) => ({ ...req, path: paths[next++ % paths.length]! }) }] } : {}),
    },
    (err, result) => (err ? failed(err) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const cpu0 = process.cpuUsage();
  const server0 = serverPid ? cpuOf(serverPid) : 0;
  const result = await finished;
  const cpu = process.cpuUsage(cpu0);
  const server = serverPid ? cpuOf(serverPid) - server0 : null;
  latencies.sort((a, b) => a - b);
  const pick = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN);
  return {
    requests: latencies.length,
    distinct: paths.length === 1 ? 1 : Math.min(next, paths.length),
    errors: result.errors + result.timeouts,
    non2xx,
    rps: Math.round(latencies.length / seconds),
    p50: pick(50),
    p95: pick(95),
    p99: pick(99),
    max: round(latencies.at(-1) ?? NaN),
    server_cpu_us: server === null ? null : round(server / latencies.length),
    loader_cpu_us: round((cpu.user + cpu.system) / latencies.length),
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
