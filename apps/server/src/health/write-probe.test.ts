import { describe, expect, it } from 'vitest';
import { DiskNearlyFull } from '../db/client.ts';
import { WriteProbe, writeStateOf } from './write-probe.ts';

const fakeClock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('WriteProbe', () => {
  it('writes once per ttl however often it is asked, and concurrent checks share the write', async () => {
    const clock = fakeClock();
    let writes = 0;
    const probe = new WriteProbe(async () => void writes++, { ttlMs: 5000, timeoutMs: 1000, now: clock.now });
    expect(await Promise.all([probe.check(), probe.check(), probe.check()])).toEqual(['ok', 'ok', 'ok']);
    expect(writes).toBe(1);
    clock.advance(4999);
    await probe.check();
    expect(writes).toBe(1);
    clock.advance(1);
    await probe.check();
    expect(writes).toBe(2);
  });

  it('reports a failed write by its cause, keeps that answer for the ttl, then tries again', async () => {
    const clock = fakeClock();
    let fail: unknown = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
    const seen: string[] = [];
    const probe = new WriteProbe(
      async () => {
        if (fail) throw fail;
      },
      { ttlMs: 5000, timeoutMs: 1000, now: clock.now, onFailure: (_e, s) => seen.push(s) },
    );
    expect(await probe.check()).toBe('read_only');
    fail = null;
    expect(await probe.check()).toBe('read_only');
    clock.advance(5000);
    expect(await probe.check()).toBe('ok');
    expect(seen).toEqual(['read_only']);
  });

  it('a write that hangs is down after the timeout', async () => {
    const probe = new WriteProbe(() => new Promise<void>(() => {}), { ttlMs: 5000, timeoutMs: 20 });
    expect(await probe.check()).toBe('down');
  });
});

describe('writeStateOf', () => {
  it('reads the SQLSTATE on the error or its causes (drizzle wraps the driver error)', () => {
    expect(writeStateOf(new DiskNearlyFull(1024))).toBe('disk_full');
    expect(writeStateOf(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code: '53100' }) }))).toBe('disk_full');
    expect(writeStateOf(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code: '25006' }) }))).toBe('read_only');
    expect(writeStateOf(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe('down');
    expect(writeStateOf(new Error('database closed'))).toBe('down');
  });
});
