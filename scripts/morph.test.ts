import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requireSharedDir } from './shared-data.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const morph = (args: string[], input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/morph.ts', ...args], { cwd: root, input, encoding: 'utf8', timeout: 180_000 });

describe('npm run morph (the command-line contract of shared/spec/morphology.md)', () => {
  it('analyze: one JSON line per input line, in order, errors inline, cliticized forms found', () => {
    requireSharedDir('LEXICON_DIR'); // analyze reads the lexicon built from it
    const r = morph(['analyze'], 'وَسَيَكْتُبُونَهَا\nhello\nمدّ\n');
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { word: string; analyses: Array<Record<string, unknown>>; error?: string });
    expect(lines.map((l) => l.word)).toEqual(['وَسَيَكْتُبُونَهَا', 'hello', 'مدّ']);
    expect(lines[0]!.analyses).toContainEqual(
      expect.objectContaining({ root: 'كتب', pattern: 'I', slot: 'present_indicative.active.3mp', proclitics: ['وَ', 'سَ'], enclitic: 'هَا' }),
    );
    expect(lines[1]!.error).toBeTruthy();
    expect(lines[2]!.analyses).toContainEqual(expect.objectContaining({ root: 'مدد', slot: 'past.active.3ms' }));
  });

  it('conjugate, derive and classify go to the engine', () => {
    const r = morph(['conjugate'], '{"root":"قول","pattern":"I","past_vowel":"a","present_vowel":"u"}\n');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { slots: Record<string, unknown> };
    expect(out.slots['imperative.active.2ms']).toBe('قُلْ');
  });
});
