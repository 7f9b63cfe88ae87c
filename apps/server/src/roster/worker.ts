import { parentPort, workerData } from 'node:worker_threads';
import { deflateSync, inflateSync } from 'fflate';
import { AppError } from '../http/errors.ts';
import { oneRosterRecords, readCsv } from './read.ts';
import type { ReadJob, ReadOutcome } from './off-thread.ts';
import { renderSheetPdf } from './sheet.ts';

/**
 * The worker thread that reads one roster upload (off-thread.ts): unzip, decode and CSV parse,
 * away from the server's event loop; or draws the PDF of an import's one-time passwords. An AppError goes back as its parts (a class does not cross
 * threads); anything else goes back as a failure the main thread answers 500 for.
 */
async function run(job: ReadJob): Promise<ReadOutcome> {
  try {
    if (job.kind === 'sheet') return { ok: true, kind: 'sheet', pdf: await renderSheetPdf(job.sheet, job.locale, new Date(job.date)) };
    if (job.kind === 'csv') {
      // A kept upload is stored deflated (routes.ts): a third to a fifth of a CSV's size to write.
      const bytes = job.deflated ? inflateSync(job.bytes) : job.bytes;
      return { ok: true, kind: 'csv', table: readCsv(bytes, job.encoding), deflated: job.deflated ? job.bytes : deflateSync(bytes, { level: 1 }) };
    }
    return { ok: true, kind: 'oneroster', read: oneRosterRecords(job.bytes, job.encoding) };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, refusal: { code: err.code, status: err.statusCode, key: err.messageKey, params: err.params, details: err.details } };
    return { ok: false, refusal: null, message: String((err as Error)?.stack ?? err) };
  }
}

parentPort!.postMessage(await run(workerData as ReadJob));
