import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES, questionSchema } from '@tasreef/contracts/exams';
import { rootTypesOf } from '../src/index.ts';
import { examWorld, generate, generated } from './world.ts';

beforeAll(() => void examWorld(), 170_000);

const ALL = QUESTION_TYPES.map((type) => ({ type }));

describe('the generator', () => {
  it('is deterministic: same request and seed, same questions byte for byte; another seed, another exam', () => {
    const request = { objectives: ALL, formats: ['multiple_choice', 'true_false', 'typed'] as const, question_count: 40, seed: 11 };
    const a = JSON.stringify(generated({ ...request, formats: [...request.formats] }));
    const b = JSON.stringify(generated({ ...request, formats: [...request.formats] }));
    expect(a).toBe(b);
    expect(JSON.stringify(generated({ ...request, formats: [...request.formats], seed: 12 }))).not.toBe(a);
  });

  it('gives questions of the contract: options, one answer, claims for true/false, accepted forms for typed', () => {
    const out = generated({ objectives: ALL, formats: ['multiple_choice', 'true_false', 'typed'], question_count: 100, seed: 3 });
    expect(out.questions).toHaveLength(100);
    expect(new Set(out.questions.map((q) => q.id)).size).toBe(100);
    for (const q of out.questions) {
      expect(() => questionSchema.parse(q)).not.toThrow();
      if (q.format === 'multiple_choice') {
        expect(q.options.length).toBe(q.type === 'voice' && q.prompt_form && q.options.every((o) => o.value === 'active' || o.value === 'passive') ? 2 : 4);
        expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
        expect(q.options.map((o) => o.id)).toContain((q.answer as { option_id: string }).option_id);
      } else if (q.format === 'true_false') {
        expect(q.options.map((o) => o.value)).toEqual(['true', 'false']);
        expect(q.claim?.form).toBe(q.prompt_form);
      } else {
        expect(q.options).toEqual([]);
        const a = q.answer as { text: string; accepted: string[] };
        expect(a.accepted[0]).toBe(a.text);
        expect(['conjugate', 'masdar', 'active_participle', 'passive_participle', 'derived_noun', 'mood_in_context', 'negation', 'agreement']).toContain(q.type);
      }
      expect(q.stem.ar).toMatch(/[\u0600-\u06FF]/);
      expect(q.stem.en).toMatch(/[A-Za-z]/);
      expect(q.explanation.ar.length).toBeGreaterThan(10);
    }
    // every type and format is there
    expect(new Set(out.questions.map((q) => q.type)).size).toBe(ALL.length);
    expect(new Set(out.questions.map((q) => q.format)).size).toBe(3);
  });

  it('never asks the same thing twice in an exam, whatever the format', () => {
    const out = generated({
      objectives: [{ type: 'conjugate' }, { type: 'identify_person' }],
      formats: ['multiple_choice', 'true_false', 'typed'],
      question_count: 26,
      criteria: { verbs: ['ktb-I1'], tenses: ['past'] },
      seed: 5,
    });
    const asked = out.questions.map((q) => `${q.type}|${q.source.slot}`);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('shuffles the options: the key is not always in the same place', () => {
    const out = generated({ objectives: [{ type: 'conjugate' }], question_count: 40, seed: 8 });
    const places = new Set(out.questions.map((q) => (q.answer as { option_id: string }).option_id));
    expect(places.size).toBeGreaterThanOrEqual(3);
  });

  it('lets the engine decide: a balanced exam spread over the types, tenses and verbs', () => {
    const out = generated({ objectives: [{ type: 'conjugate' }, { type: 'identify_tense' }, { type: 'masdar' }], question_count: null, seed: 2 });
    expect(out.questions.length).toBe(15);
    const byType = new Map<string, number>();
    for (const q of out.questions) byType.set(q.type, (byType.get(q.type) ?? 0) + 1);
    expect([...byType.values()]).toEqual([5, 5, 5]);
    const verbs = new Set(out.questions.map((q) => q.source.verb_id));
    expect(verbs.size).toBeGreaterThanOrEqual(12);
    const tenses = new Set(out.questions.filter((q) => q.source.slot).map((q) => q.source.slot!.split('.')[0]));
    expect(tenses.size).toBeGreaterThanOrEqual(3);
  });

  it('weights the objectives', () => {
    const out = generated({ objectives: [{ type: 'conjugate', weight: 3 }, { type: 'identify_root' }], question_count: 20, seed: 4 });
    expect(out.questions.filter((q) => q.type === 'conjugate')).toHaveLength(15);
  });

  it('keeps to the criteria: root types, patterns, tenses, frequency, roots', () => {
    const hollow = generated({
      objectives: [{ type: 'conjugate' }, { type: 'identify_person' }],
      question_count: 30,
      criteria: { root_types: ['hollow'], patterns: ['X', 'VIII'], tenses: ['present_jussive'] },
      seed: 1,
    });
    for (const q of hollow.questions) {
      expect(rootTypesOf(q.source.root)).toContain('hollow');
      expect(['X', 'VIII']).toContain(q.source.pattern);
      expect(q.source.slot!.startsWith('present_jussive.')).toBe(true);
    }
    const common = generated({ objectives: [{ type: 'masdar' }], question_count: 20, criteria: { frequency: 'common' }, seed: 1 });
    for (const q of common.questions) expect(q.tags).toContain('common');
    const root = generated({ objectives: [{ type: 'identify_pattern' }], question_count: 3, criteria: { roots: ['كتب'] }, seed: 1 });
    for (const q of root.questions) expect(q.source.root).toBe('كتب');
  });

  it('asks the frozen verbs under `others`, in the past only, and never under the other kinds', () => {
    // two verbs, at most 2 questions each (max(2, 4 %) of an exam on one lemma): 10 is more than they give
    const short = generate({ objectives: [{ type: 'conjugate' }], question_count: 10, criteria: { kinds: ['others'] }, seed: 1 });
    expect('error' in short && short.message.en).toContain('No verb is asked about in more than 2 of 10 questions');
    const out = generated({ objectives: [{ type: 'conjugate' }], question_count: 4, criteria: { kinds: ['others'] }, seed: 1 });
    for (const q of out.questions) {
      expect(['لَيْسَ', 'عَسَى']).toContain(examWorld().entries.find((e) => e.id === q.source.verb_id)!.lemma);
      expect(q.source.slot!.startsWith('past.active.')).toBe(true);
    }
    const verbs = generated({ objectives: [{ type: 'conjugate' }], question_count: 100, criteria: { roots: ['ليس', 'عسي', 'كتب'] }, seed: 1 });
    // عَسِيَ يَعْسَى (to grow old) is a regular verb of the root عسي; لَيْسَ and عَسَى are not asked
    expect(verbs.questions.some((q) => q.source.root === 'كتب')).toBe(true);
    expect(verbs.questions.filter((q) => ['lys-I3', 'Esy-I2'].includes(q.source.verb_id))).toEqual([]);
  });
});

describe('when the criteria cannot give the count', () => {
  const shortfall = (r: Parameters<typeof generate>[0]) => {
    const out = generate(r);
    if (!('error' in out)) throw new Error('expected a shortfall');
    return out;
  };

  it('says exactly how many they give, by type, and why, in both languages', () => {
    const out = shortfall({ objectives: [{ type: 'conjugate' }], question_count: 100, criteria: { verbs: ['ktb-I1'], tenses: ['past'] }, seed: 1 });
    // 13 active and 5 third-person passive slots of the past (كَتَبَ takes a thing as object: no كُتِبُوا,
    // كُتِبْتُ), less كَتَبَ itself (the answer written in the stem)
    expect(out).toMatchObject({ available: 17, available_exact: true, available_by_type: { conjugate: 17 } });
    expect(out.message.en).toContain('100 questions were asked for; these criteria give 17');
    expect(out.message.ar).toContain('وهذه المعايير تعطي 17');
    const one = shortfall({ objectives: [{ type: 'identify_verb_type' }], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 1 });
    expect(one.available).toBe(1);
  });

  it('names a verb that is not in the lexicon', () => {
    const out = shortfall({ objectives: [{ type: 'conjugate' }], question_count: 5, criteria: { verbs: ['zzz-I1', { root: 'كتب', pattern: 'IX' }] }, seed: 1 });
    expect(out.available).toBe(0);
    expect(out.message.en).toContain('zzz-I1');
    expect(out.message.en).toContain('كتب IX');
  });

  it('says which kind or format a type needs', () => {
    expect(shortfall({ objectives: [{ type: 'identify_root' }], formats: ['typed'], question_count: 5, seed: 1 }).message.en).toContain('cannot be asked as typed');
    expect(shortfall({ objectives: [{ type: 'masdar' }], question_count: 5, criteria: { kinds: ['verbs'] }, seed: 1 }).message.ar).toContain('المصادر');
    expect(shortfall({ objectives: [{ type: 'conjugate' }], question_count: 5, criteria: { kinds: ['nouns'] }, seed: 1 }).message.en).toContain('not indexed yet');
    expect(shortfall({ objectives: [{ type: 'conjugate' }], question_count: 5, criteria: { roots: ['ظظظ'] }, seed: 1 }).message.en).toContain('No verb of the lexicon matches');
  });

  it('never leaves out in silence a chosen type that the formats or kinds cannot ask, even when the others could fill the exam', () => {
    const byFormat = shortfall({ objectives: [{ type: 'form_meaning' }, { type: 'conjugate' }], formats: ['typed'], question_count: 4, seed: 3 });
    expect(byFormat.message.en).toContain('“What a derived form adds” cannot be asked as typed');
    expect(byFormat.message.ar).toContain('لا تُطرَح بصيغة');
    expect(byFormat.available_by_type).toEqual({ conjugate: expect.any(Number) });
    const byKind = shortfall({ objectives: [{ type: 'masdar' }, { type: 'conjugate' }], question_count: 4, criteria: { kinds: ['verbs'] }, seed: 3 });
    expect(byKind.message.en).toMatch(/cannot be asked with these choices/);
    expect(byKind.message.ar).toContain('المصادر');
  });
});
