import { spawnSync } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAnalyze } from '../src/cli-analyze.ts';
import { loadAnalyzer } from '../src/analyze/load.ts';

beforeAll(() => {
  loadAnalyzer(); // builds the artifacts once if they are stale
}, 180_000);

async function analyzeLines(lines: string[], args: string[] = []): Promise<{ code: number; out: Array<Record<string, unknown>> }> {
  let text = '';
  const output = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runAnalyze(args, Readable.from([lines.join('\n') + '\n']), output);
  return {
    code,
    out: text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('analyze command (morphology CLI contract)', () => {
  it('answers one line per word, in order, and goes on after a bad line', async () => {
    const { code, out } = await analyzeLines(['وَسَيَكْتُبُونَهَا', '', 'hello', 'مدّ']);
    expect(code).toBe(0);
    expect(out.map((o) => o.word)).toEqual(['وَسَيَكْتُبُونَهَا', '', 'hello', 'مدّ']);
    expect(out[0]!.analyses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          root: 'كتب',
          pattern: 'I',
          verb: 'كَتَبَ',
          slot: 'present_indicative.active.3mp',
          proclitics: ['وَ', 'سَ'],
          enclitic: 'هَا',
        }),
      ]),
    );
    expect(out[1]).toMatchObject({ analyses: [], error: 'empty line' });
    expect(out[2]).toMatchObject({ analyses: [] });
    expect(out[2]!.error).toBeTypeOf('string');
    expect((out[3]!.analyses as Array<{ root: string }>).some((a) => a.root === 'مدد')).toBe(true);
  });

  it('--exact keeps the analyses the marks allow', async () => {
    const { out } = await analyzeLines(['كُتِبَ'], ['--exact']);
    const slots = (out[0]!.analyses as Array<{ slot?: string }>).map((a) => a.slot);
    expect(slots).toContain('past.passive.3ms');
    expect(slots).not.toContain('past.active.3ms');
  });

  it('rejects unknown options with exit code 2', async () => {
    expect((await analyzeLines(['كتب'], ['--bogus'])).code).toBe(2);
  });
});

describe('lexicon:stats', () => {
  it('prints one JSON object with at least 8 million vocalized forms', () => {
    const cli = fileURLToPath(new URL('../src/stats-cli.ts', import.meta.url));
    const r = spawnSync(process.execPath, ['--import', 'tsx', cli], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const stats = JSON.parse(lines[0]!) as { vocalized_forms: number; unvocalized_forms: number; by_kind: Record<string, number> };
    expect(stats.vocalized_forms).toBeGreaterThanOrEqual(8_000_000);
    expect(stats.unvocalized_forms).toBeGreaterThan(0);
    expect(Object.values(stats.by_kind).reduce((a, b) => a + b, 0)).toBe(stats.vocalized_forms);
  }, 120_000);
});

describe('derive command: the lexicon’s masdars when the caller gives none', () => {
  it('reads the masdars (and attested nouns) of the lexicon entry; the caller’s own masdars win; an unknown verb is guessed', () => {
    const morph = fileURLToPath(new URL('../../../scripts/morph.ts', import.meta.url));
    const input = [
      '{"root":"تعب","pattern":"I","past_vowel":"i","present_vowel":"a"}',
      '{"root":"كتب","pattern":"I","past_vowel":"a","present_vowel":"u"}',
      '{"root":"تعب","pattern":"I","past_vowel":"i","present_vowel":"a","masdars":["تَعْب"]}',
      '{"root":"ظظظ","pattern":"I","past_vowel":"a","present_vowel":"u"}',
    ].join('\n');
    // the artifacts loadAnalyzer built above (DATA_DIR), not a second copy
    const r = spawnSync(process.execPath, ['--import', 'tsx', morph, 'derive'], { input, encoding: 'utf8', env: { ...process.env, LEXICON_CACHE_DIR: '' } });
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { nouns: Record<string, unknown>; guesses?: string[]; masdars?: string[] });
    expect(out[0]!.nouns.masdar).toEqual(['تَعَبٌ']);
    expect(out[0]!.guesses ?? []).not.toContain('masdar');
    expect(out[0]).not.toHaveProperty('masdars'); // the output echoes the caller's fields only
    expect(out[1]!.nouns.masdar).toEqual(expect.arrayContaining(['كِتَابَةٌ', 'كِتَابٌ']));
    expect(out[2]!.nouns.masdar).toEqual(['تَعْبٌ']);
    expect(out[3]!.guesses).toContain('masdar');
  }, 120_000);
});
