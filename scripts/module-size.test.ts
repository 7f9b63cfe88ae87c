import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules stay small (shared/design/STYLE.md; issue 35): a source module over 600 lines is split by
 * concern. The ones still over it are listed here with their size when the list was made; the list
 * only shrinks (a listed module that grows, or a new one over the limit, fails), and a module that
 * got under the limit must leave the list. Data tables and message catalogues are data, not code,
 * and are listed apart.
 */
const LIMIT = 600;

/** Code still over the limit, to split: the size it may not pass. */
const TO_SPLIT: Record<string, number> = {
  'fuzz/src/requests.ts': 658,
};

/** Data and catalogues: a table or a message catalogue reads better whole. */
// transitivity-data.ts: the verbs a teacher asks as transitive, each with its sense (facts of usage; exam-entries.ts reads them)
const DATA = new Set(['apps/web/app/i18n/en.ts', 'apps/web/app/i18n/ar.ts', 'packages/exams/src/transitivity-data.ts']);

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'scripts', 'e2e', 'bench', 'fuzz'], { cwd: root, encoding: 'utf8' }).split('\0');
  // tests and their fixtures are not held to it: a table of cases is long by nature
  return tracked.filter((f) => /\.(?:ts|tsx|mts|mjs)$/u.test(f) && !/(?:^|\/)(?:test|tests)\//u.test(f) && !/\.test\.tsx?$/u.test(f) && !f.includes('/.react-router/'));
}

const lines = (f: string) => readFileSync(path.join(root, f), 'utf8').split('\n').length - 1;

describe('module size', () => {
  const sizes = new Map(sourceFiles().map((f) => [f, lines(f)]));

  it(`no source module outside the lists is over ${LIMIT} lines`, () => {
    const over = [...sizes].filter(([f, n]) => n > LIMIT && !(f in TO_SPLIT) && !DATA.has(f)).map(([f, n]) => `${f}: ${n}`);
    expect(over).toEqual([]);
  });

  it('a module still to split does not grow, and leaves the list once under the limit', () => {
    for (const [f, max] of Object.entries(TO_SPLIT)) {
      const n = sizes.get(f);
      expect(n, `${f} is gone: take it off the list`).toBeDefined();
      expect(n!, `${f} grew`).toBeLessThanOrEqual(max);
      expect(n!, `${f} is under ${LIMIT} lines now: take it off the list`).toBeGreaterThan(LIMIT);
    }
  });
});
