/**
 * Counts answers by status and keeps every failure family (status, target, mutation) with one
 * example, printed at the end with what re-sends it alone (`--seed S --only N`) and what re-sends
 * them all.
 */
import type { FuzzRequest } from './requests.ts';
import type { Answer } from './send.ts';

/**
 * Answers that fail a run: any 5xx, requests the server never answered in time, and connections
 * reset or closed without an answer (the server answers even what it cannot parse: 400, 414, 431).
 */
export const isFailure = (status: number): boolean => status >= 500 || status === -2 || status === 0;

export const STATUS_NAMES: Record<number, string> = { [-2]: 'timeout', [-1]: 'not sent (client refused)', 0: 'no answer (reset or closed)' };

/** At most this many indices in the command that re-sends every request of a failure family. */
const RESEND_MAX = 25;

/** The command that re-sends requests `indices` of the run seeded `seed`. */
export const resendCommand = (seed: number, indices: readonly number[]): string => `npm run fuzz -- --seed ${seed} --only ${indices.join(',')}`;

/** The command that runs the same fuzz again. */
export const rerunCommand = (seed: number, count: number): string => `npm run fuzz -- --seed ${seed} --count ${count}`;

/** The first line of a run: its seed, and what runs the same requests again. */
export const seedLine = (seed: number, drawn: boolean, count: number, only?: readonly number[]): string =>
  `fuzz: seed ${seed}${drawn ? ' (drawn for this run)' : ''}; the same requests again: ${only ? resendCommand(seed, only) : rerunCommand(seed, count)}`;

const SLOWEST = 8;

export interface Failure {
  key: string;
  count: number;
  /** Every failing request of the family, by index (the first is `request`). */
  indices: number[];
  request: FuzzRequest;
  answer: Answer;
}

/** A printable form of bytes: JSON string escapes, shortened in the middle. */
export function printable(text: string, max = 300): string {
  const s = JSON.stringify(text);
  return s.length <= max ? s : `${s.slice(0, max - 40)}…(${text.length} chars)…${s.slice(-30)}`;
}

export class Tally {
  sent = 0;
  readonly byStatus = new Map<number, number>();
  readonly failures = new Map<string, Failure>();
  /** The slowest answers (a request that holds the server up shows here, with those it delayed). */
  readonly slowest: Array<{ request: FuzzRequest; answer: Answer }> = [];

  record(request: FuzzRequest, answer: Answer): void {
    this.sent++;
    this.slowest.push({ request, answer });
    this.slowest.sort((a, b) => b.answer.ms - a.answer.ms);
    this.slowest.length = Math.min(this.slowest.length, SLOWEST);
    this.byStatus.set(answer.status, (this.byStatus.get(answer.status) ?? 0) + 1);
    if (!isFailure(answer.status)) return;
    const key = `${answer.status} ${request.target} ${request.family}`;
    const seen = this.failures.get(key);
    if (seen) {
      seen.count++;
      seen.indices.push(request.index);
    } else this.failures.set(key, { key, count: 1, indices: [request.index], request, answer });
  }

  get failed(): number {
    return [...this.failures.values()].reduce((n, f) => n + f.count, 0);
  }

  statusLine(): string {
    return [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${STATUS_NAMES[status] ?? status} ×${n}`)
      .join(', ');
  }

  /** The closing report: counts, then every failure family with one reproducer. */
  print(seconds: number, seed: number, log: (line: string) => void = console.log): void {
    log(`\nfuzz: ${this.sent} requests in ${seconds.toFixed(1)} s (${(this.sent / seconds).toFixed(0)}/s), seed ${seed}`);
    log(`by status: ${this.statusLine()}`);
    log(
      `slowest: ${this.slowest.map(({ request: r, answer: a }) => `#${r.index} ${r.method} ${printable(r.path, 60)} [${r.family}] ${a.status} in ${(a.ms / 1000).toFixed(1)} s`).join('; ')}`,
    );
    if (this.failures.size === 0) {
      log('5xx, resets and timeouts: none');
      return;
    }
    log(`5xx, resets and timeouts: ${this.failed} in ${this.failures.size} families`);
    for (const f of [...this.failures.values()].sort((a, b) => a.key.localeCompare(b.key))) {
      const r = f.request;
      log(`\n  ${f.answer.status} ×${f.count}  ${r.target}  [${r.family}]  as ${r.identity}${r.via ? ` (${r.via})` : ''}`);
      log(`    ${r.method} ${printable(r.path, 200)}`);
      const headers = Object.entries(r.headers);
      if (headers.length > 0) log(`    headers: ${headers.map(([k, v]) => `${k}: ${printable(v, 120)}`).join('; ')}`);
      if (r.body) log(`    body (${r.body.length} bytes): ${printable(r.body.toString('latin1'), 240)}`);
      log(`    answer: ${printable(f.answer.sample, 200)}`);
      log(`    again: ${resendCommand(seed, [r.index])}`);
      if (f.indices.length > 1) log(`    all ${f.indices.length}: ${resendCommand(seed, f.indices.slice(0, RESEND_MAX))}${f.indices.length > RESEND_MAX ? ' …' : ''}`);
    }
    const firsts = [...this.failures.values()].map((f) => f.request.index).sort((a, b) => a - b);
    log(`
one of each family again: ${resendCommand(seed, firsts)}`);
  }
}
