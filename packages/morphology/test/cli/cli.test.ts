import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLOT_KEYS, DERIVED_NOUN_KEYS } from '../../src/types.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const cli = path.join(repoRoot, 'packages', 'morphology', 'src', 'cli.ts');

function run(args: string[], input: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(tsx, [cli, ...args], { input, encoding: 'utf8', cwd: repoRoot, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const lines = (s: string): Record<string, unknown>[] =>
  s
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const KATABA = '{"root":"كتب","pattern":"I","past_vowel":"a","present_vowel":"u","transitive":true}';

// each test starts the CLI through tsx (two processes for the last): seconds on a busy machine
describe('morph CLI', { timeout: 60_000 }, () => {
  it('conjugate: one line out per line in, in order, bad lines become errors', () => {
    const input = [KATABA, 'not json', '', '{"root":"كتب","pattern":"XIX"}', '{"root":"قوم","pattern":"X"}'].join('\n') + '\n';
    const r = run(['conjugate'], input);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out).toHaveLength(5);
    expect(out[0]!.root).toBe('كتب');
    expect(out[0]!.transitive).toBe(true);
    const slots = out[0]!.slots as Record<string, unknown>;
    expect(Object.keys(slots).sort()).toEqual([...SLOT_KEYS].sort());
    expect(slots['past.active.3ms']).toBe('كَتَبَ');
    expect(Object.keys(out[1]!)).toEqual(['error']);
    expect(Object.keys(out[2]!)).toEqual(['error']);
    expect(out[3]).toMatchObject({ root: 'كتب', pattern: 'XIX' });
    expect(String(out[3]!.error)).toMatch(/Unknown pattern/);
    expect((out[4]!.slots as Record<string, unknown>)['past.active.3ms']).toBe('اِسْتَقَامَ');
  });

  it('derive: nouns with every key, and guesses for form I', () => {
    const input = `${KATABA}\n{"root":"كرم","pattern":"IV"}\n{"root":"كتب","pattern":"I"}\n`;
    const out = lines(run(['derive'], input).stdout);
    expect(out).toHaveLength(3);
    const nouns = out[0]!.nouns as Record<string, unknown>;
    expect(Object.keys(nouns).sort()).toEqual([...DERIVED_NOUN_KEYS].sort());
    expect(nouns.active_participle).toBe('كَاتِبٌ');
    expect(out[0]!.guesses).toContain('masdar');
    expect((out[1]!.nouns as Record<string, unknown>).masdar).toEqual(['إِكْرَامٌ']);
    expect(out[1]!.guesses).toBeUndefined();
    expect(String(out[2]!.error)).toMatch(/past_vowel/);
  });

  it('classify: type object per the contract', () => {
    const out = lines(run(['classify'], `{"root":"رءي","pattern":"I","past_vowel":"a","present_vowel":"a"}\n[]\n`).stdout);
    expect(out[0]!.type).toMatchObject({ radicals: 3, augmented: false, weak: true, labels: ['hamzated_middle', 'defective_ya'] });
    expect(typeof (out[0]!.type as Record<string, unknown>).ar).toBe('string');
    expect(Object.keys(out[1]!)).toEqual(['error']);
  });

  it('analyze is not available yet: exit code 2 with a message; unknown commands too', () => {
    const a = run(['analyze'], 'كتب\n');
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/analyze/);
    expect(a.stdout).toBe('');
    expect(run(['frobnicate'], '').code).toBe(2);
  });
});
