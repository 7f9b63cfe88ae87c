/** The engine's verdict on edited questions: what it keeps, what it refuses and why. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { examWorld, generated } from './world.ts';

let all: Question[];
beforeAll(() => {
  examWorld();
  all = generated({
    objectives: ['conjugate', 'identify_person', 'identify_root', 'masdar', 'derived_noun'].map((type) => ({ type: type as Question['type'] })),
    formats: ['multiple_choice', 'true_false', 'typed'],
    question_count: 100,
    seed: 9,
  }).questions;
}, 180_000);

const check = (q: Question) => examWorld().generator.check(q);
const keyOf = (q: Question) => (q.answer as { option_id: string }).option_id;

describe('checking a question', () => {
  it('keeps every generated question', () => {
    for (const q of all) expect(check(q), `${q.type} ${q.format} ${q.id}`).toEqual({ ok: true });
  });

  it('refuses a key moved to a wrong option, naming it', () => {
    const q = all.find((x) => x.type === 'conjugate' && x.format === 'multiple_choice')!;
    const wrong = q.options.find((o) => o.id !== keyOf(q))!;
    const out = check({ ...q, answer: { option_id: wrong.id } });
    expect(out).toMatchObject({ ok: false, reason: { en: expect.stringContaining('is not the right answer') } });
    expect((out as { reason: { ar: string } }).reason.ar).toContain(wrong.label.ar);
  });

  it('refuses a wrong option edited into a second right answer', () => {
    const q = all.find((x) => x.type === 'conjugate' && x.format === 'multiple_choice')!;
    const key = q.options.find((o) => o.id === keyOf(q))!;
    const other = q.options.find((o) => o.id !== key.id)!;
    // the same right form, spelled differently in its marks order, is the same answer
    const options = q.options.map((o) => (o.id === other.id ? { ...o, value: key.value, text: key.text, label: key.label } : o));
    expect(check({ ...q, options })).toMatchObject({ ok: false, reason: { en: 'Two options are the same.' } });
  });

  it('refuses a malformed form, a true/false answer turned around, a typed answer that is not right', () => {
    const q = all.find((x) => x.type === 'conjugate' && x.format === 'multiple_choice')!;
    const wrongId = q.options.find((o) => o.id !== keyOf(q))!.id;
    for (const bad of ['كتب', 'كَتَبََ']) {
      const options = q.options.map((o) => (o.id === wrongId ? { ...o, value: bad, text: bad, label: { ar: bad, en: bad } } : o));
      expect(check({ ...q, options })).toMatchObject({ ok: false, reason: { en: expect.stringContaining('is not a well-formed, fully vocalized form') } });
    }
    const tf = all.find((x) => x.format === 'true_false')!;
    expect(check({ ...tf, answer: { option_id: keyOf(tf) === 'a' ? 'b' : 'a' } })).toMatchObject({
      ok: false,
      reason: { en: expect.stringContaining('the answer kept says otherwise') },
    });
    const typed = all.find((x) => x.format === 'typed' && x.type === 'conjugate')!;
    expect(check({ ...typed, answer: { text: 'كَتَبْتُمْ', accepted: ['كَتَبْتُمْ', 'يَكْتُبُ'] } })).toMatchObject({ ok: false });
  });

  it('a changed wording with the same key is kept', () => {
    const q = all.find((x) => x.type === 'identify_root' && x.format === 'multiple_choice')!;
    expect(check({ ...q, stem: { ar: 'استخرج الجذر:', en: 'Find the root:' } })).toEqual({ ok: true });
  });
});

describe('a replacement question', () => {
  it('is of the same type and format and asks nothing the exam asks', () => {
    const { generator } = examWorld();
    const request = {
      objectives: [{ type: 'conjugate' as const }],
      formats: ['multiple_choice' as const],
      question_count: 5,
      criteria: { verbs: ['ktb-I1'], tenses: ['past' as const] },
      seed: 3,
      locale: 'ar' as const,
    };
    const exam = generated(request).questions;
    const r = generator.replacement({ ...request, criteria: { ...request.criteria } }, exam[0]!, exam)!;
    expect(r.type).toBe('conjugate');
    expect(r.format).toBe('multiple_choice');
    expect(exam.map((q) => q.source.slot)).not.toContain(r.source.slot);
    expect(generator.check(r)).toEqual({ ok: true });
  });
});
