/**
 * Answers of the search routes are pure functions of the loaded lexicon and the request URL, so
 * the serialized JSON is kept in an LRU and sent as is: under load most queries repeat (the
 * autocomplete prefixes, the popular roots), and serializing a 200-analysis answer costs more than
 * computing it. Bounded by count and by the bytes kept. A kept answer is UTF-8 in a buffer, sent
 * as is: a string would be copied whole at every sending (node prepends the header to a string
 * body, and the joined string is flattened again to write it), which filled the young generation.
 * An answer that is not kept is sent as the string it was made as. An answer is kept the second time its URL is asked within the recent past, not the first: most
 * queries are asked once, and storing each one only to evict it later filled the old generation
 * with garbage (a fifth of the CPU went to GC under a stream of new queries). Error answers are
 * never cached.
 */
import type { FastifyReply } from 'fastify';

export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  /** URLs asked recently (forgotten all at once past a size): the door an answer passes to be kept. */
  private seen = new Set<string>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps `json` (asked before, and not too big) and gives back what to send: the kept buffer or `json`. */
  set(key: string, json: string): string | Buffer {
    // a string's UTF-8 is at most 3 bytes per UTF-16 unit: rule out the very big before encoding
    if (json.length > this.maxBytes / 8 || this.entries.has(key)) return json;
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.maxEntries * 8) this.seen = new Set();
      this.seen.add(key);
      return json;
    }
    const body = Buffer.from(json);
    if (body.length > this.maxBytes / 8) return body;
    this.entries.set(key, body);
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return body;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** Sends `json` (already serialized) as the 200 answer. */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}
