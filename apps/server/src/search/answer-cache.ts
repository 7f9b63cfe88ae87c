/**
 * Answers of the search routes are pure functions of the loaded lexicon and the request URL, so
 * the serialized JSON is kept in an LRU and sent as is: under load most queries repeat (the
 * autocomplete prefixes, the popular roots), and serializing a 200-analysis answer costs more than
 * computing it. Bounded by total size as well as by count. Error answers are never cached.
 */
import type { FastifyReply } from 'fastify';

export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;
  constructor(private readonly maxEntries = 2000, private readonly maxChars = 16 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, json: string): void {
    if (json.length > this.maxChars / 8 || this.entries.has(key)) return;
    this.entries.set(key, json);
    this.chars += json.length;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldest, value] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.chars -= value.length;
    }
  }

  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }
}

/** Sends `json` (already serialized) as the 200 answer. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}
