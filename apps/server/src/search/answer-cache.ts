/**
 * Answers of the search routes are pure functions of the loaded lexicon and the request URL, so
 * the serialized JSON is kept in an LRU and sent as is: under load most queries repeat (the
 * autocomplete prefixes, the popular roots), and serializing a 200-analysis answer costs more than
 * computing it. Bounded by count and by memory: a string holding Arabic takes two bytes a
 * character, so each counts as that (an upper bound). Kept as strings: copying each new answer into
 * a buffer of its own cost more (allocation, external memory, GC) than encoding it at send time.
 * An answer is kept the second time its URL is asked within the recent past, not the first: most
 * queries are asked once, and storing each one only to evict it later filled the old generation
 * with garbage (a fifth of the CPU went to GC under a stream of new queries). Error answers are
 * never cached.
 */
import type { FastifyReply } from 'fastify';

export class AnswerCache {
  private readonly entries = new Map<string, string>();
  /** URLs asked recently (forgotten all at once past a size): the door an answer passes to be kept. */
  private seen = new Set<string>();
  private bytes = 0;
  constructor(private readonly maxEntries = 2000, private readonly maxBytes = 8 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Stores `json` (asked before, and not too big) and gives it back, to send. */
  set(key: string, json: string): string {
    const bytes = json.length * 2;
    if (bytes > this.maxBytes / 8 || this.entries.has(key)) return json;
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.maxEntries * 8) this.seen = new Set();
      this.seen.add(key);
      return json;
    }
    this.entries.set(key, json);
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= value.length * 2;
    }
    return json;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** Sends `json` (already serialized) as the 200 answer. */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}
