/**
 * The independent witness: forms typed by hand from the printed paradigms and rules of the books
 * (test/fixtures/printed/paradigms.json), not written by the engine. Every printed form of a slot must
 * be among the engine's forms, and the printed first form must be the engine's first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import type { SlotKey, VerbInput } from '../../src/types.ts';

interface Printed {
  verb: string;
  input: VerbInput;
  source: string;
  slots: Partial<Record<SlotKey, string | string[]>>;
}

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/printed/paradigms.json');
const { verbs } = JSON.parse(readFileSync(file, 'utf8')) as { verbs: Printed[] };
const list = (v: unknown): string[] => (v == null ? [] : Array.isArray(v) ? (v as string[]) : [v as string]);

describe('printed paradigms (typed from the books, independent of the engine)', () => {
  it('holds 29 verbs and 170 printed slots', () => {
    expect(verbs).toHaveLength(29);
    expect(verbs.reduce((n, v) => n + Object.keys(v.slots).length, 0)).toBe(170);
  });

  for (const p of verbs) {
    it(`${p.verb} (${p.source})`, () => {
      const ours = conjugate(p.input).slots;
      for (const [slot, printed] of Object.entries(p.slots) as [SlotKey, string | string[]][]) {
        const mine = list(ours[slot]);
        const want = list(printed).map((f) => f.normalize('NFC'));
        expect({ slot, first: mine[0] }).toEqual({ slot, first: want[0] });
        for (const f of want) expect(mine, `${p.verb} ${slot}`).toContain(f);
      }
    });
  }
});
