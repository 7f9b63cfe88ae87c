/**
 * A deploy replaces the hashed chunks; a tab opened before it then fails to import a route's chunk.
 * One reload per path fixes that; the guard (10 s per path, in sessionStorage) stops a reload loop
 * when the chunk is really broken.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether to reload now for `path`; records the attempt when it says yes. */
export function shouldReloadForChunk(storage: StorageLike, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const stored = storage.getItem(key);
  const last = stored === null ? Number.NaN : Number(stored);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Reloads the page once if `error` is a failed chunk load; returns whether it did. */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  try {
    if (!shouldReloadForChunk(window.sessionStorage, window.location.pathname, Date.now())) return false;
  } catch {
    return false; // storage blocked: never risk a loop
  }
  window.location.reload();
  return true;
}
