import { randomInt } from 'node:crypto';

/**
 * Where the seeds of generated question sets come from (`app.seeds`): random in the running app, a
 * fixed sequence in tests, so a test that draws a practice set draws the same one on every run.
 */
export type SeedSource = () => number;

export const randomSeeds: SeedSource = () => randomInt(0, 2 ** 31 - 1);

/** 1, 2, 3 … : every app built by the tests draws the same sets in the same order. */
export function countingSeeds(start = 1): SeedSource {
  let next = start;
  return () => next++ % 2 ** 31;
}
