/** What a teacher's review of 100 sentence-level questions (review s25) struck, each as a test. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateRequest, Question } from '@tasreef/contracts/exams';
import { GAP } from '../src/context/sentence.ts';
import { examWorld, generate } from './world.ts';

beforeAll(() => void examWorld(), 180_000);

const asked = (line: GenerateRequest): Question[] => {
  const out = generate(line);
  return 'error' in out ? [] : out.questions;
};
const GAP_TYPES = ['mood_in_context', 'negation', 'agreement'] as const;
/** A wasl alif with a vowel on it: right where a sentence opens, wrong after another word. */
const VOWELLED_WASL = /^\u0627[\u0650\u064F]/u;

describe('review s25', () => {
  it('b2, b3: a gap after another word is filled as the sentence writes it, with no vowel on the wasl alif (مَا ارْتَكَبَتِ، اللَّاعِبَانِ الْتَقَطَا)', () => {
    let inside = 0;
    let opening = 0;
    for (const type of GAP_TYPES)
      for (const format of ['multiple_choice', 'typed'] as const)
        for (const seed of [1, 2, 3, 4, 5, 6]) {
          const qs = asked({ objectives: [{ type }], formats: [format], question_count: 25, criteria: { patterns: ['VII', 'VIII', 'X'] }, seed });
          for (const q of qs) {
            const sentence = q.context!.sentence.ar.trimStart();
            const written = q.format === 'typed' ? [(q.answer as { text: string }).text] : q.options.map((o) => o.value);
            if (!written.some((w) => w.startsWith('\u0627'))) continue;
            if (sentence.startsWith(GAP)) {
              opening++;
              continue;
            }
            inside++;
            for (const w of written) expect(w, `${type} ${q.stem.ar}`).not.toMatch(VOWELLED_WASL);
            // the vowelled spelling typed is the same answer
            if (q.format === 'typed') {
              const a = q.answer as { text: string; accepted: string[] };
              expect(a.accepted).toContain(a.text);
            }
          }
        }
    expect(inside).toBeGreaterThan(20);
    expect(opening).toBeGreaterThanOrEqual(0);
  });

  it('b1: after a first verb that shows the dual’s gender the other gender is no answer (جَاءَتَا لِتَخْتَارَا, not لِيَخْتَارَا)', () => {
    let duals = 0;
    for (const seed of Array.from({ length: 30 }, (_, i) => i + 1))
      for (const q of asked({ objectives: [{ type: 'mood_in_context' }], formats: ['typed'], question_count: 30, seed })) {
        const c = q.context!;
        if (!['t_purpose', 't_fa'].includes(c.template) || c.subject.noun !== null || !['3md', '3fd'].includes(c.subject.person)) continue;
        duals++;
        const a = q.answer as { text: string; accepted: string[] };
        // both duals differ only in the prefix: ي for the masculine, ت for the feminine
        for (const f of a.accepted) expect(f[0], `${c.sentence.ar} ${a.accepted.join(' ')}`).toBe(a.text[0]);
      }
    expect(duals).toBeGreaterThan(0);
  });

  it('ids: one id is one item across exams (the bank tells items apart by id)', () => {
    const seen = new Map<string, string>();
    for (const seed of [7001, 7002, 7003])
      for (const q of asked({ objectives: GAP_TYPES.map((type) => ({ type })), formats: ['multiple_choice'], question_count: 40, seed })) {
        const stem = `${q.stem.ar}|${q.context?.sentence.ar}`;
        expect(seen.get(q.id) ?? stem, q.id).toBe(stem);
        seen.set(q.id, stem);
      }
  });

  it('e4: a prohibition says whom it addresses after the command, as English does (Do not carry out the task, man.)', () => {
    const nahy = [1, 2, 3, 4, 5, 6, 7, 8]
      .flatMap((seed) => asked({ objectives: [{ type: 'mood_in_context' }], formats: ['multiple_choice'], question_count: 30, seed }))
      .filter((q) => q.context!.template === 't_nahy');
    expect(nahy.length).toBeGreaterThan(0);
    for (const q of nahy) expect(q.context!.sentence.en).toMatch(/^Do not .+, [a-z][a-z ]+\.$/u);
  });

  it('e5, e6, d4: «تَجَاهَلَ» is ignoring, and «الْوَاجِب» of anyone but a pupil is not homework', () => {
    const fm = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((seed) => asked({ objectives: [{ type: 'form_meaning' }], formats: ['multiple_choice'], question_count: 20, seed }));
    for (const q of fm) expect(q.context!.sentence.en).not.toContain('pretended not to know the question');
    const all = [1, 2, 3].flatMap((seed) => asked({ objectives: GAP_TYPES.map((type) => ({ type })), formats: ['multiple_choice'], question_count: 60, seed }));
    for (const q of all) expect(q.context!.sentence.en).not.toContain('homework');
  });
});
