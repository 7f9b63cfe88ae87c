/** What an independent teacher's review of 100 sentence-level questions (review s26) found, each as a test. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerateRequest, Question } from '@tasreef/contracts/exams';
import { examWorld, generate } from './world.ts';

beforeAll(() => void examWorld(), 180_000);

const asked = (line: GenerateRequest): Question[] => {
  const out = generate(line);
  return 'error' in out ? [] : out.questions;
};

describe('review s26', () => {
  it('a negated dual pronoun keeps the gender its affirmative shows: after «هُمَا نَسِيَتَا» only تَنْسَيَا is typed right, not يَنْسَيَا', () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const q of asked({ objectives: [{ type: 'negation' }], formats: ['typed'], question_count: 40, criteria: {}, seed })) {
        const person = q.source.slot?.split('.')[2];
        const [tense] = q.source.slot?.split('.') ?? [];
        if (!q.context?.sentence.ar.trimStart().startsWith('هُمَا') || tense === 'past' || (person !== '3md' && person !== '3fd')) continue;
        checked++;
        const other = person === '3fd' ? '\u064A' : '\u062A'; // يَـ / يُـ against تَـ / تُـ
        const a = q.answer as { text: string; accepted: string[] };
        for (const f of a.accepted) expect(f.startsWith(other), `${q.stem.ar}: ${f}`).toBe(false);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('no prohibition of a good deed in a model sentence: never «لَا تَقُولَا الْحَقِيقَةَ», while other verbs keep their prohibition', () => {
    const templates = (verbs: string[]) =>
      new Set(
        [1, 2, 3].flatMap((seed) =>
          asked({ objectives: [{ type: 'mood_in_context' }], formats: ['multiple_choice'], question_count: 30, criteria: { verbs }, seed }).map((q) => q.context!.template),
        ),
      );
    expect(templates(['qwl-I1'])).not.toContain('t_nahy');
    expect(templates(['ktb-I1'])).toContain('t_nahy');
  });

  it('a case explanation says the case once (never «مجرور بحرف الجر مجرور») and opens no bracket inside another', () => {
    let majrur = 0;
    let diptote = 0;
    for (let seed = 1; seed <= 40; seed++)
      for (const q of asked({ objectives: [{ type: 'case_role' }, { type: 'case_ending' }], formats: ['multiple_choice'], question_count: 40, criteria: {}, seed })) {
        const { ar, en } = q.explanation;
        if (ar.includes('اسم مجرور بحرف الجر')) majrur++;
        if (ar.includes('ممنوع من الصرف')) diptote++;
        expect(ar, ar).not.toMatch(/(مجرور|مرفوع|منصوب)\s[^.]*\s\1 وعلامة/u);
        expect(en, en).not.toMatch(/\([^()]*\(/u);
      }
    expect(majrur).toBeGreaterThan(0);
    expect(diptote).toBeGreaterThan(0);
  });
});
