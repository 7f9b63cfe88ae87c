/**
 * The answers of an attempt on their way to the server (ADR 0028, 0033). Each answer is PUT when given;
 * until the server has answered 200 it waits in this queue and in the browser's storage (per
 * attempt), so a lost connection, a closed tab or a reload sends it later. Only the server's 200
 * makes an answer "saved". A 409 (time over, submitted) or 404 stops the queue: the attempt is over.
 */
import type { GivenAnswerBody } from '@tasreef/contracts/attempts';

export type AnswerState = 'saved' | 'pending' | 'error';

export interface QueueSnapshot {
  /** Answers given and not yet acknowledged. */
  waiting: number;
  /** A request is in flight. */
  sending: boolean;
  /** The browser says it is offline, or the last try failed for the network. */
  offline: boolean;
  /** The attempt is over (409 or 404): nothing more is sent. */
  stopped: boolean;
  states: Readonly<Record<string, AnswerState>>;
  /** The server's message for an answer it refused (422). */
  errors: Readonly<Record<string, string>>;
}

export interface SendResult {
  status: number;
  body: unknown;
}

export interface QueueOptions {
  /** PUTs one answer; rejects when the network fails. */
  send: (questionId: string, body: GivenAnswerBody) => Promise<SendResult>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  storageKey: string;
  isOnline: () => boolean;
  onChange: (snapshot: QueueSnapshot) => void;
  /** The attempt is over (the server's message), or the session is gone (401: null). */
  onClosed: (message: string | null, status: number) => void;
  /** The server's seconds left, with each acknowledged answer. */
  onSecondsLeft?: (seconds: number | null) => void;
  /** Timers (tests replace them). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
}

interface Waiting {
  body: GivenAnswerBody;
  rev: number;
  /** Not sent before this moment (a typed answer waits for the typing to pause). */
  notBefore: number;
}

/** Retry delays after a failure (ms): 1 s, 2 s, 4 s … at most 30 s. */
export const backoff = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

const messageOf = (body: unknown): string | null => {
  const b = body as { error?: { message?: string; details?: { issue?: string }[] } } | null;
  // an empty text is no message (apiFetch's error body for an answer without one)
  return b?.error?.details?.[0]?.issue || b?.error?.message || null;
};

export class AnswerQueue {
  private readonly waiting = new Map<string, Waiting>();
  private readonly states = new Map<string, AnswerState>();
  private readonly errors = new Map<string, string>();
  private rev = 0;
  private inFlight = false;
  private failures = 0;
  private offline = false;
  private stopped = false;
  private timer: unknown = null;
  private idle: Array<() => void> = [];
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly now: () => number;

  constructor(
    private readonly o: QueueOptions,
    /** The questions the server has an answer for already. */
    saved: Iterable<string>,
  ) {
    this.setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = o.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.now = o.now ?? (() => Date.now());
    for (const id of saved) this.states.set(id, 'saved');
    this.offline = !o.isOnline();
  }

  /** The answers kept from an earlier visit that the server never acknowledged: queued again, and returned for the page to show. */
  restore(): Record<string, GivenAnswerBody> {
    let kept: Record<string, GivenAnswerBody> = {};
    try {
      const raw = this.o.storage?.getItem(this.o.storageKey);
      if (raw) kept = JSON.parse(raw) as Record<string, GivenAnswerBody>;
    } catch {
      kept = {};
    }
    for (const [id, body] of Object.entries(kept)) {
      if (body && typeof body === 'object' && ('option_id' in body || 'text' in body)) this.enqueue(id, body, 0);
    }
    this.changed();
    this.pump();
    return kept;
  }

  /** An answer given: kept at once, sent after `delayMs` (typing) or now. */
  put(questionId: string, body: GivenAnswerBody, delayMs = 0): void {
    if (this.stopped) return;
    this.enqueue(questionId, body, delayMs);
    this.changed();
    this.pump();
  }

  /** The connection is back (or the page is shown again): try now. */
  online(): void {
    this.offline = false;
    this.failures = 0;
    this.changed();
    this.retryNow();
  }

  wentOffline(): void {
    this.offline = true;
    this.changed();
  }

  /**
   * Sends everything waiting now (typing pauses skipped) and resolves when the queue is empty
   * (true), or when a try has failed or the attempt is over (false).
   */
  flush(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    for (const w of this.waiting.values()) w.notBefore = 0;
    if (this.waiting.size === 0 && !this.inFlight) return Promise.resolve(true);
    this.failures = 0;
    const done = new Promise<boolean>((resolve) => this.idle.push(resolve as () => void));
    this.retryNow();
    return done;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.settle(false);
    this.changed();
  }

  /** Forgets what is kept for this attempt (it is submitted). */
  forget(): void {
    this.waiting.clear();
    try {
      this.o.storage?.removeItem(this.o.storageKey);
    } catch {
      // storage refused (private mode): nothing was kept
    }
  }

  snapshot(): QueueSnapshot {
    return {
      waiting: this.waiting.size,
      sending: this.inFlight,
      offline: this.offline,
      stopped: this.stopped,
      states: Object.fromEntries(this.states),
      errors: Object.fromEntries(this.errors),
    };
  }

  private enqueue(questionId: string, body: GivenAnswerBody, delayMs: number): void {
    this.waiting.delete(questionId); // sent in the order last given
    this.waiting.set(questionId, { body, rev: ++this.rev, notBefore: this.now() + delayMs });
    this.states.set(questionId, 'pending');
    this.errors.delete(questionId);
    this.persist();
  }

  private persist(): void {
    try {
      if (this.waiting.size === 0) this.o.storage?.removeItem(this.o.storageKey);
      else this.o.storage?.setItem(this.o.storageKey, JSON.stringify(Object.fromEntries([...this.waiting].map(([id, w]) => [id, w.body]))));
    } catch {
      // storage full or refused: the answer still goes to the server, it is only not kept for a reload
    }
  }

  private changed(): void {
    this.o.onChange(this.snapshot());
  }

  private settle(value: boolean): void {
    const waiters = this.idle;
    this.idle = [];
    for (const resolve of waiters) (resolve as (v: boolean) => void)(value);
  }

  private retryNow(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.pump();
  }

  private schedule(ms: number): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.pump();
    }, ms);
  }

  /** Sends the next answer due, one request at a time. */
  private pump(): void {
    if (this.stopped || this.inFlight) return;
    if (this.timer !== null && this.failures > 0) return; // waiting out a backoff
    if (this.waiting.size === 0) {
      this.settle(true);
      return;
    }
    if (!this.o.isOnline()) {
      // no request while the browser knows it is offline: the online event (or the backoff) tries again
      this.failed(true);
      this.changed();
      return;
    }
    const now = this.now();
    const due = [...this.waiting].find(([, w]) => w.notBefore <= now);
    if (!due) {
      const next = Math.min(...[...this.waiting.values()].map((w) => w.notBefore));
      this.schedule(Math.max(0, next - now));
      return;
    }
    const [questionId, item] = due;
    this.inFlight = true;
    this.changed();
    this.o
      .send(questionId, item.body)
      .then(
        (res) => this.answered(questionId, item.rev, res),
        () => this.failed(true),
      )
      .finally(() => {
        this.inFlight = false;
        this.changed();
        this.pump();
      });
  }

  private answered(questionId: string, rev: number, res: SendResult): void {
    if (res.status === 200) {
      this.failures = 0;
      this.offline = false;
      if (this.waiting.get(questionId)?.rev === rev) {
        this.waiting.delete(questionId);
        this.states.set(questionId, 'saved');
        this.persist();
      }
      const data = (res.body as { data?: { seconds_left?: number | null } } | null)?.data;
      if (data && 'seconds_left' in data) this.o.onSecondsLeft?.(data.seconds_left ?? null);
      return;
    }
    if (res.status === 409 || res.status === 404 || res.status === 401 || res.status === 403) {
      this.stopped = true;
      this.settle(false);
      this.o.onClosed(res.status === 401 ? null : messageOf(res.body), res.status);
      return;
    }
    if (res.status === 422 || res.status === 400) {
      // this answer can never be taken as it is: dropped, and said beside its question
      if (this.waiting.get(questionId)?.rev === rev) {
        this.waiting.delete(questionId);
        this.states.set(questionId, 'error');
        this.errors.set(questionId, messageOf(res.body) ?? '');
        this.persist();
      }
      return;
    }
    this.failed(false); // 429, 5xx: try again later
  }

  private failed(network: boolean): void {
    this.failures += 1;
    if (network) this.offline = true;
    this.settle(false);
    this.schedule(backoff(this.failures));
  }
}
