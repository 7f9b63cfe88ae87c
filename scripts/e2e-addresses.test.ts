import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to give a context a spec opens by hand a client address of its own: `ownAddress` of
 * e2e/fixtures.ts, distinct per worker process and per call. Specs kept their own counters, each
 * with a prefix chosen by hand, which a spec copied from another would share with it (and so share
 * its per-address limits, as reports and certificates did in CI before commit a3d76dd).
 */
const root = path.resolve(import.meta.dirname, '..');

describe('client addresses in the e2e specs', () => {
  it('come from the fixtures: no spec defines an ownAddress of its own', () => {
    const specs = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'e2e/tests'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.ts'));
    expect(specs.length).toBeGreaterThan(10);
    const own = specs.filter((f) => /\b(?:const|let|function)\s+ownAddress\b/u.test(readFileSync(path.join(root, f), 'utf8')));
    expect(own).toEqual([]);
  });

  it('every context a spec opens by hand has a client address of its own, from ownAddress', () => {
    // Without one, its requests come from loopback, one client for the whole run, whose per-address
    // limits (10 password choices a minute, 10 registrations an hour) every such test then shares.
    const specs = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'e2e/tests'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.ts'));
    const bare: string[] = [];
    const handMade: string[] = [];
    for (const f of specs) {
      const text = readFileSync(path.join(root, f), 'utf8');
      for (const m of text.matchAll(/browser\.newContext\(/gu)) {
        const call = text.slice(m.index, text.indexOf('})', m.index) + 2);
        if (!/extraHTTPHeaders:\s*ownAddress\(\)/u.test(call)) bare.push(`${f}: ${call.slice(0, 80)}`);
      }
      if (/['"]x-forwarded-for['"]/iu.test(text)) handMade.push(f);
    }
    expect(bare).toEqual([]);
    expect(handMade).toEqual([]);
  });
});
