import { describe, expect, it } from 'vitest';
import { AnswerQueue, backoff, type QueueSnapshot, type SendResult } from './answer-queue.ts';

/** A queue over a fake server, a fake clock and a memory storage. */
function harness(saved: string[] = []) {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const store = new Map<string, string>();
  const sent: { id: string; body: unknown; resolve: (r: SendResult) => void; reject: (e: Error) => void }[] = [];
  const closed: (string | null)[] = [];
  let online = true;
  let last: QueueSnapshot | null = null;
  const seconds: (number | null)[] = [];
  const queue = new AnswerQueue(
    {
      send: (id, body) => new Promise((resolve, reject) => sent.push({ id, body, resolve, reject })),
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      storageKey: 'k',
      isOnline: () => online,
      onChange: (s) => (last = s),
      onClosed: (m) => closed.push(m),
      onSecondsLeft: (s) => seconds.push(s),
      setTimer: (fn, ms) => {
        const id = nextId++;
        timers.push({ at: now + ms, fn, id });
        return id;
      },
      clearTimer: (h) => {
        const i = timers.findIndex((t) => t.id === h);
        if (i >= 0) timers.splice(i, 1);
      },
      now: () => now,
    },
    saved,
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    queue,
    store,
    sent,
    closed,
    seconds,
    snap: () => last ?? queue.snapshot(),
    setOnline: (v: boolean) => (online = v),
    async advance(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        due.fn();
        await settle();
      }
    },
    async reply(status: number, body: unknown = { data: { seconds_left: 100 } }) {
      const s = sent.shift()!;
      s.resolve({ status, body });
      await settle();
      return s;
    },
    async drop() {
      const s = sent.shift()!;
      s.reject(new TypeError('Failed to fetch'));
      await settle();
      return s;
    },
    settle,
  };
}

describe('the answer queue', () => {
  it('sends an answer at once, keeps it until the 200, then calls it saved', async () => {
    const h = harness();
    h.queue.put('q_1', { option_id: 'a' });
    expect(h.sent.map((s) => s.id)).toEqual(['q_1']);
    expect(h.snap()).toMatchObject({ waiting: 1, sending: true, states: { q_1: 'pending' } });
    expect(JSON.parse(h.store.get('k')!)).toEqual({ q_1: { option_id: 'a' } });
    await h.reply(200);
    expect(h.snap()).toMatchObject({ waiting: 0, sending: false, states: { q_1: 'saved' } });
    expect(h.store.has('k')).toBe(false);
    expect(h.seconds).toEqual([100]);
  });

  it('sends one request at a time and the latest value of a question; a change during a request is sent after it', async () => {
    const h = harness();
    h.queue.put('q_1', { option_id: 'a' });
    h.queue.put('q_2', { option_id: 'b' });
    h.queue.put('q_1', { option_id: 'c' });
    expect(h.sent).toHaveLength(1);
    await h.reply(200); // the 200 for "a" does not save "c"
    expect(h.snap().states.q_1).toBe('pending');
    expect(h.sent.map((s) => [s.id, s.body])).toEqual([['q_2', { option_id: 'b' }]]);
    await h.reply(200);
    expect(h.sent.map((s) => [s.id, s.body])).toEqual([['q_1', { option_id: 'c' }]]);
    await h.reply(200);
    expect(h.snap()).toMatchObject({ waiting: 0, states: { q_1: 'saved', q_2: 'saved' } });
  });

  it('waits out the typing of a typed answer, unless flushed', async () => {
    const h = harness();
    h.queue.put('q_1', { text: 'كَ' }, 800);
    h.queue.put('q_1', { text: 'كَتَ' }, 800);
    expect(h.sent).toHaveLength(0);
    await h.advance(799);
    expect(h.sent).toHaveLength(0);
    await h.advance(1);
    expect(h.sent.map((s) => s.body)).toEqual([{ text: 'كَتَ' }]);
    await h.reply(200);
    h.queue.put('q_1', { text: 'كَتَبَ' }, 800);
    const flushed = h.queue.flush();
    expect(h.sent.map((s) => s.body)).toEqual([{ text: 'كَتَبَ' }]);
    await h.reply(200);
    expect(await flushed).toBe(true);
  });

  it('offline: keeps the answers waiting (and in storage), retries with backoff and at once when the connection returns', async () => {
    const h = harness();
    h.queue.put('q_1', { option_id: 'a' });
    await h.drop();
    expect(h.snap()).toMatchObject({ offline: true, waiting: 1, states: { q_1: 'pending' } });
    h.setOnline(false);
    h.queue.wentOffline();
    h.queue.put('q_2', { option_id: 'b' });
    expect(h.sent).toHaveLength(0);
    expect(h.snap()).toMatchObject({ offline: true, waiting: 2 });
    expect(JSON.parse(h.store.get('k')!)).toEqual({ q_1: { option_id: 'a' }, q_2: { option_id: 'b' } });
    h.setOnline(true);
    h.queue.online();
    expect(h.sent.map((s) => s.id)).toEqual(['q_1']);
    await h.reply(200);
    await h.reply(200);
    expect(h.snap()).toMatchObject({ offline: false, waiting: 0, states: { q_1: 'saved', q_2: 'saved' } });
  });

  it('retries a failed request after a growing delay', async () => {
    const h = harness();
    h.queue.put('q_1', { option_id: 'a' });
    await h.reply(503, {});
    expect(h.sent).toHaveLength(0);
    await h.advance(999);
    expect(h.sent).toHaveLength(0);
    await h.advance(1);
    expect(h.sent).toHaveLength(1);
    await h.drop();
    await h.advance(1999);
    expect(h.sent).toHaveLength(0);
    await h.advance(1);
    await h.reply(200);
    expect(h.snap().waiting).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 10].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('stops at a 409 (time over, submitted) and says so; nothing more is sent', async () => {
    const h = harness();
    h.queue.put('q_1', { option_id: 'a' });
    h.queue.put('q_2', { option_id: 'b' });
    const flushed = h.queue.flush();
    await h.reply(409, { error: { message: 'The time of this attempt is over' } });
    expect(await flushed).toBe(false);
    expect(h.closed).toEqual(['The time of this attempt is over']);
    expect(h.snap().stopped).toBe(true);
    h.queue.put('q_3', { option_id: 'c' });
    expect(h.sent).toHaveLength(0);
  });

  it('drops an answer the server refuses (422) with its message, and goes on', async () => {
    const h = harness();
    h.queue.put('q_1', { text: 'x'.repeat(101) });
    h.queue.put('q_2', { option_id: 'a' });
    await h.reply(422, { error: { message: 'Some fields are not valid', details: [{ path: 'text', issue: 'Must be at most 100 characters' }] } });
    expect(h.snap()).toMatchObject({ states: { q_1: 'error' }, errors: { q_1: 'Must be at most 100 characters' } });
    await h.reply(200);
    expect(h.snap()).toMatchObject({ waiting: 0, states: { q_1: 'error', q_2: 'saved' } });
  });

  it('sends what an earlier visit kept and the server never acknowledged', async () => {
    const h = harness(['q_9']);
    h.store.set('k', JSON.stringify({ q_1: { option_id: 'b' }, junk: 7 }));
    expect(h.queue.restore()).toMatchObject({ q_1: { option_id: 'b' } });
    expect(h.sent.map((s) => s.id)).toEqual(['q_1']);
    expect(h.snap().states).toEqual({ q_9: 'saved', q_1: 'pending' });
    await h.reply(200);
    h.queue.forget();
    expect(h.store.has('k')).toBe(false);
  });
});
