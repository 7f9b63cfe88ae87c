import { Unzip, UnzipInflate } from 'fflate';
import type { MessageKey } from '@tasreef/contracts';
import { AppError } from '../http/errors.ts';

/**
 * A zip unpacked as a stream under limits (ADR 0057; the roster's OneRoster zip, an exam's QTI package): the number of files, each file's and all
 * files' unpacked size and each file's unpacked-to-packed ratio, each checked as the data inflates.
 * The first limit crossed stops the reading, so a zip bomb's output is never held: at most one step
 * (STEP packed bytes, which deflate turns into at most about 1,032 times as many) past a limit.
 */
export interface ZipLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
  ratioGraceBytes: number;
  /** The message of an unreadable zip, `{detail}` its reason (the roster's names OneRoster, QTI's names QTI). */
  invalidKey: MessageKey;
}

/** Packed bytes pushed into the unzipper at a time. */
const STEP = 8192;
const MB = 1_048_576;

/** What the reading cost, for the tests: bytes inflated before it finished or stopped. */
export interface UnzipCounter {
  inflated: number;
}

/**
 * The files of `zip` whose lower-cased base name `wanted` accepts, by that name (a later file of the
 * same name wins). Other files are counted but never inflated.
 */
export function unzipWanted(zip: Uint8Array, wanted: (name: string) => boolean, limits: ZipLimits, counter: UnzipCounter = { inflated: 0 }) {
  const invalid = (detail: string) => new AppError('validation_failed', 422, limits.invalidKey, { detail: detail.slice(0, 200) });
  const out = new Map<string, Uint8Array>();
  let failure: AppError | null = null;
  let files = 0;
  let total = 0;
  let pushed = 0;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++files > limits.maxFiles) {
      failure = new AppError('validation_failed', 422, 'roster_zip_too_many_files', { number: limits.maxFiles });
      return;
    }
    const name = file.name.split('/').pop()!.toLowerCase();
    if (!wanted(name)) return; // never started: its bytes are skipped, not inflated
    const chunks: Uint8Array[] = [];
    let size = 0;
    // The packed bytes of this file are at most what was pushed since its header was seen: an
    // upper bound (a local header's size may be absent), so the ratio is never overstated.
    const pushedBefore = pushed - STEP;
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) {
        failure = invalid(err.message);
        return;
      }
      size += data.length;
      total += data.length;
      counter.inflated += data.length;
      if (size > limits.maxFileBytes) failure = new AppError('payload_too_large', 413, 'roster_zip_file_too_large', { name, number: limits.maxFileBytes / MB });
      else if (total > limits.maxTotalBytes) failure = new AppError('payload_too_large', 413, 'roster_zip_too_large', { number: limits.maxTotalBytes / MB });
      else if (size > limits.ratioGraceBytes && size > limits.maxRatio * Math.max(1, pushed - pushedBefore))
        failure = new AppError('validation_failed', 422, 'roster_zip_ratio', { name, number: limits.maxRatio });
      if (failure) return;
      chunks.push(data);
      if (final) out.set(name, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    try {
      file.start();
    } catch (err) {
      failure ??= invalid((err as Error).message);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length && !failure; at += STEP) {
      const chunk = zip.subarray(at, at + STEP);
      pushed += chunk.length;
      unzip.push(chunk, at + STEP >= zip.length);
    }
  } catch (err) {
    failure ??= invalid((err as Error).message ?? 'unreadable');
  }
  if (failure) throw failure;
  if (files === 0) throw invalid('no files');
  return out;
}
