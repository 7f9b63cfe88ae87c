import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0003 promises one error path: domain code throws `AppError` (or its helpers), and the app's
 * one handler (http/errors.ts) localizes and answers. These checks keep a second path from growing
 * back: another error handler for the API, or an error body built by hand somewhere else.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = sources(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));
const where = (re: RegExp) => files.filter((f) => re.test(f.text)).map((f) => f.file).sort();

describe('one error path', () => {
  it('has one error handler for the API, set by the app', () => {
    // Pages (web/) answer HTML error pages, a medium of their own.
    expect(where(/\.setErrorHandler\(/).filter((f) => !f.startsWith('web/'))).toEqual(['app.ts']);
  });

  it('builds error bodies in http/errors.ts only', () => {
    expect(where(/\berror\s*:\s*\{\s*code\b/)).toEqual(['http/errors.ts']);
  });
});
