import { describe, expect, it } from 'vitest';
import { endsAt, formatSeconds, resync, secondsLeftAt } from './countdown.ts';

describe('the countdown', () => {
  it('counts from the server’s deadline and its own time, whatever the browser’s clock says', () => {
    const end = endsAt('2026-11-25T10:30:00.000Z', '2026-11-25T10:00:00.000Z', 5000)!;
    expect(end).toBe(5000 + 30 * 60_000);
    expect(secondsLeftAt(end, 5000)).toBe(1800);
    expect(secondsLeftAt(end, 5001)).toBe(1800);
    expect(secondsLeftAt(end, 6000)).toBe(1799);
    expect(secondsLeftAt(end, end + 10)).toBe(0);
    expect(endsAt(null, '2026-11-25T10:00:00.000Z', 0)).toBeNull();
  });

  it('takes the server’s seconds left when the page has drifted, and keeps its own when they agree', () => {
    expect(resync(100_000, 90, 10_000)).toBe(100_000); // 90 s told, 90 s counted
    expect(resync(100_500, 90, 10_000)).toBe(100_500);
    expect(resync(110_000, 90, 10_000)).toBe(100_500); // the page counted 10 s too many
    expect(resync(95_000, 90, 10_000)).toBe(100_500);
    expect(resync(null, 90, 10_000)).toBe(100_500);
    expect(resync(null, null, 10_000)).toBeNull();
  });

  it('shows minutes and seconds, and hours when there are', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(1800)).toBe('30:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });
});
