import { createHash } from 'node:crypto';
import type { PageRenderCache, RenderedPage } from '@tasreef/contracts';

/**
 * Rendered documents of signed-in pages, kept by what their render reads (ADR 0097). A page's
 * server render (React) is a function of its inputs: the URL, the loaders' data, the data kept for
 * the render only, the build, the year, and the CSP nonce. The page's entry (apps/web
 * entry.server) hands those inputs over after the loaders ran (so after every check of who may
 * see what: the loaders call the API as the visitor, and a refusal never reaches a render), and
 * this cache answers an earlier render of the very same inputs, with this request's nonce put in
 * place of the one it was rendered with. The key is a hash of the inputs themselves, so it is as
 * exact as the data the loaders read: a report's data moves with the exam's report counter (ADR
 * 0058), its row, the plan, the class and time, and each change is another key. Nothing is kept
 * that the inputs do not name, and the inputs hold nothing the visitor may not see (they are what
 * the page shows and hydrates).
 *
 * Only inputs of plain data make a key (objects, arrays, strings, numbers, booleans, null, dates,
 * undefined); anything else (a Map, a class instance) renders every time. A page whose HTML names
 * its nonce anywhere but in `nonce="…"` attributes, or larger than `maxChars`, is not kept.
 * Requests that miss together wait for one render. At most `maxEntries`, least recently used out
 * first.
 */
export class RenderCache implements PageRenderCache {
  private readonly entries = new Map<string, Promise<Template>>();
  /** Renders made here (misses), and answers from a kept render (hits). */
  readonly counts = { renders: 0, hits: 0 };

  constructor(
    private readonly maxEntries = 48,
    private readonly maxChars = 1024 * 1024,
  ) {}

  async page(inputs: unknown, nonce: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const key = nonce ? renderKey(inputs) : null;
    if (key === null) return render();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      try {
        const template = await kept;
        this.counts.hits++;
        return { status: 200, html: template.join(nonceAttribute(nonce)) };
      } catch {
        // that render was not kept (an error, another status): this request renders for itself
        return render();
      }
    }
    let own: RenderedPage | undefined;
    const made = (async () => {
      this.counts.renders++;
      own = await render();
      const template = own.status === 200 && own.html.length <= this.maxChars ? templateOf(own.html, nonce) : null;
      if (!template) throw new NotKept();
      return template;
    })();
    this.entries.set(key, made);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    try {
      await made;
    } catch (err) {
      if (!(err instanceof NotKept)) throw err;
    }
    return own!;
  }

  get size(): number {
    return this.entries.size;
  }
}

class NotKept extends Error {}

type Template = string[];

const nonceAttribute = (nonce: string) => `nonce="${nonce}"`;

/** The HTML cut at its nonce attributes, or null when the nonce shows anywhere else. */
function templateOf(html: string, nonce: string): Template | null {
  const parts = html.split(nonceAttribute(nonce));
  return html.split(nonce).length === parts.length ? parts : null;
}

/**
 * A hash naming `inputs` exactly, or null when they hold more than plain data. Strings that start
 * with NUL get one more, so that the markers of undefined and of a date never equal a string.
 */
export function renderKey(inputs: unknown): string | null {
  let plain = true;
  const json = JSON.stringify({ inputs }, function (this: Record<string, unknown>, name: string, value: unknown) {
    const raw = this[name];
    if (raw === undefined) return '\u0000u';
    if (raw instanceof Date) return `\u0000d${raw.getTime()}`;
    if (typeof raw === 'number' && (!Number.isFinite(raw) || Object.is(raw, -0))) return `\u0000n${Object.is(raw, -0) ? '-0' : String(raw)}`;
    if (typeof raw === 'string') return raw.startsWith('\u0000') ? `\u0000${raw}` : raw;
    if (typeof raw === 'bigint' || typeof raw === 'function' || typeof raw === 'symbol') {
      plain = false;
      return null;
    }
    if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
      const proto = Object.getPrototypeOf(raw) as unknown;
      if (proto !== Object.prototype && proto !== null) plain = false;
    }
    return value;
  });
  return plain ? createHash('sha256').update(json).digest('base64url') : null;
}
