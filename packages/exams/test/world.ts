/** The real lexicon and a generator over it, for the exam tests (built from LEXICON_DIR when stale). */
import { loadAnalyzer } from '@tasreef/lexicon';
import { generateRequestSchema, type GenerateRequest } from '@tasreef/contracts/exams';
import { ExamGenerator, analyzerReadings, type Generated, type Shortfall } from '../src/index.ts';

let world: { generator: ExamGenerator; analyzer: ReturnType<typeof loadAnalyzer>['analyzer']; entries: ReturnType<typeof loadAnalyzer>['data']['lexicon']['entries'] } | null =
  null;

export function examWorld() {
  if (!world) {
    const { data, analyzer } = loadAnalyzer();
    world = { generator: new ExamGenerator({ entries: data.lexicon.entries, readings: analyzerReadings(analyzer) }), analyzer, entries: data.lexicon.entries };
  }
  return world;
}

export function generate(request: GenerateRequest): Generated | Shortfall {
  return examWorld().generator.generate(generateRequestSchema.parse(request));
}

export function generated(request: GenerateRequest): Generated {
  const out = generate(request);
  if ('error' in out) throw new Error(`expected questions, got: ${out.error}`);
  return out;
}
