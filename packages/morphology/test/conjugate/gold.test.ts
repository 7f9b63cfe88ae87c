/**
 * Full paradigms from the grammar books named in test/fixtures/MANIFEST.md: every slot of every
 * verb must match exactly (strings, variant arrays in order, nulls).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { SLOT_KEYS, type SlotValue, type VerbInput } from '../../src/types.ts';

interface GoldVerb {
  verb: string;
  input: VerbInput;
  source: string;
  slots: Record<string, SlotValue>;
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gold');
const FILES: Record<string, number> = { 'wright.json': 38, 'ryding.json': 8, 'ghalayini.json': 27, 'haywood.json': 4 };

/** Every gold file, read once when the file is collected: each test below stands alone. */
const GOLD = Object.entries(FILES).map(([file, verbs]) => ({
  file,
  verbs,
  gold: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { book: string; verbs: GoldVerb[] },
}));

describe('gold paradigms', () => {
  for (const { file, verbs, gold } of GOLD) {
    it(`${file}: ${verbs} verbs × ${SLOT_KEYS.length} slots`, () => {
      expect(gold.verbs).toHaveLength(verbs);
      let checked = 0;
      for (const g of gold.verbs) {
        expect(Object.keys(g.slots)).toHaveLength(SLOT_KEYS.length);
        const ours = conjugate(g.input).slots;
        for (const key of SLOT_KEYS) {
          expect({ verb: g.verb, key, form: ours[key] }).toEqual({ verb: g.verb, key, form: g.slots[key] });
          checked++;
        }
      }
      expect(checked).toBe(verbs * SLOT_KEYS.length);
    });
  }

  // Counted from the tables themselves, not from what the tests above happened to run before it,
  // so it holds alone (-t), shuffled, or in any order: each file's test checks every slot it counts.
  it('checks 13,167 slots in all (77 verbs)', () => {
    expect(SLOT_KEYS.length).toBe(171);
    expect(GOLD.reduce((n, { gold }) => n + gold.verbs.length, 0)).toBe(77);
    const slots = GOLD.reduce((n, { gold }) => n + gold.verbs.reduce((m, g) => m + Object.keys(g.slots).length, 0), 0);
    expect(slots).toBe(77 * 171);
  });
});
