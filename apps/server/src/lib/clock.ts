/** Every time-dependent rule reads the time from here (`app.clock`), so tests move time instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A clock tests can move. */
export function manualClock(start: Date = new Date('2026-01-01T00:00:00Z')): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  const clock = (() => new Date(current)) as Clock & { advance(ms: number): void; set(date: Date): void };
  clock.advance = (ms: number) => {
    current += ms;
  };
  clock.set = (date: Date) => {
    current = date.getTime();
  };
  return clock;
}
