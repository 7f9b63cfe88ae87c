import { describe, expect, it } from 'vitest';
import { RenderCache, renderKey } from './render-cache.ts';

describe('renderKey', () => {
  it('names plain data exactly, and refuses what JSON would blur', () => {
    const keys = [
      { a: undefined },
      {},
      { a: '\u0000u' },
      { a: null },
      { a: new Date(0) },
      { a: '1970-01-01T00:00:00.000Z' },
      { a: NaN },
      { a: -0 },
      { a: 0 },
      { a: [undefined] },
      { a: [] },
    ].map(renderKey);
    expect(keys.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(renderKey({ a: { b: [1, 'x'] } })).toBe(renderKey({ a: { b: [1, 'x'] } }));
    expect(renderKey({ a: new Map([[1, 2]]) })).toBeNull();
    expect(renderKey({ a: new (class Row {})() })).toBeNull();
    expect(renderKey({ a: 1n })).toBeNull();
  });
});

describe('RenderCache', () => {
  const page = (nonce: string, text = 'hello') => ({ status: 200, html: `<script nonce="${nonce}">1</script><p>${text}</p><script nonce="${nonce}">2</script>` });

  it('renders once for inputs asked together, and answers each with its own nonce', async () => {
    const cache = new RenderCache();
    let renders = 0;
    const render = (nonce: string) => async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return page(nonce);
    };
    const answers = await Promise.all(['n1', 'n2', 'n3'].map((n) => cache.page({ x: 1 }, n, render(n))));
    expect(renders).toBe(1);
    expect(answers).toEqual(['n1', 'n2', 'n3'].map((n) => page(n)));
    expect(await cache.page({ x: 2 }, 'n4', render('n4'))).toEqual(page('n4'));
    expect(renders).toBe(2);
  });

  it('keeps neither an error page nor a page that names its nonce outside an attribute', async () => {
    const cache = new RenderCache();
    let renders = 0;
    const failing = async () => (renders++, { status: 500, html: 'oops' });
    expect(await cache.page({ x: 1 }, 'n1', failing)).toEqual({ status: 500, html: 'oops' });
    expect(await cache.page({ x: 1 }, 'n2', failing)).toEqual({ status: 500, html: 'oops' });
    expect(renders).toBe(2);
    const leaky = (n: string) => async () => (renders++, { status: 200, html: `<script nonce="${n}">var n = "${n}"</script>` });
    await cache.page({ x: 2 }, 'n3', leaky('n3'));
    expect((await cache.page({ x: 2 }, 'n4', leaky('n4'))).html).not.toContain('n3');
    expect(renders).toBe(4);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used past its size', async () => {
    const cache = new RenderCache(2);
    for (const x of [1, 2, 3]) await cache.page({ x }, 'Zq9xK2', async () => page('Zq9xK2'));
    expect(cache.size).toBe(2);
  });
});
