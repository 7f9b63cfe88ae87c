import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../http/errors.ts';
import { oneRosterRecords, readCsv } from './read.ts';
import type { ReadJob, ReadOutcome } from './off-thread.ts';

/**
 * The worker thread that reads one roster upload (off-thread.ts): unzip, decode and CSV parse,
 * away from the server's event loop. An AppError goes back as its parts (a class does not cross
 * threads); anything else goes back as a failure the main thread answers 500 for.
 */
function run(job: ReadJob): ReadOutcome {
  try {
    if (job.kind === 'csv') return { ok: true, kind: 'csv', table: readCsv(job.bytes, job.encoding) };
    return { ok: true, kind: 'oneroster', read: oneRosterRecords(job.bytes, job.encoding) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, error: { code: err.code, status: err.statusCode, key: err.messageKey, params: err.params, details: err.details } };
    return { ok: false, error: null, message: String((err as Error)?.stack ?? err) };
  }
}

parentPort!.postMessage(run(workerData as ReadJob));
