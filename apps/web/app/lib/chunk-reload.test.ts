import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForChunk } from './chunk-reload.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk reload guard', () => {
  it('recognizes failed dynamic imports in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once per path within 10 seconds', () => {
    const storage = memory();
    expect(shouldReloadForChunk(storage, '/ar/faq', 1_000)).toBe(true);
    expect(shouldReloadForChunk(storage, '/ar/faq', 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(shouldReloadForChunk(storage, '/en/faq', 2_000)).toBe(true);
    expect(shouldReloadForChunk(storage, '/ar/faq', 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });
});
