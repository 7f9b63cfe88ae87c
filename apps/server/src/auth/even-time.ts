import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers that must not tell whether an address has an account (forgot password, resend codes,
 * verify email) take the same time either way: the work runs, then the answer waits until `floorMs`
 * have passed since the start, whether the work succeeded or threw. Real time, not the accounts
 * clock: it is what a prober measures.
 */
export async function evenTime<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const settle = async () => {
    const left = floorMs - (performance.now() - start);
    if (left > 0) await sleep(left);
  };
  try {
    const result = await work();
    await settle();
    return result;
  } catch (err) {
    await settle();
    throw err;
  }
}

/** The default floor: above the slowest path of those answers on a loaded server. */
export const EVEN_ANSWER_MS = 150;
