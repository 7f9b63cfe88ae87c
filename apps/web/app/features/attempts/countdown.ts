/**
 * An attempt's time left, counted by the server's clock, never the browser's (ADR 0028): the server
 * says when the attempt ends and what its own time was (`deadline`, `server_time`); the page counts
 * the difference down on its monotonic clock (`performance.now()`) from the moment that answer
 * arrived. Each saved answer brings the server's `seconds_left` again, to correct any drift.
 */

/** The moment (on the monotonic clock) the attempt ends, or null when it is untimed. */
export function endsAt(deadline: string | null, serverTime: string, receivedAt: number): number | null {
  if (deadline === null) return null;
  return receivedAt + (Date.parse(deadline) - Date.parse(serverTime));
}

/**
 * The end corrected by the server's `seconds_left` (whole seconds, rounded down) received at
 * `receivedAt`; kept as it is while it agrees within the rounding and a little latency.
 */
export function resync(current: number | null, secondsLeft: number | null, receivedAt: number): number | null {
  if (secondsLeft === null) return current;
  const told = receivedAt + secondsLeft * 1000;
  if (current === null) return told + 500;
  return current < told - 250 || current > told + 1750 ? told + 500 : current;
}

/** Whole seconds left (rounded up: 0 only when the time is over). */
export const secondsLeftAt = (end: number, now: number) => Math.max(0, Math.ceil((end - now) / 1000));

/** 75 → «1:15», 3725 → «1:02:05», in Western digits (the page writes them in the reader's digits). */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
