/**
 * The criterion "verbs of the Quran" (ADR 0040): only verbs the Quran has as verbs (each word by
 * its likeliest reading), the most frequent there first so that sampling leans towards them; no
 * questions, with the reason, while the Quran's readings are unknown; the same through the CLI.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRequestSchema, type GenerateRequest } from '@tasreef/contracts/exams';
import { artifactDir } from '@tasreef/lexicon/paths';
import { loadStore, verbCounts } from '@tasreef/quran';
import { answerLine } from '../src/cli.ts';
import { ExamGenerator, analyzerReadings, type Generated } from '../src/index.ts';
import { FrequencyBands, isFrozen, selectVerbs } from '../src/pool.ts';
import { examWorld } from './world.ts';

let counts: Map<string, number>;
let generator: ExamGenerator;

beforeAll(async () => {
  const { loadAnalyzer } = await import('@tasreef/lexicon');
  const { data, analyzer } = loadAnalyzer();
  counts = new Map();
  for (const [id, c] of verbCounts(loadStore(analyzer, data.lexicon.built_at, artifactDir()).store)) if (c.verb > 0) counts.set(id, c.verb);
  generator = new ExamGenerator({ entries: data.lexicon.entries, readings: analyzerReadings(analyzer), quran: () => counts });
}, 300_000);

const request = (r: GenerateRequest) => generateRequestSchema.parse(r);

describe('the criterion "verbs of the Quran"', () => {
  it('selects only the verbs the Quran has, the most frequent there first', () => {
    const { entries } = examWorld();
    const frozen = new Set(entries.filter(isFrozen).map((e) => e.id));
    const { verbs } = selectVerbs(entries, { quran: true }, new FrequencyBands(entries), frozen, counts);
    expect(verbs.length).toBeGreaterThan(500);
    expect(verbs.every((e) => (counts.get(e.id) ?? 0) > 0)).toBe(true);
    for (let i = 1; i < verbs.length; i++) expect(counts.get(verbs[i - 1]!.id)!).toBeGreaterThanOrEqual(counts.get(verbs[i]!.id)!);
    // قَالَ is the Quran's most frequent verb
    expect(verbs[0]!.id).toBe('qwl-I1');
    // with the other criteria: a pattern narrows the Quran's verbs
    const x = selectVerbs(entries, { quran: true, patterns: ['X'] }, new FrequencyBands(entries), frozen, counts).verbs;
    expect(x.length).toBeGreaterThan(0);
    expect(x.every((e) => e.pattern === 'X' && counts.has(e.id))).toBe(true);
  });

  it('asks only about verbs of the Quran, leaning towards the most frequent there', () => {
    const out = generator.generate(
      request({ objectives: [{ type: 'conjugate' }, { type: 'identify_root' }], question_count: 40, criteria: { quran: true }, seed: 7 }),
    ) as Generated;
    expect('error' in out).toBe(false);
    const ids = out.questions.map((q) => q.source.verb_id);
    expect(ids.every((id) => counts.has(id))).toBe(true);
    // the median Quran frequency of the verbs asked is well above the median of the Quran's verbs
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    expect(median(ids.map((id) => counts.get(id)!))).toBeGreaterThan(4 * median([...counts.values()]));
    // without the criterion, verbs outside the Quran come too
    const any = generator.generate(request({ objectives: [{ type: 'conjugate' }, { type: 'identify_root' }], question_count: 40, seed: 7 })) as Generated;
    expect(any.questions.some((q) => !counts.has(q.source.verb_id))).toBe(true);
  });

  it('gives no questions, saying why, while the Quran’s readings are unknown', () => {
    const { analyzer, entries } = examWorld();
    const blind = new ExamGenerator({ entries, readings: analyzerReadings(analyzer), quran: () => null });
    const out = blind.generate(request({ objectives: [{ type: 'conjugate' }], question_count: 5, criteria: { quran: true } }));
    expect(out).toMatchObject({ available: 0 });
    expect('error' in out && out.message.en).toMatch(/verbs of the Quran/);
    expect('error' in out && out.message.ar).toMatch(/أفعال القرآن/);
  });

  it('works through `exams generate` (one JSON line in, one out)', () => {
    const line = JSON.parse(answerLine(JSON.stringify({ objectives: [{ type: 'conjugate' }], question_count: 10, criteria: { quran: true }, seed: 3 }))) as {
      questions: Array<{ source: { verb_id: string } }>;
    };
    expect(line.questions).toHaveLength(10);
    expect(line.questions.every((q) => counts.has(q.source.verb_id))).toBe(true);
  });
});
