/**
 * The engine against the Sarf reference tables (478 verbs). Every slot Sarf gives is compared; the
 * only disagreements allowed are those listed, with the reason, in test/fixtures/errata.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareWithReference, readReference, referenceFile } from './reference.ts';

interface Erratum {
  verb: string;
  slot: string;
  sarf: string | null;
  ours: unknown;
  why: string;
  /** Sarf's form is one of ours, but not the preferred one (the exams' keys use the preferred form). */
  variant?: true;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// the derived nouns' entries (slot noun.*) belong to test/derive/sarf-nouns.test.ts
const errata = (JSON.parse(readFileSync(path.join(here, '../fixtures/errata.json'), 'utf8')) as Erratum[]).filter((e) => !e.slot.startsWith('noun.'));
const entries = readReference();

describe(`reference tables (${referenceFile})`, () => {
  it('reads all 478 verbs', () => {
    expect(entries).toHaveLength(478);
  });

  it('agrees with Sarf on every tested slot except the errata', () => {
    const c = compareWithReference(entries);
    const pct = ((100 * c.agreed) / c.checked).toFixed(2);
    const outside = c.checked - errata.filter((e) => !e.variant).length;
    console.log(
      `Sarf agreement: ${c.agreed}/${c.checked} slots (${pct}%); ${c.mismatches.length} mismatches, all in the errata ` +
        `(${errata.length}, of which ${c.variantOnly.length} where Sarf's form is our second variant); 100% of the ${outside} slots outside the errata; ` +
        `${c.skipped} intransitive 3fs/other passives skipped (contract keeps 3ms only)`,
    );
    const key = (e: { verb: string; slot: string }) => `${e.verb} ${e.slot}`;
    // slots where Sarf's form is only our second variant: listed exactly, marked variant
    expect(c.variantOnly.map(key).sort()).toEqual(
      errata
        .filter((e) => e.variant)
        .map(key)
        .sort(),
    );
    const expected = new Set(errata.filter((e) => !e.variant).map(key));
    const unexpected = c.mismatches.filter((m) => !expected.has(key(m)));
    expect(unexpected).toEqual([]);
    // Entries marked OPEN are our own open issues (hamza seats owned by src/spelling/hamza.ts): they
    // may be fixed at any time, and then must be removed from the errata. Every other entry is a
    // place where the grammar books disagree with Sarf and must still disagree, exactly.
    const found = new Set(c.mismatches.map(key));
    const settled = errata.filter((e) => !e.why.startsWith('OPEN') && !e.variant);
    const open = errata.filter((e) => e.why.startsWith('OPEN') && !e.variant);
    expect(settled.filter((e) => !found.has(key(e)))).toEqual([]);
    const openStill = open.filter((e) => found.has(key(e))).length;
    if (openStill < open.length) console.log(`${open.length - openStill} OPEN errata now agree with Sarf: remove them from errata.json`);
    expect(c.mismatches.length).toBe(settled.length + openStill);
    expect(c.checked).toBe(54875);
  });

  it('every erratum gives a reason and what each side says', () => {
    for (const e of errata) {
      expect(e.why.length).toBeGreaterThan(20);
      expect(typeof e.sarf).toBe('string');
    }
  });
});
