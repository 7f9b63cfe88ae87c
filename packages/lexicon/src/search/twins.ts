/**
 * Verbs cited alike: two entries with the same past and present (دَمَّ يَدُمُّ on bab 1 and on bab 5,
 * أَجْرَى يُجْرِي under جرو and جري) whose tables differ, so that the build kept both
 * (build/same-verb.ts). A line that names one by its past and present would read like the other's;
 * this gives each what tells it apart: the past's first person when the root is the same
 * (دَمَمْتُ, دَمُمْتُ), else its root (ج ر و).
 */
import { conjugate } from '@tasreef/morphology';
import type { LexiconEntry } from '../types.ts';
import { verbInput } from '../verb-input.ts';

const firstPerson = (e: LexiconEntry): string | null => {
  const { slots } = conjugate(verbInput(e));
  const v = slots[e.passive_only ? 'past.passive.1s' : 'past.active.1s'];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

/** Entry position → its mark, for the entries that share their past and present with another. */
export function twinMarks(entries: readonly LexiconEntry[]): Map<number, string> {
  const bySurface = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const key = `${e.lemma}\u0000${e.present ?? ''}`;
    const same = bySurface.get(key);
    if (same) same.push(i);
    else bySurface.set(key, [i]);
  });
  const marks = new Map<number, string>();
  for (const same of bySurface.values()) {
    if (same.length < 2) continue;
    for (const i of same) {
      const e = entries[i]!;
      const sameRoot = same.some((j) => j !== i && entries[j]!.root === e.root);
      marks.set(i, (sameRoot ? firstPerson(e) : null) ?? [...e.root].join(' '));
    }
  }
  return marks;
}
