/**
 * The event streams of live sessions (ADR 0091): server-sent events on the app's own server. A
 * change is told to this server's streams (`notify`): a step at once, an answer or a join within
 * HOST_COALESCE_MS together with the others of that moment (ADR 0100); a tick re-reads each watched
 * session so that a change made through another server reaches them too, and keeps idle connections
 * open with a comment line. Each stream is sent a view only when the view's id changed, so a
 * reconnection with Last-Event-ID that missed nothing is sent nothing. Before a student's stream is
 * sent anything, the hub asks whether they may still take part (all of a send in one statement); a
 * removed student's stream is ended then, and at the next tick at the latest.
 */
import type { ServerResponse } from 'node:http';
import type { Locale } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import type { Sealer } from '../lib/sealer.ts';
import { eligibleAmong } from './eligibility.ts';
import { hostEventId, hostView, ranking, readSnapshot, studentEventId, studentView, type LiveSnapshot } from './views.ts';

export interface LiveStream {
  role: 'host' | 'student';
  userId: string;
  locale: Locale;
  raw: ServerResponse;
  lastId: string | null;
}

/** What `notify` asks to be re-sent: the host's screens (an answer, a join), one student's, or everyone's (a step). */
export type Audience = { all: true } | { host: true; userId?: string } | { fresh: LiveStream };

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // proxies that buffer answers (nginx) would hold the events back
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};
/**
 * How long an answer's (or a join's) notice to the teacher's screen waits for the others of the
 * moment (ADR 0100): a class of 100 answering within seconds makes a few reads of the session,
 * not one an answer. A step (open, close, end) and a new stream are sent at once.
 */
export const HOST_COALESCE_MS = 100;
/** How long a browser waits before reconnecting (the EventSource's `retry`). */
export const RETRY_MS = 2_000;

export class LiveHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly pending = new Map<string, { all: boolean; host: boolean; users: Set<string>; fresh: Set<LiveStream> }>();
  private readonly running = new Set<string>();
  /** Sessions whose host-only notices wait for `coalesceMs` to be sent together. */
  private readonly waiting = new Map<string, NodeJS.Timeout>();
  private timer: NodeJS.Timeout | null = null;
  private ticks = 0;

  constructor(
    private readonly db: Db,
    private readonly sealer: Sealer,
    private readonly now: () => Date,
    private readonly log: { warn(obj: object, msg: string): void },
    tickMs: number,
    /** How long an answer's or a join's notice waits for others to be sent with it (0: not at all). */
    private readonly coalesceMs = HOST_COALESCE_MS,
  ) {
    if (tickMs > 0) {
      this.timer = setInterval(() => this.tick(), tickMs);
      this.timer.unref();
    }
  }

  /**
   * Opens a stream: the event-stream head, then the view as read after the stream was listed (a
   * change committed meanwhile is in that read or notifies again), unless `lastId` shows it was seen.
   */
  open(sessionId: string, stream: LiveStream): void {
    stream.raw.write(`retry: ${RETRY_MS}\n\n`);
    let set = this.streams.get(sessionId);
    if (!set) this.streams.set(sessionId, (set = new Set()));
    set.add(stream);
    stream.raw.on('close', () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(sessionId) === set) this.streams.delete(sessionId);
    });
    this.notify(sessionId, { fresh: stream });
  }

  /** Tells the streams of this server; several notices while one is being sent make one more send. */
  notify(sessionId: string, who: Audience): void {
    if (!this.streams.has(sessionId)) return;
    let p = this.pending.get(sessionId);
    if (!p) this.pending.set(sessionId, (p = { all: false, host: false, users: new Set(), fresh: new Set() }));
    if ('all' in who) p.all = true;
    else if ('fresh' in who) p.fresh.add(who.fresh);
    else {
      p.host = true;
      if (who.userId) p.users.add(who.userId);
    }
    if (this.running.has(sessionId)) return; // the flush under way sends it next
    if (p.all || p.fresh.size > 0 || this.coalesceMs <= 0) {
      clearTimeout(this.waiting.get(sessionId));
      this.waiting.delete(sessionId);
      void this.flush(sessionId);
    } else if (!this.waiting.has(sessionId)) {
      // a class answering at once: one read and one send of the teacher's screen for every answer of the next moment
      this.waiting.set(
        sessionId,
        setTimeout(() => {
          this.waiting.delete(sessionId);
          if (!this.running.has(sessionId)) void this.flush(sessionId);
        }, this.coalesceMs),
      );
    }
  }

  private async flush(sessionId: string): Promise<void> {
    this.running.add(sessionId);
    try {
      for (let p = this.pending.get(sessionId); p; p = this.pending.get(sessionId)) {
        this.pending.delete(sessionId);
        const set = this.streams.get(sessionId);
        if (!set) break;
        const snap = await readSnapshot(this.db, sessionId);
        if (!snap) break;
        const due = [...set].filter((s) => p.all || p.fresh.has(s) || (s.role === 'host' ? p.host : p.users.has(s.userId)));
        // a student removed from the school or the host's classes since joining is sent nothing more:
        // each student about to be sent a view is asked, all of them in one statement (ADR 0100)
        const students = [...new Set(due.filter((s) => s.role === 'student').map((s) => s.userId))];
        const eligible = await eligibleAmong(this.db, snap.session, students);
        const ranks = due.length > 0 ? ranking(snap) : [];
        for (const s of due) {
          if (!set.has(s)) continue; // closed meanwhile
          if (s.role === 'student' && !eligible.has(s.userId)) {
            s.raw.end();
            set.delete(s);
            continue;
          }
          this.send(snap, s, ranks);
        }
        if (snap.session.status === 'ended') {
          for (const s of set) s.raw.end();
          this.streams.delete(sessionId);
        }
      }
    } catch (err) {
      this.log.warn({ err, sessionId }, 'live session not sent; the next tick sends it');
    } finally {
      this.running.delete(sessionId);
    }
  }

  private send(snap: LiveSnapshot, s: LiveStream, ranks: ReturnType<typeof ranking>): void {
    const view =
      s.role === 'host' ? hostView(snap, this.sealer.open(snap.session.codeSealed, snap.session.id), this.now(), s.locale, ranks) : studentView(snap, s.userId, s.locale, ranks);
    const id = view.role === 'host' ? hostEventId(view) : studentEventId(view);
    if (id === s.lastId) return;
    s.lastId = id;
    s.raw.write(`id: ${id}\nevent: state\ndata: ${JSON.stringify(view)}\n\n`);
  }

  /** Every watched session read again (changes made through another server), and a comment line to keep the connections open. */
  tick(): void {
    this.ticks += 1;
    for (const [sessionId, set] of this.streams) {
      if (this.ticks % 5 === 0) for (const s of set) s.raw.write(': ping\n\n');
      this.notify(sessionId, { all: true });
    }
  }

  /** Ends every stream (the server is closing: browsers reconnect to another, or to this one once it is back). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    for (const t of this.waiting.values()) clearTimeout(t);
    this.waiting.clear();
    for (const set of this.streams.values()) for (const s of set) s.raw.end();
    this.streams.clear();
  }

  /** Streams open on this server (tests, the benchmark). */
  size(sessionId: string): number {
    return this.streams.get(sessionId)?.size ?? 0;
  }
}
