import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * How answers are compressed (ADR 0042), in one place: @fastify/compress compresses what the
 * routes send with these settings, and the page cache (ADR 0053) keeps its copies in the same
 * encodings. Brotli at quality 5 compresses a page in about a millisecond; the build's static
 * files are precompressed at the highest quality instead (scripts/precompress.mjs).
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Below this many bytes compression costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli at quality 5 and gzip at level 6, for @fastify/compress and the page cache alike. */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
export const GZIP_OPTIONS = { level: 6 };

/**
 * The encoding an answer takes for this Accept-Encoding, by the rule @fastify/compress follows:
 * the client's preference among br and gzip, `*` and `x-gzip` read as gzip; none without the
 * header or when it accepts neither.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function encodeBytes(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
}
