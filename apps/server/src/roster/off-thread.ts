import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorCode, Locale, MessageKey, MessageParams } from '@tasreef/contracts';
import type { RosterEncoding } from '@tasreef/contracts/roster';
import { AppError } from '../http/errors.ts';
import type { CsvTable, OneRosterRead } from './read.ts';
import type { Sheet } from './sheet.ts';

/**
 * Reading an upload in a worker thread (ADR 0057): a 10 MB CSV or a zip takes seconds of CPU that
 * would otherwise stall every other request, `/healthz` included. One short-lived worker a file,
 * with a heap cap, so a file that still finds a way to use much memory costs the worker, not the
 * server, and all of it is freed when the worker ends. At most a few at once; others wait.
 */
/**
 * `deflated`: the bytes are a kept upload as stored (deflated). `sheet`: the PDF of an import's
 * one-time passwords (ADR 0071), drawn here too: about 10 ms a card on an idle core, seconds for a
 * large import, through the same few workers; its input is the opened sheet alone (the worker reads
 * the fonts itself) and `date` in ms.
 */
export type ReadJob =
  { kind: 'csv' | 'oneroster'; bytes: Uint8Array; encoding?: RosterEncoding; deflated?: boolean } | { kind: 'sheet'; sheet: Sheet; locale: Locale; date: number };
type SentError = { code: ErrorCode; status: number; key: MessageKey; params: MessageParams; details: AppError['details'] };
export type ReadOutcome =
  | { ok: true; kind: 'csv'; table: CsvTable; deflated: Uint8Array }
  | { ok: true; kind: 'oneroster'; read: OneRosterRead }
  | { ok: true; kind: 'sheet'; pdf: Uint8Array }
  | { ok: false; refusal: SentError; message?: undefined }
  | { ok: false; refusal: null; message: string };

/** The worker's heap cap: ten times the largest upload, a generous bound for parsed rows. */
const HEAP_MB = 256;
const AT_ONCE = Math.max(1, availableParallelism() - 1);

/*
 * Where the worker's code is: the server bundle (scripts/build-server.mjs) has it beside itself as
 * roster-worker.mjs; run from source (tsx, vitest), the same script bundles it once a process
 * (node 20 would load worker.ts only through tsx's hooks registered in each worker: seconds each).
 */
const fromSource = import.meta.url.endsWith('.ts');
let devWorker: Promise<URL> | null = null;
async function workerUrl(): Promise<URL> {
  if (!fromSource) return new URL('./roster-worker.mjs', import.meta.url);
  // A computed path: the server's bundler must not follow it into the build script and esbuild.
  const script = new URL('../../../../scripts/build-server.mjs', import.meta.url).href;
  devWorker ??= import(script).then(async (m: { buildRosterWorker: () => Promise<string> }) => pathToFileURL(await m.buildRosterWorker()));
  return devWorker;
}

let running = 0;
const waiting: Array<() => void> = [];

async function inWorker(job: ReadJob): Promise<ReadOutcome> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    const url = await workerUrl();
    return await new Promise<ReadOutcome>((resolve, reject) => {
      const worker = new Worker(url, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
      let outcome: ReadOutcome | null = null;
      worker.once('message', (m: ReadOutcome) => (outcome = m));
      worker.once('error', (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
          resolve({ ok: false, refusal: { code: 'payload_too_large', status: 413, key: 'roster_read_failed', params: {}, details: [] } });
        else reject(err);
      });
      worker.once('exit', (code) => (outcome ? resolve(outcome) : reject(new Error(`roster worker exited with ${code} and no answer`))));
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function read(job: ReadJob) {
  const outcome = await inWorker(job);
  if (outcome.ok) return outcome;
  if (outcome.refusal) throw new AppError(outcome.refusal.code, outcome.refusal.status, outcome.refusal.key, outcome.refusal.params, outcome.refusal.details);
  throw new Error(`roster worker: ${outcome.message}`);
}

/** A CSV's table, and its bytes deflated (to keep); `deflated` says the bytes given are so already. */
export async function readCsvOffThread(bytes: Uint8Array, encoding?: RosterEncoding, deflated = false): Promise<{ table: CsvTable; deflated: Uint8Array }> {
  const outcome = await read({ kind: 'csv', bytes, encoding, deflated });
  if (outcome.kind !== 'csv') throw new Error('roster worker: not a CSV answer');
  return { table: outcome.table, deflated: outcome.deflated };
}

export async function oneRosterOffThread(bytes: Uint8Array, encoding?: RosterEncoding): Promise<OneRosterRead> {
  const outcome = await read({ kind: 'oneroster', bytes, encoding });
  if (outcome.kind !== 'oneroster') throw new Error('roster worker: not a OneRoster answer');
  return outcome.read;
}

/** The sheet's PDF (ADR 0071), drawn in a worker: a thousand cards no longer hold every other request. */
export async function sheetPdfOffThread(sheet: Sheet, locale: Locale, date: Date): Promise<Buffer> {
  const outcome = await read({ kind: 'sheet', sheet, locale, date: date.getTime() });
  if (outcome.kind !== 'sheet') throw new Error('roster worker: not a sheet answer');
  return Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength);
}
