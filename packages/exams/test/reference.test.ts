/**
 * Keys and wrong choices checked against an independent conjugation: the Sarf reference tables
 * (shared/reference, another system's tests), for every verb of them the lexicon has. The engine's
 * known disagreements with Sarf (its errata, each with the grammar's reason) are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { comparable, entryId, readReference, type SarfEntry } from '../../morphology/test/conjugate/reference.ts';
import { examWorld, generate } from './world.ts';

const errata = new Set(
  (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../morphology/test/fixtures/errata.json'), 'utf8')) as { verb: string; slot: string }[]).map(
    (e) => `${e.verb}|${e.slot}`,
  ),
);

let pairs: { sarf: SarfEntry; id: string }[] = [];
beforeAll(() => {
  const { entries } = examWorld();
  pairs = readReference().flatMap((sarf) => {
    const e = entries.find(
      (x) =>
        x.root === sarf.root &&
        x.pattern === sarf.pattern &&
        (sarf.pattern !== 'I' || (x.past_vowel === sarf.past_vowel && x.present_vowel === sarf.present_vowel)) &&
        (x.transitive !== false) === (sarf.sarf_transitivity !== 'intransitive'),
    );
    return e ? [{ sarf, id: e.id }] : [];
  });
}, 180_000);

/** The reference's accepted forms of a slot (comparable spelling), or null when it does not test it. */
function accepted(sarf: SarfEntry, slot: string): string[] | null {
  if (!(slot in sarf.slots) || errata.has(`${entryId(sarf)}|${slot}`)) return null;
  const v = sarf.slots[slot as keyof typeof sarf.slots];
  if (v === null || v === undefined) return null;
  return [v, ...(sarf.also_accept?.[slot as keyof typeof sarf.slots] ?? [])].map(comparable);
}

function questionsFor(ids: string[], type: 'conjugate' | 'identify_person', format: 'multiple_choice' | 'typed'): Question[] {
  const out: Question[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const r = generate({
      objectives: [{ type }],
      formats: [format],
      question_count: 100,
      criteria: { verbs: ids.slice(i, i + 50), tenses: ['past', 'present_indicative', 'present_subjunctive', 'present_jussive', 'imperative'] },
      seed: i,
    });
    if ('error' in r) throw new Error(r.error);
    out.push(...r.questions);
  }
  return out;
}

describe('against the Sarf reference tables', () => {
  it('covers most of the reference verbs', () => {
    expect(pairs.length).toBeGreaterThan(300);
  });

  it('every conjugation key is Sarf’s form of the slot, and no wrong choice is', () => {
    const bySource = new Map(pairs.map((p) => [p.id, p.sarf]));
    let checked = 0;
    const problems: string[] = [];
    for (const format of ['multiple_choice', 'typed'] as const) {
      for (const q of questionsFor([...bySource.keys()], 'conjugate', format)) {
        const sarf = bySource.get(q.source.verb_id)!;
        const ok = accepted(sarf, q.source.slot!);
        if (!ok) continue;
        checked++;
        const key = format === 'typed' ? (q.answer as { text: string }).text : q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)!.value;
        if (!ok.includes(comparable(key))) problems.push(`${entryId(sarf)} ${q.source.slot}: key ${key}, Sarf ${ok.join('/')}`);
        for (const o of q.options)
          if (o.value !== key && ok.includes(comparable(o.value))) problems.push(`${entryId(sarf)} ${q.source.slot}: wrong choice ${o.value} is Sarf's form`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(800);
  }, 300_000);

  it('never asks the person of a form Sarf gives to two persons of the verb', () => {
    const bySource = new Map(pairs.map((p) => [p.id, p.sarf]));
    let checked = 0;
    const problems: string[] = [];
    for (const q of questionsFor([...bySource.keys()], 'identify_person', 'multiple_choice')) {
      const sarf = bySource.get(q.source.verb_id)!;
      const shown = comparable(q.prompt_form!);
      const persons = new Set(
        Object.entries(sarf.slots)
          .filter(([slot, v]) => v !== null && !errata.has(`${entryId(sarf)}|${slot}`) && accepted(sarf, slot)?.includes(shown))
          .map(([slot]) => slot.split('.')[2]),
      );
      if (persons.size === 0) continue;
      checked++;
      if (persons.size > 1) problems.push(`${entryId(sarf)}: ${q.prompt_form} is ${[...persons].join(' and ')} in Sarf`);
      const key = q.options.find((o) => o.id === (q.answer as { option_id: string }).option_id)!.value;
      if (!persons.has(key)) problems.push(`${entryId(sarf)}: ${q.prompt_form} key ${key}, Sarf ${[...persons].join('/')}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  }, 300_000);
});
