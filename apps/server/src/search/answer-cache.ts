/**
 * Answers of the search routes are pure functions of the loaded lexicon and the request URL, so
 * the serialized JSON is kept in an LRU and sent as is: under load most queries repeat (the
 * autocomplete prefixes, the popular roots), and serializing a 200-analysis answer costs more than
 * computing it. Kept as UTF-8 bytes (half the memory of a string of Arabic, and sent without
 * re-encoding); bounded by total bytes as well as by count. Error answers are never cached.
 */
import type { FastifyReply } from 'fastify';

export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxEntries = 2000, private readonly maxBytes = 8 * 1024 * 1024) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Stores `json` and gives back its bytes (to send). */
  set(key: string, json: string): Buffer {
    const body = ownBytes(json);
    if (body.length > this.maxBytes / 8 || this.entries.has(key)) return body;
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

/**
 * The UTF-8 bytes of `text` in a buffer of their own. Buffer.from() cuts small strings out of a
 * shared 8 KB slab, and a cached slice keeps its whole slab alive: a cache of small answers would
 * hold many times its budget.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
