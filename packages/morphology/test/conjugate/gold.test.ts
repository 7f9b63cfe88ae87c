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
const FILES: Record<string, number> = { 'wright.json': 36, 'ryding.json': 8, 'ghalayini.json': 27, 'haywood.json': 4 };

describe('gold paradigms', () => {
  let total = 0;
  for (const [file, verbs] of Object.entries(FILES)) {
    const gold = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { book: string; verbs: GoldVerb[] };
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
      total += checked;
    });
  }
  it('checks 12,825 slots in all (75 verbs)', () => {
    expect(total).toBe(75 * 171);
    expect(SLOT_KEYS.length).toBe(171);
  });
});
