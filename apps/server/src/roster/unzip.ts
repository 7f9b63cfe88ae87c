import { ROSTER_ZIP_MAX_FILE_BYTES, ROSTER_ZIP_MAX_FILES, ROSTER_ZIP_MAX_RATIO, ROSTER_ZIP_MAX_TOTAL_BYTES, ROSTER_ZIP_RATIO_GRACE_BYTES } from '@tasreef/contracts/roster';
import { unzipWanted as unzipUnder, type UnzipCounter, type ZipLimits } from '../lib/unzip.ts';

/** A OneRoster zip's limits (the unzipping itself is lib/unzip.ts, shared with the QTI import). */
export const ROSTER_ZIP_LIMITS: ZipLimits = {
  maxFiles: ROSTER_ZIP_MAX_FILES,
  maxFileBytes: ROSTER_ZIP_MAX_FILE_BYTES,
  maxTotalBytes: ROSTER_ZIP_MAX_TOTAL_BYTES,
  maxRatio: ROSTER_ZIP_MAX_RATIO,
  ratioGraceBytes: ROSTER_ZIP_RATIO_GRACE_BYTES,
  invalidKey: 'roster_zip_invalid',
};

export type { UnzipCounter, ZipLimits };

/** The wanted files of a roster zip, under the roster's limits unless others are given. */
export const unzipWanted = (zip: Uint8Array, wanted: (name: string) => boolean, limits: ZipLimits = ROSTER_ZIP_LIMITS, counter?: UnzipCounter) =>
  unzipUnder(zip, wanted, limits, counter);
