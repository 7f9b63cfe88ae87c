import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Follows the relative imports of a module and returns every file it reaches. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) stack.push(path.resolve(path.dirname(file), m[1]!));
  }
  return seen;
}

describe('index.ts is browser-safe', () => {
  it('reaches no node: module and no process global', () => {
    const files = reachable(path.join(src, 'index.ts'));
    expect(files.size).toBeGreaterThan(20);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(/from 'node:/.test(text), f).toBe(false);
      expect(/\bprocess\./.test(text), f).toBe(false);
    }
    expect([...files].some((f) => f.endsWith('sarf-data.ts'))).toBe(false);
  });
});
