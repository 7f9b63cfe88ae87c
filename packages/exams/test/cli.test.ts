import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function run(input: string): { status: number | null; lines: Record<string, unknown>[]; raw: string } {
  const r = spawnSync('npm', ['run', '--silent', 'exams', '--', 'generate'], { cwd: ROOT, input, encoding: 'utf8', timeout: 120_000 });
  return {
    status: r.status,
    raw: r.stdout,
    lines: r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('npm run --silent exams -- generate', () => {
  it('answers one line a line, in order: questions with answers, a shortfall with what is available, a bad line with its error', () => {
    const ok = JSON.stringify({
      objectives: [{ type: 'conjugate', weight: 2 }, { type: 'identify_root' }],
      formats: ['multiple_choice', 'true_false'],
      question_count: 6,
      criteria: { kinds: ['verbs', 'derivatives'], verbs: [{ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }, 'qwl-I1'] },
      seed: 42,
    });
    const short = JSON.stringify({ objectives: [{ type: 'identify_verb_type' }], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 1 });
    const input = [ok, short, '{"objectives": [], "question_count": 101}', 'not json', ok].join('\n') + '\n';
    const out = run(input);
    expect(out.status).toBe(0);
    expect(out.lines).toHaveLength(5);
    const [first, second, third, fourth, fifth] = out.lines as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(Object.keys(first).slice(0, 3)).toEqual(['questions', 'seed', 'available']);
    expect(first.seed).toBe(42);
    const questions = first.questions as { type: string; answer: unknown; source: { root: string } }[];
    expect(questions).toHaveLength(6);
    expect(questions.filter((q) => q.type === 'conjugate')).toHaveLength(4);
    for (const q of questions) {
      expect(q.answer).toBeDefined();
      expect(['كتب', 'قول']).toContain(q.source.root);
    }
    expect(second).toMatchObject({ available: 1 });
    expect(second.error).toMatch(/3 questions were asked for; these criteria give 1/);
    expect(third.error).toMatch(/objectives/);
    expect(fourth.error).toMatch(/not a JSON object/);
    // same input and seed, same output, byte for byte
    expect(JSON.stringify(fifth)).toBe(JSON.stringify(first));
    expect(run(ok + '\n').raw).toBe(JSON.stringify(first) + '\n');
  }, 240_000);
});
