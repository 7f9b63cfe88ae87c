import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, installCommand, missingFor, planFor, STEPS, type MachineFacts } from './prereqs.mjs';
import { requireSharedDir } from './shared-data.mjs';

/** A machine with everything `npm test` needs; each test takes one thing away. */
function ready(): MachineFacts {
  return {
    shared: { LEXICON_DIR: { dir: '/s/lexicon', exists: true }, REFERENCE_DIR: { dir: '/s/reference', exists: true } },
    chromium: { path: DEFAULT_CHROMIUM, exists: true },
    pdftotext: true,
    fonts: { noto: true, amiri: true },
    testDatabaseUrl: false,
    postgresBin: '/usr/lib/postgresql/15/bin',
    root: false,
    apt: true,
  };
}
const nothing = (facts: MachineFacts) => ({
  ...facts,
  chromium: { path: DEFAULT_CHROMIUM, exists: false },
  pdftotext: false,
  fonts: { noto: false, amiri: false },
  postgresBin: null,
});

describe('what npm test lacks (missingFor)', () => {
  it('nothing on a ready machine', () => {
    expect(missingFor(STEPS, ready())).toEqual({ shared: [], packages: [], chromiumPath: null });
  });

  it('only what the named steps need: typecheck and lint need no Debian package and no shared data', () => {
    const bare = { ...nothing(ready()), shared: { LEXICON_DIR: { dir: '/x', exists: false }, REFERENCE_DIR: { dir: '/y', exists: false } } };
    expect(missingFor(['typecheck', 'lint', 'build'], bare)).toEqual({ shared: [], packages: [], chromiumPath: null });
    expect(missingFor(['unit'], nothing(ready())).packages).toEqual([]);
    expect(missingFor(['api'], nothing(ready())).packages).toEqual(['poppler-utils']);
    expect(missingFor(['api-postgres'], nothing(ready())).packages).toEqual(['poppler-utils', 'postgresql']);
    expect(missingFor(['e2e'], nothing(ready())).packages).toEqual(['chromium-headless-shell', 'poppler-utils', 'fonts-noto-core', 'fonts-hosny-amiri']);
  });

  it('no PostgreSQL needed when TEST_DATABASE_URL names a server', () => {
    expect(missingFor(['api-postgres'], { ...ready(), postgresBin: null, testDatabaseUrl: true }).packages).toEqual([]);
  });

  it('the shared data each step reads', () => {
    const facts = { ...ready(), shared: { LEXICON_DIR: { dir: '/s/lexicon', exists: true }, REFERENCE_DIR: { dir: '/nowhere/reference', exists: false } } };
    expect(missingFor(['api', 'e2e'], facts).shared).toEqual([]);
    expect(missingFor(['unit'], facts).shared).toEqual([{ env: 'REFERENCE_DIR', dir: '/nowhere/reference', file: 'conjugations-sarf.jsonl' }]);
    const noLexicon = { ...nothing(ready()), shared: { ...facts.shared, LEXICON_DIR: { dir: '/nowhere/lexicon', exists: false } } };
    expect(missingFor(['fuzz'], noLexicon)).toEqual({ shared: [{ env: 'LEXICON_DIR', dir: '/nowhere/lexicon', file: 'verbs.tsv' }], packages: [], chromiumPath: null });
  });

  it('a CHROMIUM_PATH that does not exist is not fixed by installing Debian’s Chromium', () => {
    const m = missingFor(['e2e'], { ...ready(), chromium: { path: '/opt/none/chrome', exists: false } });
    expect(m).toEqual({ shared: [], packages: [], chromiumPath: '/opt/none/chrome' });
  });
});

describe('what to do about it (planFor)', () => {
  const lacking = { shared: [], packages: ['chromium', 'postgresql'], chromiumPath: null };

  it('nothing when nothing is missing', () => {
    expect(planFor({ shared: [], packages: [], chromiumPath: null }, { root: false, apt: false })).toEqual({ ok: true });
  });

  it('installs when running as root with apt-get', () => {
    expect(planFor(lacking, { root: true, apt: true })).toEqual({ install: ['chromium', 'postgresql'] });
  });

  it('otherwise stops with the one command to run', () => {
    const plan = planFor(lacking, { root: false, apt: true });
    expect(plan).toHaveProperty('stop');
    const message = (plan as { stop: string }).stop;
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium postgresql');
    expect(message).toContain('Debian package chromium');
    expect(message).toContain('TEST_DATABASE_URL');
    expect((planFor(lacking, { root: true, apt: false }) as { stop: string }).stop).toContain('no apt-get here');
  });

  it('stops even as root when ../shared or CHROMIUM_PATH is the problem, naming the path and the variable', () => {
    const shared = planFor({ shared: [{ env: 'LEXICON_DIR', dir: '/nowhere/lexicon', file: 'verbs.tsv' }], packages: [], chromiumPath: null }, { root: true, apt: true }) as {
      stop: string;
    };
    expect(shared.stop).toContain('/nowhere/lexicon/verbs.tsv is missing');
    expect(shared.stop).toContain('set LEXICON_DIR');
    const chromium = planFor({ shared: [], packages: [], chromiumPath: '/opt/none/chrome' }, { root: true, apt: true }) as { stop: string };
    expect(chromium.stop).toContain('CHROMIUM_PATH names /opt/none/chrome, which does not exist');
  });

  it('the command has no sudo for root', () => {
    expect(installCommand(['chromium'], { root: true })).toBe('apt-get update && apt-get install -y --no-install-recommends chromium');
  });
});

describe('requireSharedDir', () => {
  it('throws naming the missing file and the variable, else returns the folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tasreef-shared-'));
    try {
      expect(() => requireSharedDir('REFERENCE_DIR', { REFERENCE_DIR: dir })).toThrow(
        `${path.join(dir, 'conjugations-sarf.jsonl')} is missing: put the project's shared/ folder beside the repository or set REFERENCE_DIR`,
      );
      writeFileSync(path.join(dir, 'conjugations-sarf.jsonl'), '');
      expect(requireSharedDir('REFERENCE_DIR', { REFERENCE_DIR: dir })).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
