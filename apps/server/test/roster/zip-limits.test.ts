import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ROSTER_ZIP_MAX_FILES, ROSTER_ZIP_RATIO_GRACE_BYTES } from '@tasreef/contracts/roster';
import type { AppError } from '../../src/http/errors.ts';
import { unzipWanted, type UnzipCounter } from '../../src/roster/unzip.ts';
import { plainCsv, zeros, zipOf } from './zips.ts';

/** The streaming unzip's limits (ADR 0057), on zips built in the test; nothing here holds a bomb's output. */
const MB = 1_048_576;
const ONEROSTER = ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'];
const wanted = (name: string) => ONEROSTER.includes(name);

function refusal(zip: Uint8Array): { error: AppError; counter: UnzipCounter } {
  const counter = { inflated: 0 };
  try {
    unzipWanted(zip, wanted, undefined, counter);
  } catch (error) {
    return { error: error as AppError, counter };
  }
  throw new Error('the zip was read');
}

describe('unpacking a OneRoster zip under limits', () => {
  it('refuses a bomb by its ratio within its first steps: what is inflated does not grow with the bomb', () => {
    const inflated: number[] = [];
    for (const mb of [32, 128]) {
      const zip = zipOf([{ name: 'Users.csv', chunks: () => zeros(mb), level: 9 }]);
      expect(zip.length).toBeLessThan(mb * 2048); // ~1,000 to 1
      const { error, counter } = refusal(zip);
      expect(error).toMatchObject({ statusCode: 422, code: 'validation_failed', messageKey: 'roster_zip_ratio', params: { name: 'users.csv', number: 100 } });
      // The grace plus one step of 8 KB packed (deflate: at most ~1,032 times that), never the bomb.
      expect(counter.inflated).toBeLessThan(ROSTER_ZIP_RATIO_GRACE_BYTES + 9 * MB);
      inflated.push(counter.inflated);
    }
    expect(inflated[1]).toBe(inflated[0]);
  }, 120_000);

  it('never inflates a file it does not read, bomb or not', () => {
    const counter = { inflated: 0 };
    const zip = zipOf([
      { name: 'demographics.csv', chunks: () => zeros(64), level: 9 },
      { name: 'orgs.csv', chunks: () => [strToU8('sourcedId\norg1\n')] },
    ]);
    const files = unzipWanted(zip, wanted, undefined, counter);
    expect([...files.keys()]).toEqual(['orgs.csv']);
    expect(counter.inflated).toBe('sourcedId\norg1\n'.length);
  }, 60_000);

  it('refuses a zip of many files at the first file past the limit', () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 5000; i++) many[`users-${i}.csv`] = strToU8('a\n1\n');
    const { error, counter } = refusal(zipSync({ 'users.csv': strToU8('a\n1\n'), ...many }));
    expect(error).toMatchObject({ statusCode: 422, messageKey: 'roster_zip_too_many_files', params: { number: ROSTER_ZIP_MAX_FILES } });
    expect(counter.inflated).toBe(4);
  });

  it('refuses one file larger than 10 MB unpacked, which is no bomb, as it crosses the limit', () => {
    const zip = zipOf([{ name: 'users.csv', chunks: () => plainCsv(12), level: 1 }]);
    expect(zip.length).toBeGreaterThan((12 * MB) / 100); // packs well under 100 to 1: not a ratio case
    const { error, counter } = refusal(zip);
    expect(error).toMatchObject({ statusCode: 413, code: 'payload_too_large', messageKey: 'roster_zip_file_too_large', params: { name: 'users.csv', number: 10 } });
    expect(counter.inflated).toBeGreaterThan(10 * MB);
    expect(counter.inflated).toBeLessThan(10.5 * MB);
  });

  it('refuses files larger than 30 MB in all unpacked, each under its own limit', () => {
    const zip = zipOf(ONEROSTER.map((name) => ({ name, chunks: () => plainCsv(8), level: 1 as const })));
    const { error, counter } = refusal(zip);
    expect(error).toMatchObject({ statusCode: 413, messageKey: 'roster_zip_too_large', params: { number: 30 } });
    expect(counter.inflated).toBeLessThan(30.5 * MB);
  }, 60_000);

  it('refuses a file that packs more than 100 to 1 though it is small', () => {
    const { error } = refusal(zipOf([{ name: 'enrollments.csv', chunks: () => zeros(3), level: 9 }]));
    expect(error).toMatchObject({ messageKey: 'roster_zip_ratio', params: { name: 'enrollments.csv' } });
  });

  it('reads a large plain file whole, with or without data descriptors', () => {
    const text = Buffer.concat([...plainCsv(3)]);
    const streamed = unzipWanted(zipOf([{ name: 'dir/users.csv', chunks: () => [text] }]), wanted);
    expect(Buffer.compare(streamed.get('users.csv')!, text)).toBe(0);
    const whole = unzipWanted(zipSync({ 'users.csv': text, 'orgs.csv': strToU8('x\n') }), wanted);
    expect(Buffer.compare(whole.get('users.csv')!, text)).toBe(0);
    expect(Buffer.from(whole.get('orgs.csv')!).toString()).toBe('x\n');
  });

  it('answers a file that is no zip, or a cut one, as an unreadable zip', () => {
    expect(refusal(strToU8('PK not really')).error).toMatchObject({ statusCode: 422, messageKey: 'roster_zip_invalid' });
    const zip = zipSync({ 'users.csv': Buffer.concat([...plainCsv(1)]) });
    expect(refusal(zip.subarray(0, zip.length >> 1)).error).toMatchObject({ statusCode: 422, messageKey: 'roster_zip_invalid' });
  });
});
